/**
 * `npm run rollback -- shell [--to DIR|s3://BUCKET/PREFIX]` (rollback.mjs hands the shell here):
 * puts back the shell that was live before the last release of it (or the last npm start or
 * npm run deploy), in a folder or a bucket, with the same exit codes as a remote's rollback;
 * refused (2) when that shell provides a version a live remote's range excludes (shell-switch.mjs).
 */
import { openCommandDeploy } from '../command-deploy.mjs';
import { shellRollback } from './shell-switch.mjs';

/**
 * @param {{ to?: string }} options  the command's arguments
 * @returns {Promise<number>} the exit code
 */
export async function rollbackShell({ to }) {
  const { target } = await openCommandDeploy(to);
  return shellRollback({ target });
}
