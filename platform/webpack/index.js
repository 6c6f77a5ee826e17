/**
 * platform/webpack's face: what the apps' webpack.config.js, jest.config.js, the browser suite
 * and the other platform folders use of the build. Nothing outside this folder imports its other
 * files.
 *
 *   the builds        createShellConfig, createRemoteConfig (configs/), shellFederationDefines
 *   the singletons    SINGLETONS, sharedDependencies, providedShared, shellProvides
 *   what each remote exposes  remoteExposes (its declared pages' modules: platform/declarations)
 *   the dev servers   devPort, devOrigin (development.js)
 *   the build cache   CACHE_DIR, BUILDS_DIR, inputsKey, cachedBuildDir, pruneBuilds, distIsCurrent
 *
 * The two config factories load webpack's plugins, which most users of this face (the deploy,
 * the release) never need: they are required when first called, so importing the face costs a
 * command no more than the singletons it uses.
 */
const { CACHE_DIR, BUILDS_DIR, inputsKey, cachedBuildDir, pruneBuilds, distIsCurrent } = require('./build-cache');
const { devOrigin, devPort } = require('./development');
const { SINGLETONS, sharedDependencies, providedShared, shellProvides } = require('./singletons');
const { remoteExposes } = require('./configs/remote-exposes');

/** The shell's webpack config (configs/shell-config.js). */
function createShellConfig(...args) {
  return require('./configs/shell-config').createShellConfig(...args);
}

/** A remote's webpack config (configs/remote-config.js). */
function createRemoteConfig(...args) {
  return require('./configs/remote-config').createRemoteConfig(...args);
}

/** The constants the shell's remote loader is built with (configs/shell-config.js). */
function shellFederationDefines(...args) {
  return require('./configs/shell-config').shellFederationDefines(...args);
}

module.exports = {
  createShellConfig,
  createRemoteConfig,
  shellFederationDefines,
  SINGLETONS,
  sharedDependencies,
  providedShared,
  shellProvides,
  remoteExposes,
  devPort,
  devOrigin,
  CACHE_DIR,
  BUILDS_DIR,
  inputsKey,
  cachedBuildDir,
  pruneBuilds,
  distIsCurrent,
};
