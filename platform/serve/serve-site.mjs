/**
 * A site served the way it is hosted: the shell's folder on the site's origin (with the
 * security headers its remotes.json calls for, and unknown paths answered by the app) and
 * cdn/ on a second origin, with CORS, each with a CDN's caching and precompressed files
 * (static-server.mjs). The one way every tool serves a site: npm start, the release gate,
 * prerendering, the benchmark, Lighthouse, the screenshots and the browser suite.
 *   deployAndServe()  deploys the current builds into a folder first (deploy/, deploySite), then serves it
 *   serveDeployed()   serves a folder deployed before, on the origins its deploy.json names
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployPaths, deploySite, readDeploy, readRemotesJson } from '../deploy/index.mjs';
import { adoptStartedShell } from '../deploy/shell/index.mjs';
import { buildFolderOf, FILES } from '../workspace/index.js';
import { createShellServer, createStaticServer, freePort, listen } from './static-server.mjs';

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} Intercept
 *   answers a request itself (a test's fault or hold) and returns true, or returns false
 * @typedef {object} ServedSite
 * @property {string} dir         the deploy folder
 * @property {string} shellDir
 * @property {string} cdnDir
 * @property {string} siteOrigin  e.g. http://127.0.0.1:40123
 * @property {string} cdnOrigin
 * @property {Record<string, unknown>} remotes  remotes.json as deployed
 * @property {(route?: string) => string} url    a route's address in hash mode ("/contact" -> origin/#/contact)
 * @property {() => Promise<void>} stopCdn       the remotes' origin stops answering (connections refused)
 * @property {() => Promise<void>} startCdn      and answers again, on the same port
 * @property {(origin: 'shell' | 'cdn', req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} answer
 *   answers a request an intercept held back, as that origin's server now would
 * @property {() => Promise<void>} close         stops both servers (and removes a temporary folder)
 */

function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * @param {object} parts
 * @param {string} parts.dir
 * @param {string} parts.siteOrigin
 * @param {string} parts.cdnOrigin
 * @param {{ shell?: import('node:http').Server, cdn?: import('node:http').Server }} parts.servers  the servers started here
 * @param {(() => Promise<import('node:http').Server>) | null} parts.startCdnServer
 * @param {boolean} parts.temporary  remove the folder on close
 * @returns {ServedSite}
 */
function served({ dir, siteOrigin, cdnOrigin, servers, startCdnServer, temporary }) {
  const { shellDir, cdnDir } = deployPaths(dir);
  return {
    dir,
    shellDir,
    cdnDir,
    siteOrigin,
    cdnOrigin,
    remotes: readRemotesJson(shellDir),
    url: (route = '/') => `${siteOrigin}/#${route}`,
    async stopCdn() {
      if (servers.cdn) await closeServer(servers.cdn);
      servers.cdn = undefined;
    },
    async startCdn() {
      if (!startCdnServer) throw new Error('This site does not serve its CDN itself.');
      if (!servers.cdn) servers.cdn = await startCdnServer();
    },
    answer(origin, req, res) {
      servers[origin]?.emit('request', req, res);
    },
    async close() {
      await Promise.all(Object.values(servers).filter(Boolean).map(closeServer));
      if (temporary) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Deploys the built apps (or `sources`) into `dir` and serves it.
 * @param {object} [options]
 * @param {string} [options.dir]        the deploy folder (default: a temporary one, removed on close)
 * @param {boolean} [options.fresh]     empty the folder first (default true; npm start keeps earlier versions)
 * @param {boolean} [options.keepReleased]  keep a version released or rolled back to live (npm start; deploySite)
 * @param {Record<string, string>} [options.sources]  app -> folder to deploy instead of its dist/
 * @param {(remote: string) => string} [options.prefixFor]  a remote's CDN folder instead of its content address
 * @param {string} [options.hostname]   the origins' host name (default 127.0.0.1)
 * @param {string} [options.listenHost] the address to listen on (default 127.0.0.1; npm start: 0.0.0.0)
 * @param {number} [options.port]       the shell's port (default: a free one)
 * @param {number} [options.cdnPort]    the CDN's port (default: a free one)
 * @param {{ shell?: Intercept, cdn?: Intercept }} [options.intercept]
 * @returns {Promise<ServedSite & { switches: ReturnType<typeof deploySite>['switches'] }>} with what became of each remote (deploySite)
 */
export async function deployAndServe({
  dir,
  fresh = true,
  keepReleased = false,
  sources,
  prefixFor,
  hostname = '127.0.0.1',
  listenHost = '127.0.0.1',
  port,
  cdnPort,
  intercept = {},
} = {}) {
  const temporary = !dir;
  const target = dir ?? mkdtempSync(path.join(os.tmpdir(), 'site-'));
  // remotes.json names the CDN by its origin, so both ports are chosen before deploying.
  const sitePort = port || (await freePort());
  const remotesPort = cdnPort || (await freePort());
  const siteOrigin = `http://${hostname}:${sitePort}`;
  const cdnOrigin = `http://${hostname}:${remotesPort}`;
  const { shellDir, cdnDir, switches } = deploySite({ target, siteOrigin, cdnOrigin, fresh, keepReleased, sources, prefixFor });
  // The shell just deployed is recorded as the live version, so `npm run rollback -- shell` can return to it after a release.
  adoptStartedShell(target, sources?.shell ?? buildFolderOf('shell'));
  const startCdnServer = async () => {
    const server = createStaticServer({ root: cdnDir, cors: true, intercept: intercept.cdn });
    await listen(server, remotesPort, listenHost);
    return server;
  };
  const servers = {};
  try {
    servers.cdn = await startCdnServer();
    servers.shell = createShellServer({ root: shellDir, intercept: intercept.shell });
    await listen(servers.shell, sitePort, listenHost);
  } catch (error) {
    await Promise.all(Object.values(servers).map(closeServer));
    throw error;
  }
  return { ...served({ dir: target, siteOrigin, cdnOrigin, servers, startCdnServer, temporary }), switches };
}

async function answers(url) {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(5000), cache: 'no-store' });
  } catch {
    return null;
  }
}

/**
 * Serves a deploy's origin on its own port (any free one when it has none). That port is taken
 * when the origin does not answer (answers, above: within 5 s) while something else holds it: a program of
 * another deploy, or this one's server too busy to answer in 5 s; said so, not as EADDRINUSE.
 */
async function listenAt(server, origin, dir) {
  try {
    return await listen(server, origin ? Number(new URL(origin).port) : 0);
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(`${origin} does not answer, and its port is taken: whatever holds it is not serving ${dir}, or is too busy to answer. Stop it, or run again once it answers.`);
  }
}

/**
 * A run's working copy of a deploy in a bucket (deploy.json names the bucket): its shell, which
 * may already hold a switch the edge does not serve yet, on a free port of this machine; the
 * remotes from the CDN origin that serves the bucket (the edge), where every version is,
 * the one a release is judging included.
 */
async function serveBucketCopy({ dir, shellDir, cdnDir, cdnOrigin, bucket }) {
  const servers = { shell: createShellServer({ root: shellDir }) };
  if (!(await answers(`${cdnOrigin}/`))) {
    // No edge yet (a bucket's first deploy, whose crawl needs the remotes): the copy holds every
    // version, and a loopback origin can be served from it as the folder's is.
    if (!['127.0.0.1', 'localhost'].includes(new URL(cdnOrigin).hostname)) {
      throw new Error(`The CDN origin ${cdnOrigin} of ${bucket} does not answer: a deploy in a bucket is served by the edge in front of it (docs/releasing.md, "A deploy in a bucket").`);
    }
    servers.cdn = createStaticServer({ root: cdnDir, cors: true });
    await listen(servers.cdn, Number(new URL(cdnOrigin).port));
  }
  const port = await listen(servers.shell, 0);
  return served({ dir, siteOrigin: `http://127.0.0.1:${port}`, cdnOrigin, servers, startCdnServer: null, temporary: false });
}

/**
 * Serves a folder deployed before (npm start's .site, a release's --to) on the origins its
 * deploy.json names, since its remotes.json names the CDN by them. What already answers there
 * is used as it is (npm start running while a team releases); a shell origin that serves
 * another deploy is an error. The shell goes to a free port when deploy.json names none.
 * @param {string} dir
 * @returns {Promise<ServedSite>}
 */
export async function serveDeployed(dir) {
  const { siteOrigin, cdnOrigin, bucket } = readDeploy(dir);
  const { shellDir, cdnDir, remotesFile } = deployPaths(dir);
  const servers = {};
  let origin = siteOrigin;
  if (bucket) return serveBucketCopy({ dir, shellDir, cdnDir, cdnOrigin, bucket });
  try {
    const live = siteOrigin ? await answers(`${siteOrigin}/${FILES.pointer}`) : null;
    if (!live || (await live.text()) !== readFileSync(remotesFile, 'utf8')) {
      if (live) throw new Error(`${siteOrigin} serves another deploy than ${dir}: stop it, or release to the deploy it serves (--to).`);
      servers.shell = createShellServer({ root: shellDir });
      const port = await listenAt(servers.shell, siteOrigin, dir);
      origin = siteOrigin ?? `http://127.0.0.1:${port}`;
    }
    if (!(await answers(`${cdnOrigin}/`))) {
      servers.cdn = createStaticServer({ root: cdnDir, cors: true });
      await listenAt(servers.cdn, cdnOrigin, dir);
    }
  } catch (error) {
    await Promise.all(Object.values(servers).map(closeServer));
    throw error;
  }
  return served({ dir, siteOrigin: origin, cdnOrigin, servers, startCdnServer: null, temporary: false });
}
