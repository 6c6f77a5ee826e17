/**
 * A remote's build: a federation container exposing its pages. In production it is only that
 * (remoteEntry.js, mf-manifest.json and chunks), built with `experiments.externalRuntime`: the
 * federation runtime is not in the remote entry but read from the shell, which loads one copy
 * per visit; nor are the singletons, which it takes from the shell alone. In development it also keeps its own runtime and a standalone page, so a team can
 * run its remote alone (`npm run dev` in its folder).
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { checkedPages, declaredPages } = require('../../declarations/index.js');
const { FILES, REQUEST_TIMEOUT_MS, declarationFile, remoteApp } = require('../../workspace/index.js');
const { sharedDependencies, sharedFromShell } = require('../singletons');
const { applyDevelopment } = require('../development');
const { DeclaredPagesPlugin } = require('../plugins/declared-pages-plugin');
const { RemoteIntegrityPlugin } = require('../plugins/remote-integrity-plugin');
const { baseConfig, htmlPage } = require('./base-config');
const { exposesOf } = require('./remote-exposes');
const { listEveryShare } = require('./manifest-shares');

/**
 * The declared pages with the concrete paths the remote lists for its patterns (`listedPaths`,
 * by module), checked again: a listed path its pattern does not name fails the build.
 */
function withListedPaths(name, pages, listedPaths) {
  const listed = pages.map((page) => (listedPaths[page.module] ? { ...page, paths: listedPaths[page.module] } : page));
  return checkedPages(name, { pages: listed }, `${declarationFile(name)}, with the paths its build lists`);
}

/**
 * @param {string} appDir  the remote's folder (__dirname of its webpack.config.js)
 * @param {string} name    its name in shared/workspace.json
 * @param {{ dependencies?: Record<string, string>, listedPaths?: () => Record<string, string[]> }} [options]
 *        dependencies: version ranges to build against instead of package.json's (the browser
 *        suite builds a remote that wants a newer React); listedPaths: for each page with a
 *        pattern, by its module, the concrete paths it serves (resources: its articles and list
 *        pages, from its content), which the production build lists in the declaration it ships
 */
function createRemoteConfig(appDir, name, argv = {}, { dependencies, listedPaths = () => ({}) } = {}) {
  const production = argv.mode !== 'development';
  const app = remoteApp(name);
  // Checked against the shell's pages and the other remotes' prefixes: a page on a path that is
  // not this remote's fails the build, naming the file, the page and the path's owner.
  const pages = declaredPages(name, path.resolve(appDir, '..'));
  const config = baseConfig({ appDir, name, devPort: app.devPort, publicPath: 'auto', production, define: {} });
  // In production every singleton comes from the shell (sharedFromShell); in development a
  // remote may run alone, on copies of its own.
  const shared = production ? sharedFromShell(dependencies) : sharedDependencies(dependencies);
  config.plugins.unshift(
    new ModuleFederationPlugin({
      name,
      filename: FILES.entry,
      exposes: exposesOf(pages),
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      // In development the manifest leaves out each expose's list of files (the module
      // federation docs' manifest.disableAssetsAnalyze): reading them from the build's stats
      // was the largest single cost of a remote's rebuild after an edit. The shell then has no
      // files to hint ahead (script-hints.ts) and the remote's own runtime loads them.
      // In production the manifest lists every singleton the remote shares, though it carries
      // none of them (manifest-shares.js).
      manifest: { fileName: FILES.manifest, ...(production ? { additionalData: listEveryShare(name, shared) } : { disableAssetsAnalyze: true }) },
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
  config.output.chunkLoadTimeout = REQUEST_TIMEOUT_MS;
  if (production) {
    // The container is the whole deliverable: the standalone page needs a runtime of its own.
    config.entry = {};
    // Every script pinned by its SHA-384, for the browser to check (plugins/remote-integrity-plugin.js).
    config.plugins.splice(1, 0, new RemoteIntegrityPlugin(), new DeclaredPagesPlugin({ prefixes: app.prefixes, pages: withListedPaths(name, pages, listedPaths()) }));
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
    config.plugins.push(htmlPage(appDir, `${label} remote (standalone)`, { chunks: ['main'], template: path.join(__dirname, 'standalone-page.html') }));
    applyDevelopment(config, { name, pageOwner: true });
  }
  return config;
}

module.exports = { createRemoteConfig };
