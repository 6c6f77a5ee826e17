/**
 * What builds keep for the next build, all under .cache/ at the repository root (not committed):
 *   .cache/webpack/            webpack's persistent cache: one cache per app, mode and settings
 *   .cache/builds/<name>-<key>/ builds made beside dist/ (the browser suite's remote variants,
 *                               the path-mode shell), named by a hash of their inputs: reused
 *                               only while the inputs match, the older ones pruned
 *   .cache/dist/<app>.json      the inputs of the build in <app>/dist when it was made, so a
 *                               test run rebuilds a dist/ older than its sources
 * An app's inputs are its own files, shared/'s and the build code's (platform/webpack/ and
 * platform/content/; tests excepted), the root package.json, package-lock.json and
 * tsconfig.json, and the build settings it was made with; the shell's
 * also the remotes' page declarations (remote-<name>/pages.json), which it is built with.
 */
const { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { hashOfFiles } = require('../hashing/index.js');
const { FOLDERS, REMOTES, appDir, buildFolderOf, cacheDir, declarationFile, rootDir } = require('../workspace/index.js');

const CACHE_DIR = cacheDir;
const BUILDS_DIR = path.join(CACHE_DIR, 'builds');
// The build stamps, one per app: .cache/dist/<app>.json.
const STAMPS_DIR = path.join(CACHE_DIR, FOLDERS.build);
/** Builds of one name kept beside the newest: enough for switching between two branches. */
const KEEP_PER_NAME = 2;

/** Not part of any build: test helpers (shared/testing/) and build output. */
const IGNORED_DIRS = new Set(['node_modules', FOLDERS.build, FOLDERS.cache, 'testing']);
const IGNORED_FILE = /\.test\.(ts|tsx|js|mjs)$/;
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** The code every build runs: this folder (the webpack configuration), the content readers, the hashes and the remotes' declarations. */
const BUILD_CODE_DIRS = [__dirname, ...['content', 'hashing', 'declarations'].map((folder) => path.join(__dirname, '..', folder))];

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return IGNORED_DIRS.has(entry.name) ? [] : filesUnder(full);
    return entry.isFile() && !IGNORED_FILE.test(entry.name) ? [full] : [];
  });
}

/**
 * A hash of everything a build of `app` ("shell", "contact", ...) is made from, and of
 * `settings` (build settings, a variant's edits): 16 hex digits.
 * @param {string} app
 * @param {unknown} [settings]
 */
function inputsKey(app, settings = {}) {
  // A partial copy of the repository (a writer's scratch clone in the browser suite) may lack a root file.
  const rootFiles = ROOT_FILES.map((file) => path.join(rootDir, file)).filter((file) => existsSync(file));
  const declarations = app === 'shell' ? REMOTES.map((remote) => path.join(rootDir, declarationFile(remote))).filter((file) => existsSync(file)) : [];
  const files = [...filesUnder(appDir(app)), ...filesUnder(path.join(rootDir, 'shared')), ...BUILD_CODE_DIRS.flatMap(filesUnder), ...rootFiles, ...declarations];
  const hash = hashOfFiles(rootDir, [...new Set(files)].sort());
  hash.update(JSON.stringify(settings));
  return hash.digest('hex').slice(0, 16);
}

/**
 * webpack's persistent cache (https://webpack.js.org/configuration/cache/). A cache is kept per
 * `name`, so builds with other settings (the shell in path mode, a variant) do not evict each
 * other's. Changing the build code (BUILD_CODE_DIRS, the app's webpack.config.js and build/, which
 * run the content checks) invalidates it; webpack tracks sources and packages itself.
 * @param {{ name: string, appDir: string }} options
 */
function webpackCache({ name, appDir }) {
  return {
    type: 'filesystem',
    cacheDirectory: path.join(CACHE_DIR, 'webpack'),
    name,
    buildDependencies: {
      config: [__filename, path.join(__dirname, 'index.js'), path.join(appDir, 'webpack.config.js'), ...BUILD_CODE_DIRS.map((dir) => `${dir}/`), ...(existsSync(path.join(appDir, 'build')) ? [`${path.join(appDir, 'build')}/`] : [])],
    },
  };
}

/** The folder for a build named `name` with inputs `key`, and whether it is built already. */
function cachedBuildDir(name, key, marker) {
  const dir = path.join(BUILDS_DIR, `${name}-${key}`);
  return { dir, built: existsSync(path.join(dir, marker)) };
}

/** Removes all but the newest builds of `name` (by when they were made), keeping `keep`. */
function pruneBuilds(name, keep = KEEP_PER_NAME) {
  if (!existsSync(BUILDS_DIR)) return;
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{16}$`);
  const builds = readdirSync(BUILDS_DIR)
    .filter((entry) => pattern.test(entry))
    .map((entry) => ({ dir: path.join(BUILDS_DIR, entry), made: statSync(path.join(BUILDS_DIR, entry)).mtimeMs }))
    .sort((a, b) => b.made - a.made);
  for (const { dir } of builds.slice(keep)) rmSync(dir, { recursive: true, force: true });
}

function stampFile(app) {
  return path.join(STAMPS_DIR, `${app}.json`);
}

/** Records that <app>/dist was just built from the inputs `key`. */
function writeStamp(app, key, settings) {
  mkdirSync(STAMPS_DIR, { recursive: true });
  writeFileSync(stampFile(app), `${JSON.stringify({ key, settings })}\n`);
}

/**
 * Whether <app>/dist was built from the app's sources as they are now, with these settings; a
 * dist/ removed since (a folder deleted and made again, `git clean`) is not, whatever its stamp.
 */
function distIsCurrent(app, settings) {
  if (!existsSync(buildFolderOf(app))) return false;
  try {
    return JSON.parse(readFileSync(stampFile(app), 'utf8')).key === inputsKey(app, settings);
  } catch {
    return false;
  }
}

/**
 * A webpack plugin: once a production build into the app's own dist/ has been written, stamps
 * it with its inputs (distIsCurrent). A failed build leaves the stamp of the last good one,
 * which no longer matches the sources.
 */
class DistStampPlugin {
  constructor(app, settings) {
    this.app = app;
    this.settings = settings;
  }

  apply(compiler) {
    // The inputs as the build starts: an edit made while it runs is not in this build.
    let key;
    compiler.hooks.beforeRun.tap('DistStampPlugin', () => {
      key = inputsKey(this.app, this.settings);
    });
    compiler.hooks.done.tap('DistStampPlugin', (stats) => {
      const dist = buildFolderOf(this.app);
      if (key && !stats.hasErrors() && path.resolve(compiler.options.output.path) === dist) writeStamp(this.app, key, this.settings);
    });
  }
}

module.exports = { CACHE_DIR, BUILDS_DIR, inputsKey, webpackCache, cachedBuildDir, pruneBuilds, distIsCurrent, DistStampPlugin };
