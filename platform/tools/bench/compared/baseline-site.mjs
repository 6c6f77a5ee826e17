/**
 * `npm run bench -- --baseline <commit>`: the federated site as an earlier commit builds and
 * deploys it, served beside today's, so that each tap is timed against that commit's in the same
 * run, the builds taking turns (an A/B: a slow spell of the machine lands on both).
 *
 * The commit's files are written to .bench/baseline/<commit>/ (git archive), its apps built there
 * by its own `npm run build` with this checkout's packages (linked, not installed: a commit whose
 * packages differ from today's is not one this can measure fairly), and deployed by its own
 * deploySite, from wherever that commit kept it. Today's servers serve the result on the
 * origins its deploy.json names (serveDeployed), as they serve today's site. A build is kept and
 * reused until the folder is removed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from '../../../workspace/index.js';
import { serveDeployed, freePort } from '../../../serve/index.mjs';

/** Where a commit kept deploySite: today's layout, and the one before the platform moved. */
const DEPLOY_MODULES = ['platform/deploy/index.mjs', 'scripts/lib/deploy.mjs'];
const BUILT_STAMP = '.bench-built';

/** The full hash of `commit`, or an error that says what was asked for. */
export function resolveCommit(commit) {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { cwd: rootDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`--baseline: "${commit}" is not a commit of this repository.`);
  return result.stdout.trim();
}

/**
 * The commit's node_modules: a link to each of this checkout's packages, except its own
 * workspaces (@site/*), which link to the commit's folders, so its build compiles its own code.
 */
export function linkPackages(dir) {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@site'), { recursive: true });
  for (const name of readdirSync(path.join(rootDir, 'node_modules'))) {
    if (name !== '@site') symlinkSync(path.join(rootDir, 'node_modules', name), path.join(modules, name));
  }
  for (const folder of readdirSync(dir)) {
    const manifest = path.join(dir, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (name?.startsWith('@site/')) symlinkSync(path.join('..', '..', folder), path.join(modules, name));
  }
}

/** The commit's files, its packages linked, and its apps built: once per commit. */
function prepare(sha) {
  const dir = path.join(rootDir, '.bench/baseline', sha.slice(0, 12));
  if (existsSync(path.join(dir, BUILT_STAMP))) return dir;
  console.log(`Building ${sha.slice(0, 12)} in ${path.relative(rootDir, dir)} (its own npm run build)...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: rootDir, stdio: 'inherit' });
  linkPackages(dir);
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`--baseline: the build of ${sha.slice(0, 12)} failed (its output is above).`);
  writeFileSync(path.join(dir, BUILT_STAMP), `${sha}\n`);
  return dir;
}

/**
 * The federated site (hash mode) of the commit whose full hash is `sha` (resolveCommit),
 * deployed by its own code and served on localhost like today's: `{ origin, commit, close }`,
 * as bench.mjs's other sites.
 */
export async function serveBaseline(sha) {
  const dir = prepare(sha);
  const deployModule = DEPLOY_MODULES.map((file) => path.join(dir, file)).find(existsSync);
  if (!deployModule) throw new Error(`--baseline: ${sha.slice(0, 12)} has none of ${DEPLOY_MODULES.join(', ')}, so the bench cannot deploy it.`);
  const { deploySite } = await import(pathToFileURL(deployModule).href);
  const [sitePort, cdnPort] = [await freePort(), await freePort()];
  const target = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
  deploySite({ target, cdnOrigin: `http://localhost:${cdnPort}`, siteOrigin: `http://localhost:${sitePort}` });
  const site = await serveDeployed(target);
  return {
    origin: site.siteOrigin,
    commit: sha.slice(0, 7),
    close: async () => {
      await site.close();
      rmSync(target, { recursive: true, force: true });
    },
  };
}
