/**
 * The single bundle the bench measures the federated site against: the shell built by its own
 * build script (its package.json's "build", over its webpack.config.js) with the bench's changes
 * merged on (single-bundle.webpack.js): the remote pages compiled in, as the remotes declare them.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { appFolder } = require('../../../workspace/index.js');
const CHANGES = path.join(here, 'single-bundle.webpack.js');

/** Where the single bundle is built. */
export const { SINGLE_DIST } = require(CHANGES);

/**
 * The arguments of `npm run build` in the shell's workspace that build the single bundle: its
 * own config and the bench's changes, merged.
 */
export function singleBundleBuild() {
  return ['run', 'build', '-w', appFolder('shell'), '--', '--config', 'webpack.config.js', '--config', CHANGES, '--merge'];
}

/** Builds the single bundle into SINGLE_DIST; throws when the build fails (its output is above). */
export function buildSingleBundle({ cwd }) {
  const result = spawnSync('npm', singleBundleBuild(), { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The single bundle's build failed (exit ${result.status}); its output is above.`);
}
