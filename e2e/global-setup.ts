import os from 'node:os';
import path from 'node:path';
import { deploySite } from '../scripts/lib/deploy.mjs';
import { createShellServer, createStaticServer, freePort, listen } from '../scripts/lib/static-server.mjs';
import { prerender } from '../scripts/prerender.mjs';
import { buildShell, pathModeShellDir } from './support/shell-build';
import { startSite } from './support/site';

/**
 * Deploys the current production build to a temporary folder and serves the shell and the
 * remotes' CDN on two origins. Workers read SITE_URL and CDN_URL. Beside it, the same build
 * with a path-mode shell and every route's HTML prerendered, as `npm run build:static` makes
 * it: PATH_SITE_URL (its CDN at PATH_SITE_CDN_URL, its shell folder PATH_SITE_DIR, the routes
 * prerendered PATH_SITE_ROUTES), where the journeys run a second time and seo.spec.ts reads.
 */
export default async function globalSetup() {
  const cdnPort = await freePort();
  const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
  const target = path.join(os.tmpdir(), `site-e2e-${process.pid}`);
  const { shellDir, cdnDir } = deploySite({ target, cdnOrigin });
  const cdn = createStaticServer({ root: cdnDir, cors: true });
  await listen(cdn, cdnPort);
  const shell = createShellServer({ root: shellDir });
  const shellPort = await listen(shell, 0);
  process.env.SITE_URL = `http://127.0.0.1:${shellPort}`;
  process.env.CDN_URL = cdnOrigin;

  const pathShell = await buildShell(pathModeShellDir(), { URL_MODE: 'path' });
  const pathSite = await startSite({ shellSource: pathShell });
  const pathOrigin = new URL(pathSite.url()).origin;
  const routes = await prerender({ outDir: pathSite.shellDir, shellDist: pathShell, siteOrigin: pathOrigin, log: false });
  process.env.PATH_SITE_URL = pathOrigin;
  process.env.PATH_SITE_CDN_URL = pathSite.cdnOrigin;
  process.env.PATH_SITE_DIR = pathSite.shellDir;
  process.env.PATH_SITE_ROUTES = JSON.stringify(routes);
  return async () => {
    shell.close();
    cdn.close();
    await pathSite.close();
  };
}
