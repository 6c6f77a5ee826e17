/**
 * Finds nginx, with the brotli_static module the generated configuration uses
 * (server-config.mjs), for the part of the browser suite that serves the deploy through it.
 * Order: NGINX_PATH, /usr/sbin/nginx, nginx on the PATH. Missing, apt.mjs installs Debian's.
 */
import { existsSync } from 'node:fs';
import { which } from './apt.mjs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function findNginx() {
  if (process.env.NGINX_PATH && existsSync(process.env.NGINX_PATH)) return process.env.NGINX_PATH;
  const found = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : which('nginx');
  // Debian's nginx loads its modules from here; other builds (NGINX_PATH) carry them built in.
  return found && existsSync(BROTLI_MODULE) ? found : null;
}

/** @type {import('./apt.mjs').Need} */
export const NGINX = {
  name: 'nginx',
  find: findNginx,
  packages: ['nginx', 'libnginx-mod-http-brotli-static'],
  otherwise: 'or set NGINX_PATH to an nginx built with ngx_brotli',
};

