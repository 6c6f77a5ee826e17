/**
 * What the test map needs of git (test-map.mjs, test-impact.mjs): the commit a run is made at,
 * whether a commit is in this clone, and what differs from one.
 */
import { execFileSync } from 'node:child_process';
import { rootDir } from '../../workspace/index.js';

function git(args) {
  return execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
}

/** The commit checked out, or null outside a git clone. */
export function headCommit() {
  try {
    return git(['rev-parse', 'HEAD']).trim();
  } catch {
    return null;
  }
}

/** Whether `commit` is a commit this clone has (a shallow clone or another branch's may not). */
export function commitKnown(commit) {
  try {
    git(['cat-file', '-e', `${commit}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * What differs from `commit` in the working tree, committed since or not, as test-impact.mjs's
 * changedFiles() takes it: `diff`, the tracked files (renames as a deletion and an addition),
 * `untracked`, the files git does not track and does not ignore.
 */
export function changesSince(commit) {
  return {
    diff: git(['diff', '--name-only', '--no-renames', commit, '--']),
    untracked: git(['ls-files', '--others', '--exclude-standard']),
  };
}

/** The same difference line by line, with no context, as test-impact.mjs's changedHunks() reads it. */
export function changedLinesSince(commit) {
  return git(['diff', '-U0', '--no-renames', '--no-ext-diff', commit, '--']);
}
