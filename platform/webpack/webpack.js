/**
 * The build every app uses. The list of shared singletons (PROVIDED_KEYS) lives here, in the
 * one setup host and remotes are built with, because they must agree on it exactly: a module shared by one side
 * only is loaded twice, and React hooks or the store split in two ("Invalid hook call").
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const remoteApps = require('../../shared/remote-apps.json');
const { checkedPages, declarationFile, declaredPages, remoteApp, remotePages } = require('./remote-apps');
const { RemoteIntegrityPlugin } = require('./remote-integrity-plugin');
const { DistStampPlugin, webpackCache } = require('./build-cache');
const { digestOf } = require('./hashing');
const { applyDevelopment } = require('./development');

const rootDir = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(rootDir, 'package.json'));
const sharedPkg = require(path.join(rootDir, 'shared/package.json'));

/**
 * On webpack 5.111 the federation runtime resolves the entry filename while chunk hashes are
 * still being computed, and "[contenthash]" throws there (module-federation/core#5077). It only
 * needs the file's folder from that call, so an unhashed name is given until the hash exists.
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

function singleton(version) {
  return { singleton: true, requiredVersion: version };
}

/**
 * The one list of what the shell and every remote share as singletons: each module key a
 * remote consumes (see the "shared" list of a remote's mf-manifest.json). The shell is not
 * built with the federation plugin (its runtime is a chunk loaded with the first remote), so
 * it provides these keys one by one: shell/src/remotes/loading/shell-modules.ts holds its
 * instances, and a test next to it fails when that file and this list disagree.
 * framer-motion is deliberately absent: only the shell animates, and a shared module is
 * provided whole (no tree shaking). A remote that starts using it must share it here so the
 * shell's MotionConfig (reduced motion) reaches it.
 */
const PROVIDED_KEYS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  'zustand/react',
  '@emotion/react',
  '@emotion/styled',
  '@site/shared',
];

function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages of PROVIDED_KEYS: the singletons a remote's manifest must mark as such. */
const SINGLETONS = [...new Set(PROVIDED_KEYS.map(packageOf))];

/**
 * The federation plugin's "shared" option for SINGLETONS, each required at the range
 * package.json gives (or `deps`, for a build against other ranges).
 */
function sharedDependencies(deps = rootPkg.dependencies) {
  // A package some of whose subpaths are provided (react/jsx-runtime) is shared by its prefix
  // too, or a remote would bundle its own copy of those subpaths. The subpaths the shell provides
  // are named as well: a module shared through a prefix is required at the range package.json
  // gives, not this one (a build for zustand "^5.0.16 || ^5.1.0" asked ^5.1.0 of zustand/vanilla
  // until they were), so a remote widening its range would still be refused by a shell on the other version.
  const subpathsOf = (pkg) => PROVIDED_KEYS.filter((key) => key !== pkg && packageOf(key) === pkg);
  return Object.fromEntries(
    SINGLETONS.flatMap((pkg) => {
      const config = () =>
        pkg === '@site/shared' ? { ...singleton(`^${sharedPkg.version}`), version: sharedPkg.version } : singleton(deps[pkg]);
      const subpaths = subpathsOf(pkg);
      return subpaths.length ? [[pkg, config()], [`${pkg}/`, config()], ...subpaths.map((key) => [key, config()])] : [[pkg, config()]];
    }),
  );
}

function installedVersion(pkg) {
  return require(path.join(rootDir, 'node_modules', pkg, 'package.json')).version;
}

/**
 * `{ [key]: { version, requiredVersion } }`: what the shell offers remotes, at which version.
 * `packages`: a singleton built from another installed copy, by the folder npm installed it in
 * (`{ zustand: 'zustand-5.0' }`, an alias in package.json: docs/releasing.md, "Upgrading a shared library").
 */
function providedShared(packages = {}) {
  const shared = sharedDependencies();
  return Object.fromEntries(
    PROVIDED_KEYS.map((key) => {
      const pkg = packageOf(key);
      const config = shared[key] ?? shared[`${pkg}/`] ?? shared[pkg];
      const version = installedVersion(packages[pkg] ?? pkg);
      // Another copy is required at its own version: package.json's range names the usual one.
      return [key, { version, requiredVersion: packages[pkg] ? `^${version}` : config.requiredVersion }];
    }),
  );
}

/**
 * The file a shell build writes beside its index.html saying what it provides remotes: the
 * versions of the singletons (providedShared) and of the federation runtime. The release reads
 * it to judge a remote against the live shell, or a shell candidate against the live remotes,
 * before any browser runs (platform/release/singleton-compat.mjs). The deploy keeps it with the
 * shell's version, out of the served files (platform/deploy/shell-versions.mjs).
 */
const SHELL_PROVIDES_FILE = 'provided-shared.json';

/** What a shell built now provides (`packages`: as providedShared's), as SHELL_PROVIDES_FILE holds it. */
function shellProvides(packages = {}) {
  return { shared: providedShared(packages), federationRuntime: installedVersion('@module-federation/runtime-core') };
}

/** Writes SHELL_PROVIDES_FILE into the shell's build. */
class ShellProvidesPlugin {
  constructor(packages) {
    this.packages = packages;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellProvidesPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'ShellProvidesPlugin', stage }, () => {
        compilation.emitAsset(SHELL_PROVIDES_FILE, new webpack.sources.RawSource(`${JSON.stringify(shellProvides(this.packages), null, 2)}\n`));
      });
    });
  }
}

/**
 * The values the shell's remote loader is built with (see shell/src/remotes/loading/federation.ts).
 * @param {string} [root] the repository whose remotes' declarations it reads
 * @param {Record<string, string>} [packages] singletons built from other installed copies (providedShared)
 */
function shellFederationDefines(root = rootDir, packages = {}) {
  return {
    __PROVIDED_SHARED__: shellProvides(packages).shared,
    // Remotes run on the shell's copy of the runtime (experiments.externalRuntime below).
    __FEDERATION_RUNTIME_VERSION__: shellProvides().federationRuntime,
    __REMOTE_REQUEST_TIMEOUT_MS__: remoteApps.requestTimeoutMs,
    // What the shell falls back on when its HTML carries no declarations (the deploy writes the
    // live versions' there: platform/html/site-pages-html.mjs); one that breaks the ownership
    // rules fails this build.
    __REMOTE_PAGES__: remotePages(root),
  };
}

/**
 * Writes the remote's checked declaration beside its manifest, as pages.json: its prefixes (as
 * shared/remote-apps.json gave them to this build) and its pages. The release reads the
 * candidate's own (platform/release/release-decisions.mjs, candidatePages), whoever built it, the
 * deploy the live versions' (platform/html/site-pages-html.mjs), and a preview tab the
 * candidate's, pinned through mf-integrity.json (shell/src/remotes/preview/preview-check.ts):
 * the prefixes are how a preview of a new area's first release knows where its pages go.
 */
class DeclaredPagesPlugin {
  constructor(declaration) {
    this.declaration = declaration;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DeclaredPagesPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'DeclaredPagesPlugin', stage }, () => {
        compilation.emitAsset(remoteApps.files.declaration, new webpack.sources.RawSource(`${JSON.stringify(this.declaration, null, 2)}\n`));
      });
    });
  }
}

/**
 * The declared pages with the concrete paths the remote lists for its patterns (`pagePaths`, by
 * module), checked again: a listed path its pattern does not name fails the build.
 */
function withListedPaths(name, pages, pagePaths) {
  const listed = pages.map((page) => (pagePaths[page.module] ? { ...page, paths: pagePaths[page.module]() } : page));
  return checkedPages(name, { pages: listed }, `${declarationFile(name)}, with the paths its build lists`);
}

/** One exposed module per page the remote declares, by convention at src/exposes/<Module>.tsx. */
function exposesOf(pages) {
  return Object.fromEntries(pages.map(({ module }) => [`./${module}`, `./src/exposes/${module}.tsx`]));
}

/**
 * @param {object} options
 * @param {Record<string, unknown>} [options.settings]  build settings that change the output
 *        (the shell's URL mode and base path): part of the cache's name and of dist's stamp
 */
function baseConfig({ appDir, name, devPort, publicPath, production, define, settings = {} }) {
  const mode = production ? 'production' : 'development';
  return {
    mode,
    context: appDir,
    cache: webpackCache({ name: `${name}-${mode}-${digestOf(settings, 8)}`, appDir }),
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      filename: production ? entryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // Pages are served as UTF-8; a charset attribute on a script is obsolete HTML.
      charset: false,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
    },
    module: {
      rules: [
        {
          // Content checked and turned into modules at build time (docs/content.md).
          test: /\.val\.js$/,
          loader: 'val-loader',
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // Type checking is `npm run typecheck` (tsc over the whole workspace), once.
              transpileOnly: true,
              configFile: path.join(rootDir, 'tsconfig.json'),
              compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
            },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __CONTRACT_VERSION__: JSON.stringify(sharedPkg.version),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      ...(production
        ? [
            new DistStampPlugin(name, settings),
            new CompressionPlugin({ test: /\.(js|css|html|json|svg|map)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024 }),
          ]
        : []),
    ],
    performance: { hints: false },
    devServer: {
      port: devPort,
      hot: false,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(appDir, 'public') },
    },
  };
}

/** The app's page from its public/index.html (the shell's template reads the brand itself). */
function htmlPage(appDir, title, options = {}) {
  return new HtmlWebpackPlugin({
    template: path.join(appDir, 'public/index.html'),
    title,
    inject: 'body',
    scriptLoading: 'defer',
    ...options,
  });
}

/**
 * The shell: a plain webpack app. It has no federation plugin, so the pages that load no
 * remote carry no federation runtime; its remote loader bundles the runtime in a chunk of its
 * own, fetched with the first remote (shell/src/remotes/loading/federation.ts).
 * @param {{ appDir: string, publicPath: string, define?: Record<string, unknown>, packages?: Record<string, string> }} options
 *        packages: singletons to build from another installed copy, by its folder in node_modules
 *        ({ zustand: 'zustand-5.0' }): the shell then runs and provides that version (the
 *        browser suite's upgrade walk builds one)
 */
function createShellConfig({ appDir, publicPath, define = {}, packages = {} }, argv = {}) {
  const production = argv.mode !== 'development';
  const config = baseConfig({
    appDir,
    name: 'shell',
    devPort: 3000,
    publicPath,
    production,
    settings: { urlMode: define.__URL_MODE__, basePath: publicPath, ...(Object.keys(packages).length ? { packages } : {}) },
    define: {
      ...shellFederationDefines(path.resolve(appDir, '..'), packages),
      // The documented build-time switches of a runtime-only project
      // (module-federation.io, "Optimize Runtime Size"): the shell exposes nothing.
      FEDERATION_HAS_EXPOSES: false,
      ...define,
    },
  });
  config.plugins.push(htmlPage(appDir));
  if (production) config.plugins.push(new ShellProvidesPlugin(packages));
  // The declaration schema (shared/src/pages/declaration-schema.js) is CommonJS, read by Node's
  // tools too; webpack resolves its require('zod/mini') with the "require" condition, to zod's
  // CommonJS build, which it cannot tree-shake (measured: 70 KB brotli for the preview check's
  // chunk, against 6 KB from zod's ES modules). Its named imports let webpack keep only what it uses.
  config.resolve.alias = {
    'zod/mini$': path.join(path.dirname(require.resolve('zod/mini')), 'index.js'),
    // A singleton from another installed copy: the package and its subpaths (zustand/vanilla) alike.
    ...Object.fromEntries(Object.entries(packages).map(([pkg, folder]) => [pkg, path.join(rootDir, 'node_modules', folder)])),
  };
  config.optimization = {
    splitChunks: {
      cacheGroups: {
        // @site/shared's modules are used both by the app and by what the remote loader hands
        // to remotes (remotes/loading/shell-modules.ts). The loader's chunks are not loaded after the
        // app's (the first page can be a remote's), so without a chunk of their own webpack
        // copies these small modules into both (4 KB more on every remote page).
        siteShared: { test: /[\\/]shared[\\/]src[\\/]/, name: 'site-shared', chunks: 'async', minChunks: 2, minSize: 0 },
      },
    },
  };
  if (!production) applyDevelopment(config, { name: 'shell', pageOwner: true });
  return config;
}

/**
 * A remote: a federation container exposing its pages. In production it is only that
 * (remoteEntry.js, mf-manifest.json and chunks), built with `experiments.externalRuntime`: the
 * federation runtime is not in the remote entry but read from the shell, which loads one copy
 * per visit. In development it also keeps its own runtime and a standalone page, so a team can
 * run its remote alone (`npm run dev` in its folder).
 * @param {string} appDir  the remote's folder (__dirname of its webpack.config.js)
 * @param {string} name    its name in shared/remote-apps.json
 * @param {{ dependencies?: Record<string, string>, pagePaths?: Record<string, () => string[]> }} [options]
 *        dependencies: version ranges to build against instead of package.json's (the browser
 *        suite builds a remote that wants a newer React); pagePaths: for a page with a pattern,
 *        by its module, the concrete paths it serves (resources: its articles, from its content),
 *        which the production build lists in the declaration it ships
 */
function createRemoteConfig(appDir, name, argv = {}, { dependencies, pagePaths = {} } = {}) {
  const production = argv.mode !== 'development';
  const app = remoteApp(name);
  // Checked against the shell's pages and the other remotes' prefixes: a page on a path that is
  // not this remote's fails the build, naming the file, the page and the path's owner.
  const pages = declaredPages(name, path.resolve(appDir, '..'));
  const config = baseConfig({ appDir, name, devPort: app.devPort, publicPath: 'auto', production, define: {} });
  config.plugins.unshift(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: exposesOf(pages),
      remotes: {},
      shared: sharedDependencies(dependencies),
      shareStrategy: 'loaded-first',
      // In development the manifest leaves out each expose's list of files (the module
      // federation docs' manifest.disableAssetsAnalyze): reading them from the build's stats
      // was the largest single cost of a remote's rebuild after an edit. The shell then has no
      // files to hint ahead (script-hints.ts) and the remote's own runtime loads them.
      manifest: { fileName: 'mf-manifest.json', ...(production ? {} : { disableAssetsAnalyze: true }) },
      dts: false,
      experiments: {
        externalRuntime: production,
        // A remote loads no remotes of its own and the shell reads the manifests, so what of
        // the runtime the remote does carry can leave out remote loading, the manifest
        // (snapshot) plugin and its Node.js code.
        optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
      },
    }),
  );
  // A chunk that hangs fails after this long, like the shell's own requests for a remote, so a
  // retry starts afresh instead of waiting on it.
  config.output.chunkLoadTimeout = remoteApps.requestTimeoutMs;
  if (production) {
    // The container is the whole deliverable: the standalone page needs a runtime of its own.
    config.entry = {};
    // Every script pinned by its SHA-384, for the browser to check (remote-integrity-plugin.js).
    config.plugins.splice(1, 0, new RemoteIntegrityPlugin(), new DeclaredPagesPlugin({ prefixes: remoteApp(name).prefixes, pages: withListedPaths(name, pages, pagePaths) }));
  } else if (process.env.DEV_WITH_SHELL) {
    // Beside the shell (`npm run dev` at the root, platform/dev/dev.mjs) the remote's pages are the
    // shell's: it builds its container alone, as in production, which makes each rebuild after
    // an edit about a fifth cheaper than with the standalone page's entry and HTML beside it.
    config.entry = {};
    config.devServer.static = false;
    applyDevelopment(config, { name, pageOwner: false });
  } else {
    const label = pages[0].label;
    // The standalone page runs the remote's own entry only: its container (remoteEntry.js) is
    // the shell's to load, and a second runtime of the same build in one page would take the
    // other's hot updates.
    config.plugins.push(htmlPage(appDir, `${label} remote (standalone)`, { chunks: ['main'] }));
    applyDevelopment(config, { name, pageOwner: true });
  }
  return config;
}

module.exports = { createShellConfig, createRemoteConfig, SINGLETONS, SHELL_PROVIDES_FILE, sharedDependencies, providedShared, shellProvides, shellFederationDefines };
