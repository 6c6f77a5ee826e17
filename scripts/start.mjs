/**
 * `npm start`: builds every app for production, deploys them into .site/ and serves them the
 * way a CDN would: the shell at http://localhost:PORT/ and the remotes from their own path
 * prefixes on another origin (PORT + 1). Stays in the foreground until Ctrl-C.
 *   PORT=4000 npm start     another port
 *   npm start -- --no-build serve the last build
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { deploySite, manifestUrlOf, rootDir } from './lib/deploy.mjs';
import { createShellServer, createStaticServer, listen } from './lib/static-server.mjs';

const port = Number(process.env.PORT || 3000);
const cdnPort = Number(process.env.CDN_PORT || port + 1);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) {
    // npm builds the other apps after a failed one, so the error scrolls away: point back at it.
    console.error('\nnpm start: the build failed, so nothing is served. The error is above, marked "ERROR in"' +
      ' (a problem in a content file names the file and the field: README, "Publishing content").');
    process.exit(build.status ?? 1);
  }
}

// Versions released into .site before stay there (npm run release / rollback); what was just
// built goes live, and the switch is kept in the release history like any other.
const { shellDir, cdnDir, remotes } = deploySite({
  target: path.join(rootDir, '.site'),
  siteOrigin: `http://localhost:${port}`,
  cdnOrigin: `http://localhost:${cdnPort}`,
  fresh: false,
});

const shellServer = createShellServer({ root: shellDir });
const cdnServer = createStaticServer({ root: cdnDir, cors: true });
await listen(cdnServer, cdnPort, '0.0.0.0');
await listen(shellServer, port, '0.0.0.0');

console.log(`\nSite:     http://localhost:${port}/`);
console.log(`Remotes:  ${Object.values(remotes).map(manifestUrlOf).join('\n          ')}`);
console.log('Press Ctrl-C to stop.');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    shellServer.close();
    cdnServer.close();
    process.exit(0);
  });
}
