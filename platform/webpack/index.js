/**
 * The face of platform/webpack/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
// -- exports --
const { cachedBuildDir, distIsCurrent, inputsKey, pruneBuilds } = require('./build-cache');
const { devOrigin } = require('./development');
const { digestOf, fileHashes, hashOfFiles, sri } = require('./hashing');
const { REMOTES, SHELL_PATHS, appFolder, builtPagesIn, declaredPages } = require('./remote-apps');
const { SHELL_PROVIDES_FILE, SINGLETONS, createRemoteConfig, createShellConfig } = require('./webpack');

module.exports = { REMOTES, SHELL_PATHS, SHELL_PROVIDES_FILE, SINGLETONS, appFolder, builtPagesIn, cachedBuildDir, createRemoteConfig, createShellConfig, declaredPages, devOrigin, digestOf, distIsCurrent, fileHashes, hashOfFiles, inputsKey, pruneBuilds, sri };
