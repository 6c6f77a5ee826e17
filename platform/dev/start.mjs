/**
 * `npm start`: builds the apps that changed for production, deploys them into .site/ and serves them the
 * way a CDN would: the shell at http://localhost:PORT/ and the remotes from their own path
 * prefixes on another origin (PORT + 1). Stays in the foreground until Ctrl-C (see --help).
 */
import { mkdirSync } from 'node:fs';
import { ensureBuilt } from '../builds/builds.mjs';
import { cli, fail } from '../cli/cli.mjs';
import { manifestUrlOf } from '../deploy/index.mjs';
import { localDeployDir } from '../workspace/index.js';
import { withDeployLock } from '../deploy/deploy-lock.mjs';
import { deployAndServe } from '../serve/serve-site.mjs';
import { switchReport } from './start-report.mjs';

const USAGE = `
Usage: npm start [-- --no-build --reset]

Builds for production the apps whose sources changed, makes the builds live in .site/ and
serves the site the way it is hosted: the shell at http://localhost:3000/ and the remotes' CDN
at http://localhost:3001/. Ctrl-C stops it.

A remote's build goes live where the last npm start made its build live, or where the remote
has never been live; a version released or rolled back to in .site since stays live, and the
output names it with the build it kept back. Every version stays in .site either way.

  --no-build   serve the last build
  --reset      make every remote's build live, in place of what was released
  PORT=4000    another port for the shell (the CDN takes PORT + 1, or CDN_PORT)
`;

const { values } = cli({ usage: USAGE, options: { 'no-build': { type: 'boolean' }, reset: { type: 'boolean' } } });
const port = Number(process.env.PORT || 3000);
const cdnPort = Number(process.env.CDN_PORT || port + 1);
if (!Number.isInteger(port) || !Number.isInteger(cdnPort)) fail(`PORT and CDN_PORT must be port numbers, not "${process.env.PORT}" / "${process.env.CDN_PORT}".`, USAGE);

if (!values['no-build']) {
  try {
    // Only the apps whose sources changed since their last build (platform/builds/builds.mjs).
    await ensureBuilt();
  } catch (error) {
    console.error(`\nnpm start: ${error.message} Nothing is served. webpack marks the error "ERROR in"` +
      ' (a problem in a content file names the file and the field: docs/content.md).');
    process.exit(1);
  }
}

// What was just built goes live where nothing was released since; a switch is kept in the
// release history like any other, so a rollback undoes it too.
let site;
try {
  const dir = localDeployDir;
  mkdirSync(dir, { recursive: true });
  // A release or rollback into .site at this moment finishes first: the deploy has one writer at a time.
  site = await withDeployLock(dir, 'npm start', () => deployAndServe({ dir, fresh: false, keepReleased: !values.reset, hostname: 'localhost', listenHost: '0.0.0.0', port, cdnPort }));
} catch (error) {
  fail(error.code === 'EADDRINUSE' ? `Port ${error.port} is in use: stop what runs there, or start with PORT=<another port>.` : error.message);
}

console.log(`\n${switchReport(site.switches).join('\n')}`);
console.log(`\nSite:     ${site.siteOrigin}/`);
console.log(`Remotes:  ${Object.values(site.remotes).map(manifestUrlOf).join('\n          ')}`);
console.log('Press Ctrl-C to stop.');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}
