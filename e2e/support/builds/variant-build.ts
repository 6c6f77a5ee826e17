import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import type { Configuration } from 'webpack';
import { runWebpack, type RemoteConfigFactory, type Webpack } from './webpack-run';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const buildCache = require('../../../platform/webpack/index.js') as typeof import('../../../platform/webpack/index.js');
const { appFolder, FILES, rootDir } = require('../../../platform/workspace/index.js') as typeof import('../../../platform/workspace/index.js');
const { digestOf } = require('../../../platform/hashing/index.js') as typeof import('../../../platform/hashing/index.js');

/** The contract major after the one this checkout builds (shared/package.json): a version the shell refuses. */
export const NEXT_CONTRACT_MAJOR = `${Number((require(path.join(rootDir, 'shared/package.json')) as { version: string }).version.split('.')[0]) + 1}.0.0`;

/** The edit that builds a remote's page as if against NEXT_CONTRACT_MAJOR. */
export const BUILT_AGAINST_NEXT_MAJOR: VariantOptions['edits'] = [['exposes/ContactPage.tsx', [['__CONTRACT_VERSION__', `'${NEXT_CONTRACT_MAJOR}'`]]]];

export interface VariantOptions {
  /** The remote's name in shared/workspace.json: "contact"; appFolder refuses a name it does not list. */
  remote: string;
  /** What the variant is, for its folder: "contact-visible-change". */
  name: string;
  /** [file path relative to the remote's src/, [from, to][]] */
  edits?: Array<[string, Array<[string, string]>]>;
  /** Version ranges of the shared packages to build against, instead of package.json's. */
  dependencies?: Record<string, string>;
}

/**
 * Builds a remote the way its team would ship a new version, with a few source edits applied
 * by a loader (the working tree is never touched), with the remote's own webpack cache. The
 * build is kept in .cache/builds/, named by a hash of its inputs (the remote's, shared's and the
 * build code's sources, the edits, the ranges): a later run reuses it while they match, and older builds of
 * the same name are pruned (platform/webpack/build-cache.js).
 */
export async function buildVariant(options: VariantOptions): Promise<string> {
  const { remote, name, edits = [], dependencies } = options;
  // The key hashes the remote's, shared's and the build code's files: read once.
  const key = buildCache.inputsKey(remote, { edits, dependencies });
  const cached = () => buildCache.cachedBuildDir(name, key, FILES.manifest);
  const found = cached();
  if (found.built) return found.dir;
  // The suite's two workers may build two variants of one remote at once, and they share its
  // webpack cache, which has no locking between compilers (webpack/webpack#14843: its
  // maintainers would rather refuse one cache location used twice): one builds at a time, the
  // other waits for the lock. Stale after 2 minutes without the holder's refresh, far above a
  // build's longest pause of its event loop.
  const lockDir = path.join(buildCache.CACHE_DIR, 'locks');
  mkdirSync(lockDir, { recursive: true });
  const unlock = await lockfile.lock(path.join(lockDir, `webpack-${remote}`), {
    realpath: false,
    stale: 120_000,
    retries: { retries: 1000, minTimeout: 200, maxTimeout: 1000 },
  });
  try {
    // Built meanwhile by the other worker?
    const { dir, built } = cached();
    return built ? dir : await build(options, dir);
  } finally {
    await unlock();
  }
}

async function build({ remote, name, edits = [], dependencies }: VariantOptions, dir: string): Promise<string> {
  const appDir = path.join(rootDir, appFolder(remote));
  const { createRemoteConfig } = require(path.join(rootDir, 'platform/webpack/index.js')) as { createRemoteConfig: RemoteConfigFactory };
  const rootDependencies = (require(path.join(rootDir, 'package.json')) as { dependencies: Record<string, string> }).dependencies;
  const config = createRemoteConfig(appDir, remote, { mode: 'production' }, { dependencies: { ...rootDependencies, ...dependencies } });
  // The remote's own webpack cache, the one its dist/ build fills: webpack keys each module by
  // its file and loaders, so the few files a variant edits are built anew and the rest come from
  // the cache, and no variant keeps a cache of its own.
  const rules = (config.module ??= {}).rules ??= [];
  for (const [file, replacements] of edits) {
    rules.unshift({
      test: path.join(appDir, 'src', file),
      enforce: 'pre',
      // The ident names the loader's options in the module's identifier, which is the cache's
      // key: without it webpack names them by the rule's position, and two variants' edits of
      // one file would be taken for each other's (https://webpack.js.org/configuration/module/#useentry).
      use: [{ loader: path.join(here, 'replace-loader.cjs'), options: { replacements }, ident: `variant-edit-${digestOf(replacements, 16)}` }],
    });
  }
  return buildInto(config, dir, name);
}

/**
 * Runs a variant's config into `dir`, its folder in .cache/builds/, and prunes the older builds
 * of its name. Built beside, then moved into place: a build that stops half-way is never taken
 * for one. Precompressed copies are left out: the suite's server sends a file as it is when it
 * has none.
 */
async function buildInto(config: Configuration, dir: string, name: string): Promise<string> {
  const webpack = require(require.resolve('webpack', { paths: [rootDir] })) as Webpack;
  const partial = `${dir}.${process.pid}.tmp`;
  config.output = { ...config.output, path: partial };
  config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== 'CompressionPlugin');
  rmSync(partial, { recursive: true, force: true });
  await runWebpack(webpack, config);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  buildCache.pruneBuilds(name);
  return dir;
}

export interface ShellVariantOptions {
  /** What the variant is, for its folder: "shell-zustand-5.0". */
  name: string;
  /**
   * Singletons built from another installed copy, by its folder in node_modules: { zustand:
   * 'zustand-5.0' }, the alias package.json installs (platform/webpack/configs/shell-config.js, createShellConfig).
   */
  packages: Record<string, string>;
}

/** shell/webpack.config.js's factory, with the options a variant passes. */
type ShellConfigFactory = (env: unknown, argv: { mode: 'production' }, options: { packages: Record<string, string> }) => Configuration;

/**
 * A production build of the shell (hash mode) that runs and provides other installed copies of
 * singletons, kept in .cache/builds/ by its inputs as a remote's variant is. Its webpack cache is
 * its own (the packages are among its settings), so it waits for no other build.
 */
export async function buildShellVariant({ name, packages }: ShellVariantOptions): Promise<string> {
  const key = buildCache.inputsKey('shell', { packages });
  const { dir, built } = buildCache.cachedBuildDir(name, key, 'index.html');
  if (built) return dir;
  const factory = require(path.join(rootDir, 'shell/webpack.config.js')) as ShellConfigFactory;
  return buildInto(factory({}, { mode: 'production' }, { packages }), dir, name);
}
