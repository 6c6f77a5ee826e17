/**
 * The production builds the tools use, each made one way and only when its inputs changed
 * (platform/webpack/build-cache.js keeps the caches and the stamps):
 *   ensureBuilt(apps)   each app's build in its dist/, rebuilt when it is older than its sources
 *                       or was made with other settings (npm test, the team loops, start, bench)
 *   pathModeShell()     the shell built for path mode (clean URLs), kept in .cache/builds/
 *                       beside the hash-mode dist/ (the browser suite, the bench, Lighthouse);
 *                       `npm run build:static` builds the same into dist/
 *   prerenderedShell()  that shell with every route's HTML written in (prerender-site.mjs), kept
 *                       the same way, for the browser suite's path-mode site
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { prerender } from '../prerender/index.mjs';
import { deployPaths } from '../deploy/index.mjs';
import { moveIntoPlace, stagingFolderFor } from '../html/index.mjs';
import { FILES, buildFolderOf, rootDir, appFolder, REMOTES, DEFAULT_URL_MODE, OTHER_URL_MODE } from '../workspace/index.js';
import { deployAndServe } from '../serve/index.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('../webpack/index.js')} */
const buildCache = require('../webpack/index.js');
const { digestOf, fileHashes } = require('../hashing/index.js');

export const APPS = ['shell', ...REMOTES];

/** The settings each app's dist/ is built with by default (the shell: the default URL mode, served from /). */
const DEFAULT_SETTINGS = { shell: { urlMode: DEFAULT_URL_MODE, basePath: '/' } };
/** The shell's settings in path mode, as `npm run build:static` builds it. */
export const PATH_MODE = { urlMode: OTHER_URL_MODE, basePath: '/' };

function settingsOf(app) {
  return DEFAULT_SETTINGS[app] ?? {};
}

function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** The apps of `apps` whose dist/ is missing or older than their sources. */
export function staleApps(apps = APPS) {
  return apps.filter((app) => !buildCache.distIsCurrent(app, settingsOf(app)));
}

/**
 * Builds the apps of `apps` whose dist/ is not current, one after another (two at once are
 * slower on two cores). Resolves with the apps built; rejects naming the app whose build failed,
 * with webpack's output when `quiet` kept it back.
 * @param {string[]} [apps]
 * @param {{ quiet?: boolean, log?: (line: string) => void }} [options]
 */
export async function ensureBuilt(apps = APPS, { quiet = false, log = console.log } = {}) {
  const stale = staleApps(apps);
  const current = apps.filter((app) => !stale.includes(app));
  if (current.length) log(`Current, not rebuilt: ${current.join(', ')}`);
  for (const app of stale) {
    log(`Building ${app} (its sources changed since its last build)...`);
    // The app's own build script, with its default settings whatever this shell's environment says.
    const { ok, output } = await run('npm', ['run', 'build', '-w', appFolder(app)], { env: { URL_MODE: '', BASE_PATH: '' }, quiet });
    if (!ok) throw new Error(`The build of ${app} failed${quiet ? `:\n${output.slice(-4000)}` : ' (its errors are above)'}.`);
  }
  return stale;
}

/**
 * Builds the shell with other build settings into `outDir` (webpack's own CLI and the shell's
 * webpack.config.js, which reads URL_MODE and BASE_PATH).
 */
export async function buildShell(outDir, { urlMode, basePath }, { quiet = true } = {}) {
  const args = ['webpack', '-c', path.join(rootDir, 'shell/webpack.config.js'), '--mode', 'production', '--output-path', outDir];
  const { ok, output } = await run('npx', args, { env: { URL_MODE: urlMode, BASE_PATH: basePath }, quiet });
  if (!ok) throw new Error(`The ${urlMode}-mode build of the shell failed${quiet ? `:\n${output.slice(-4000)}` : ''}`);
  return outDir;
}

/**
 * The path-mode shell, built once per version of its inputs into .cache/builds/ and reused
 * while they match; older ones are pruned. `build: false` only finds one.
 * @returns {Promise<string>} its folder
 */
export async function pathModeShell({ quiet = true, build = true } = {}) {
  const name = 'shell-path-mode';
  const { dir, built } = buildCache.cachedBuildDir(name, buildCache.inputsKey('shell', PATH_MODE), 'index.html');
  if (!built && !build) throw new Error('There is no path-mode build of the shell for its current sources: run without --no-build.');
  if (!built) {
    // Built beside, then moved into place: a build that stops half-way is never taken for one.
    const partial = stagingFolderFor(dir);
    await buildShell(partial, PATH_MODE, { quiet });
    moveIntoPlace(partial, dir);
    buildCache.pruneBuilds(name);
  }
  return dir;
}


/**
 * The public origin the browser suite's path-mode site is prerendered for: its canonical URLs,
 * sitemap and structured data name it (e2e/global-setup.ts; npm test builds it beforehand).
 */
export const SUITE_CANONICAL_ORIGIN = 'https://www.clearsky.example.com';

/**
 * A build's source maps: the crawl's browser never fetches them, and they hold the sources'
 * comments, so a comment alone (a team's loop probe) would crawl every route again, 12-25 s.
 */
const SOURCE_MAP = /\.map(\.gz|\.br)?$/;

/** A build's files as the crawl's browser can fetch them, by hash: its source maps left out. */
export function servedCode(dir) {
  return Object.entries(fileHashes(dir, (file) => SOURCE_MAP.test(file))).sort(([a], [b]) => a.localeCompare(b));
}

/** What a deploy adds to the shell's folder: not part of a prerendered shell. */
const DEPLOY_FILE = /^(remotes\.json(\.gz|\.br)?|_headers|_redirects)$/;

/**
 * The path-mode shell with every route's HTML written in by prerender-site.mjs, its canonical URLs
 * on `canonicalOrigin`, as `npm run build:static` makes it: a shell folder to deploy. Kept in
 * .cache/builds/ by the code of the path-mode shell and of the remotes it was crawled with
 * (servedCode: every file of their builds but the source maps), the crawl's own code and the
 * day (an article shows the date it is read), and reused while they match. The remotes' dist/
 * must be built.
 * @returns {Promise<{ shellDir: string, routes: string[] }>}
 */
export async function prerenderedShell({ canonicalOrigin }) {
  const pathShell = await pathModeShell();
  const name = 'shell-prerendered';
  // The crawl's own code is an input too: a change to what it waits for or writes makes new HTML.
  const crawler = ['prerender-site', 'crawl-queue', 'crawl-site', 'route-files', 'sitemap'].map((file) => `../prerender/${file}.mjs`).concat('../html/route-html.mjs').map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'));
  const key = digestOf([servedCode(pathShell), REMOTES.map((remote) => servedCode(buildFolderOf(remote))), canonicalOrigin, new Date().toISOString().slice(0, 10), crawler], 16);
  const { dir, built } = buildCache.cachedBuildDir(name, key, 'routes.json');
  if (!built) {
    const partial = stagingFolderFor(dir);
    const site = await deployAndServe({ sources: { shell: pathShell } });
    try {
      const routes = await prerender({ site: site.dir, siteOrigin: canonicalOrigin, log: false });
      mkdirSync(partial, { recursive: true });
      cpSync(site.shellDir, path.join(partial, 'shell'), { recursive: true, filter: (from) => !DEPLOY_FILE.test(path.basename(from)) });
      // The frame's renderer, which the deploy took out of the served files, goes with the shell.
      const { frameRenderer } = deployPaths(site.dir);
      if (existsSync(frameRenderer)) cpSync(frameRenderer, path.join(partial, 'shell', path.basename(frameRenderer)));
      // So does what the shell provides remotes, which the deploy keeps with its version (deploy/shell/shell-versions.mjs).
      cpSync(path.join(pathShell, FILES.shellProvides), path.join(partial, 'shell', FILES.shellProvides));
      writeFileSync(path.join(partial, 'routes.json'), `${JSON.stringify(routes)}\n`);
    } finally {
      await site.close();
    }
    moveIntoPlace(partial, dir);
    buildCache.pruneBuilds(name);
  }
  return { shellDir: path.join(dir, 'shell'), routes: JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8')) };
}
