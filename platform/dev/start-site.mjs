/**
 * What `npm start` does (start.mjs reads its arguments): builds the apps whose sources changed,
 * makes the builds live in .site/ and serves the site the way it is hosted, the shell on `port`
 * and the remotes' CDN on `cdnPort`.
 */
import { mkdirSync } from 'node:fs';
import { ensureBuilt } from '../builds/index.mjs';
import { manifestUrlOf, withDeployLock } from '../deploy/index.mjs';
import { localDeployDir, PORTS } from '../workspace/index.js';
import { deployAndServe } from '../serve/index.mjs';
import { switchReport } from './start-report.mjs';

/**
 * The ports `npm start` serves on, from PORT and CDN_PORT (the CDN takes PORT + 1 by default);
 * null where either is not a port number.
 * @param {Record<string, string | undefined>} env
 */
export function startPorts(env) {
  const port = Number(env.PORT || PORTS.shell);
  const cdnPort = Number(env.CDN_PORT || port + 1);
  return Number.isInteger(port) && Number.isInteger(cdnPort) ? { port, cdnPort } : null;
}

/** What `npm start` prints once the site is served: each remote's switch, then the origins. */
export function startMessage(site) {
  return [
    '',
    ...switchReport(site.switches),
    '',
    `Site:     ${site.siteOrigin}/`,
    `Remotes:  ${Object.values(site.remotes).map(manifestUrlOf).join('\n          ')}`,
    'Press Ctrl-C to stop.',
  ].join('\n');
}

/**
 * Builds what changed (unless `build` is false), makes it live in .site/ (a version released since
 * the last start stays live unless `reset`), and serves it. Throws with a message for the person
 * who ran the command (`buildFailed` set when a build failed); resolves with the served site.
 * @param {{ build?: boolean, reset?: boolean, port: number, cdnPort: number }} options
 */
export async function startSite({ build = true, reset = false, port, cdnPort }) {
  if (build) {
    try {
      // Only the apps whose sources changed since their last build (platform/builds/builds.mjs).
      await ensureBuilt();
    } catch (error) {
      const failed = new Error(
        `${error.message} Nothing is served. webpack marks the error "ERROR in"` +
          ' (a problem in a content file names the file and the field: docs/content.md).',
      );
      throw Object.assign(failed, { buildFailed: true });
    }
  }
  // What was just built goes live where nothing was released since; a switch is kept in the
  // release history like any other, so a rollback undoes it too.
  const dir = localDeployDir;
  mkdirSync(dir, { recursive: true });
  try {
    // A release or rollback into .site at this moment finishes first: the deploy has one writer at a time.
    return await withDeployLock(dir, 'npm start', () =>
      deployAndServe({ dir, fresh: false, keepReleased: !reset, hostname: 'localhost', listenHost: '0.0.0.0', port, cdnPort }),
    );
  } catch (error) {
    throw error.code === 'EADDRINUSE' ? new Error(`Port ${error.port} is in use: stop what runs there, or start with PORT=<another port>.`) : error;
  }
}
