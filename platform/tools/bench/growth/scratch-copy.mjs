/**
 * The growth measurement's scratch copy of the repository (.bench/growth/repo/): this
 * checkout's committed files with its packages linked (as the baseline's are:
 * compared/baseline-site.mjs), its content brought to a count of posts (growth-posts.mjs), and
 * a cold resources build timed there. Never this checkout's own folders.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FOLDERS, rootDir } from '../../../workspace/index.js';
import { linkPackages } from '../compared/baseline-site.mjs';
import { writeGrowthPosts } from './growth-posts.mjs';

export const scratch = path.join(rootDir, '.bench/growth/repo');
const contentDir = path.join(scratch, 'remote-resources/content');

/** The committed files (git archive HEAD) with this checkout's packages linked in. */
export function prepareScratch() {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${scratch}"`], { cwd: rootDir, stdio: 'inherit' });
  linkPackages(scratch);
}

/** The content back to the committed posts, then generated ones up to `total`. */
export function writeContent(total) {
  for (const name of readdirSync(contentDir)) if (name.startsWith('growth-sample-')) rmSync(path.join(contentDir, name));
  writeGrowthPosts(contentDir, total);
}

/** A cold resources build in the scratch copy, as builds.mjs builds a remote; its seconds. */
export function buildResources() {
  rmSync(path.join(scratch, FOLDERS.cache), { recursive: true, force: true });
  rmSync(path.join(scratch, 'remote-resources/dist'), { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(scratch, 'remote-resources'),
    env: { ...process.env, URL_MODE: '', BASE_PATH: '' },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('The resources build failed in the scratch copy (its output is above).');
  }
  return seconds;
}
