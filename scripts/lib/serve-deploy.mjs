/**
 * Makes sure a deploy folder is being served for the release gate: the deployment already
 * running (npm start, nginx) is used as it is; what does not answer is served for the gate's
 * duration by the local server, on the deploy's own CDN origin (remotes.json names it).
 */
import { readFileSync } from 'node:fs';
import { deployPaths } from './deploy.mjs';
import { createShellServer, createStaticServer, listen } from './static-server.mjs';

async function answer(url) {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(5000), cache: 'no-store' });
  } catch {
    return null;
  }
}

/** @returns {Promise<{ siteOrigin: string, close: () => Promise<void> }>} */
export async function serveDeploy(dir, { siteOrigin, cdnOrigin }) {
  const { shellDir, cdnDir, remotesFile } = deployPaths(dir);
  const servers = [];
  let origin = siteOrigin;
  const remotesHere = readFileSync(remotesFile, 'utf8');
  const live = siteOrigin ? await answer(`${siteOrigin}/remotes.json`) : null;
  if (!live || (await live.text()) !== remotesHere) {
    if (live) throw new Error(`${siteOrigin} serves another deploy than ${dir}: stop it, or release to the deploy it serves (--to).`);
    const server = createShellServer({ root: shellDir });
    const port = await listen(server, siteOrigin ? Number(new URL(siteOrigin).port) : 0);
    servers.push(server);
    origin = siteOrigin ?? `http://127.0.0.1:${port}`;
  }
  if (!(await answer(`${cdnOrigin}/`))) {
    const server = createStaticServer({ root: cdnDir, cors: true });
    await listen(server, Number(new URL(cdnOrigin).port));
    servers.push(server);
  }
  return {
    siteOrigin: origin,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.closeAllConnections();
              server.close(resolve);
            }),
        ),
      ).then(() => undefined),
  };
}
