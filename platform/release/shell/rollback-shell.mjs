/**
 * `npm run rollback -- shell [--to DIR]` (rollback.mjs hands the shell here): puts back the shell
 * that was live before the last release of it (or the last npm start), with the same exit codes
 * as a remote's rollback; refused (2) when that shell provides a version a live remote's range
 * excludes (shell-switch.mjs).
 */
import path from 'node:path';
import { fail } from '../../cli/index.mjs';
import { readDeploy } from '../../deploy/index.mjs';
import { rootDir, localDeployDir } from '../../workspace/index.js';
import { shellRollback } from './shell-switch.mjs';

/**
 * @param {{ to?: string }} options  the command's arguments
 * @returns {Promise<number>} the exit code
 */
export async function rollbackShell({ to }) {
  const dir = path.resolve(to ?? localDeployDir);
  try {
    readDeploy(dir);
  } catch (error) {
    fail(error.message);
  }
  return shellRollback({ dir, repairHint: `npm run prerender -- --site ${path.relative(rootDir, dir) || dir}` });
}
