/**
 * Finds nginx, with the brotli_static module the generated configuration uses
 * (server-config.mjs), for the part of the browser suite that serves the deploy through it.
 * Order: NGINX_PATH, /usr/sbin/nginx, nginx on the PATH. On Debian as root it installs the
 * distribution's packages when either is missing; otherwise it says what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const HOW_TO_INSTALL =
  'nginx with the brotli_static module is needed. Debian/Ubuntu: "sudo apt-get install -y nginx libnginx-mod-http-brotli-static"; ' +
  'or set NGINX_PATH to an nginx built with ngx_brotli.';

function which(name) {
  const result = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

export function findNginx() {
  if (process.env.NGINX_PATH && existsSync(process.env.NGINX_PATH)) return process.env.NGINX_PATH;
  const found = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : which('nginx');
  // Debian's nginx loads its modules from here; other builds (NGINX_PATH) carry them built in.
  return found && existsSync(BROTLI_MODULE) ? found : null;
}

export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log("nginx or its brotli module is missing: installing Debian's packages (apt-get)...");
    const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 15 * 60 * 1000 };
    try {
      execFileSync('apt-get', ['update', '-qq'], opts);
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx', 'libnginx-mod-http-brotli-static'], opts);
    } catch (error) {
      throw new Error(`${HOW_TO_INSTALL}\n(apt-get failed: ${error.message})`);
    }
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(HOW_TO_INSTALL);
}
