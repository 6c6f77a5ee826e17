import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploySite } from '../../scripts/lib/deploy.mjs';
import { createShellServer, createStaticServer, freePort, listen } from '../../scripts/lib/static-server.mjs';
import { fingerprint } from './site';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs one of the release commands as a team would; asynchronous, since this process serves the site. */
export function command(script: string, args: string[]) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile('node', [path.join(rootDir, 'scripts', script), ...args], { cwd: rootDir, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** A deploy folder served on its own two origins, as `npm start` serves .site. */
export async function deployed() {
  const [sitePort, cdnPort] = [await freePort(), await freePort()];
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
  const dir = path.join(os.tmpdir(), `site-release-${process.pid}-${Date.now()}`);
  const { shellDir, cdnDir } = deploySite({ target: dir, siteOrigin, cdnOrigin });
  const shell = createShellServer({ root: shellDir });
  const cdn = createStaticServer({ root: cdnDir, cors: true });
  await listen(shell, sitePort);
  await listen(cdn, cdnPort);
  const remotesJson = () => readFileSync(path.join(shellDir, 'remotes.json'), 'utf8');
  /** Every deployed file but remotes.json and the server config: the shell and each remote version. */
  const files = () => ({ shell: fingerprint(shellDir), cdn: fingerprint(cdnDir) });
  return {
    dir,
    siteOrigin,
    remotesJson,
    files,
    close() {
      for (const server of [shell, cdn]) {
        server.closeAllConnections();
        server.close();
      }
    },
  };
}

