/**
 * nginx as the caching edge in front of a bucket, for the suite and the release-under-load
 * bench: it runs a bucket deploy's own edge/nginx-edge.conf (deploy/edge-config.mjs) in a
 * scratch prefix of its own, so what is tested is the configuration the deploy ships.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx } from '../machine/index.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {object} options
 * @param {string} options.conf       the text of edge/nginx-edge.conf
 * @param {string} options.siteOrigin where that configuration serves the shell (to wait for it)
 * @returns {Promise<{ prefix: string, stop: () => Promise<void> }>}
 */
export async function startEdge({ conf, siteOrigin }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx with its brotli_static module is not installed (npm test installs it: platform/machine/nginx.mjs).');
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'site-edge-'));
  // Started as root, nginx's workers run as nobody: they must be able to write the cache.
  chmodSync(prefix, 0o755);
  for (const folder of ['logs', 'tmp', 'cache']) {
    mkdirSync(path.join(prefix, folder), { recursive: true });
    chmodSync(path.join(prefix, folder), 0o777);
  }
  writeFileSync(path.join(prefix, 'edge.conf'), conf);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
error_log logs/error.log;
pid logs/nginx.pid;
events { worker_connections 512; }
http {
    default_type application/octet-stream;
    access_log logs/access.log;
    client_body_temp_path tmp;
    proxy_temp_path tmp;
    fastcgi_temp_path tmp;
    uwsgi_temp_path tmp;
    scgi_temp_path tmp;
    server_tokens off;
    include edge.conf;
}
`,
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')];
  const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`The edge's configuration does not pass nginx -t:\n${check.stderr}`);
  const server = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await fetch(`${siteOrigin}/`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (answer) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The edge did not answer on ${siteOrigin} (nginx exit ${server.exitCode}); its log is in ${prefix}/logs.`);
    }
    await sleep(100);
  }
  return {
    prefix,
    async stop() {
      if (server.exitCode === null) {
        const stopped = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await stopped;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
