/**
 * The shell's build: a plain webpack app. It has no federation plugin, so the pages that load no
 * remote carry no federation runtime; its remote loader bundles the runtime in a chunk of its
 * own, fetched with the first remote (shell/src/remotes/loading/federation.ts).
 */
const path = require('node:path');
const { PORTS, REQUEST_TIMEOUT_MS, rootDir } = require('../../workspace/index.js');
const { remotePages } = require('../../declarations/index.js');
const { shellProvides } = require('../singletons');
const { applyDevelopment } = require('../development');
const { ShellProvidesPlugin } = require('../plugins/shell-provides-plugin');
const { baseConfig, htmlPage } = require('./base-config');

/**
 * The values the shell's remote loader is built with (see shell/src/remotes/loading/federation.ts).
 * @param {string} [root] the repository whose remotes' declarations it reads
 * @param {Record<string, string>} [packages] singletons built from other installed copies (providedShared)
 */
function shellFederationDefines(root = rootDir, packages = {}) {
  return {
    __PROVIDED_SHARED__: shellProvides(packages).shared,
    // Remotes run on the shell's copy of the runtime (experiments.externalRuntime in remote-config.js).
    __FEDERATION_RUNTIME_VERSION__: shellProvides().federationRuntime,
    __REMOTE_REQUEST_TIMEOUT_MS__: REQUEST_TIMEOUT_MS,
    // What the shell falls back on when its HTML carries no declarations (the deploy writes the
    // live versions' there: platform/html/site-pages-html.mjs); one that breaks the ownership
    // rules fails this build.
    __REMOTE_PAGES__: remotePages(root),
  };
}

/**
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
    devPort: PORTS.shell,
    publicPath,
    production,
    settings: { urlMode: define.__URL_MODE__, basePath: publicPath, ...(Object.keys(packages).length ? { packages } : {}) },
    define: {
      ...shellFederationDefines(path.resolve(appDir, '..'), packages),
      // The documented build-time switches of a runtime-only project
      // (module-federation.io, "Optimize Runtime Size"): the shell exposes nothing, and runs in
      // browsers only: ENV_TARGET is what the plugin's `experiments.optimization.target: 'web'`
      // defines (the remotes set it), and leaves out the runtime's Node.js loading, 1.5 KB brotli
      // of its chunk. The shell keeps remote loading, sharing and the manifests (snapshot): it
      // loads remotes by their manifests. Without the snapshot plugin
      // (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN) the chunk was 1.1 KB smaller, and the shell would
      // have to read each manifest and hand the runtime the remote's entry itself.
      FEDERATION_HAS_EXPOSES: false,
      ENV_TARGET: 'web',
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

module.exports = { createShellConfig, shellFederationDefines };
