/**
 * `npm run deploy` (release/deploy.mjs) for the tests of its exit codes (exit-codes.test.mjs,
 * bucket-exit-codes.test.mjs): it deploys the repository's own builds (each app's dist/), which
 * the unit tests run without, so it runs from a scratch copy of platform/ whose apps' dist/ are
 * stand-in builds (deploy/testing/fake-deploy.mjs, fake-shell.mjs). Everything else it does is
 * the real command's.
 */
import { cpSync, mkdirSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeBuild } from '../../deploy/testing/fake-deploy.mjs';
import { fakeShellBuild } from '../../deploy/testing/fake-shell.mjs';
import { appFolder, REMOTES, rootDir } from '../../workspace/index.js';

/**
 * Makes the copy in `parent` (its builds: stand-ins of `version`) and returns its release/deploy.mjs
 * as run-script.mjs names a script: from platform/release/.
 */
export function deployCommand(parent, version = 'v2') {
  const copy = path.join(parent, 'repository');
  for (const folder of ['platform', 'shared']) {
    cpSync(path.join(rootDir, folder), path.join(copy, folder), { recursive: true, filter: (src) => !/[\\/](node_modules|dist|bench)$/.test(src) });
  }
  cpSync(path.join(rootDir, 'package.json'), path.join(copy, 'package.json'));
  symlinkSync(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'));
  const builds = path.join(parent, 'builds');
  for (const [folder, build] of [['shell', fakeShellBuild(builds, version)], ...REMOTES.map((remote) => [appFolder(remote), fakeBuild(builds, remote, version)])]) {
    mkdirSync(path.join(copy, folder));
    renameSync(build, path.join(copy, folder, 'dist'));
  }
  return path.relative(fileURLToPath(new URL('..', import.meta.url)), path.join(copy, 'platform', 'release', 'deploy.mjs'));
}
