/**
 * The deploy a command works on (release, rollback, prune; the shell's too): opened from its
 * --to (a folder, by default the one npm start deploys to, or an s3:// bucket) and read, or the
 * command fails saying why; and a place in it named as the command prints it.
 */
import path from 'node:path';
import { fail } from '../cli/index.mjs';
import { openDeployTarget } from '../bucket/index.mjs';
import { localDeployDir, rootDir } from '../workspace/index.js';

/**
 * @param {string} [to]  the command's --to
 * @returns {Promise<{ target: import('../bucket/deploy-target.mjs').DeployTarget, deploy: Awaited<ReturnType<import('../bucket/deploy-target.mjs').DeployTarget['readDeploy']>> }>}
 */
export async function openCommandDeploy(to = localDeployDir) {
  try {
    const target = openDeployTarget(to);
    return { target, deploy: await target.readDeploy() };
  } catch (error) {
    return fail(error.message);
  }
}

/** A place of the deploy as a command prints it: a folder's from the repository's root, a bucket's whole. */
export function shownPlace(target, where = target.label) {
  return target.kind === 'folder' ? path.relative(rootDir, where) || where : where;
}
