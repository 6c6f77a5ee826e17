/* global __SITE_REFRESH_APP__ */
/**
 * Development only: the page's one React Refresh runtime. In every app's dev build,
 * `react-refresh/runtime` resolves here (platform/webpack/development.js, resolve.alias), for the
 * refresh plugin's entry, its per-module setup and its utilities alike.
 *
 * React Refresh works only if the runtime that hooked React (through
 * __REACT_DEVTOOLS_GLOBAL_HOOK__, before react-dom loaded) is the one every module registers
 * its components with and that performs the refresh: a second copy keeps families of its own
 * and replaces the first one's refresh handler in react-dom, so edits to the other bundle's
 * components stop showing (pmmmwh/react-refresh-webpack-plugin#394 and #863,
 * module-federation/core#4686). The first bundle to run in a page creates it and leaves it
 * on the page; every later bundle takes that one. In the site that is the shell, whose entry
 * runs before react-dom and before any remote; on a remote's standalone page it is the
 * remote itself. It is the same hand-over module-federation/vite#653 makes (a remote's
 * runtime module re-exports the host page's), and a conditional form of what the plugin's
 * docs call "externalise React Refresh" (its troubleshooting guide): the runtime comes from the
 * page when the page has one.
 *
 * Not through the federation's share scope: the plugin's entry runs in remoteEntry.js as the
 * script is evaluated, before the host has initialised sharing, and every module's setup
 * requires the runtime synchronously; a shared module cannot be consumed there ("not
 * available for eager consumption").
 *
 * Each bundle's component ids start with its app's name, since module ids repeat across apps
 * ("./src/App.tsx" in two of them would be taken for one component family).
 */
const KEY = '__siteReactRefreshRuntime__';
const APP = __SITE_REFRESH_APP__;

// The runtime's own file, by a name that resolves past the aliases above (platform/webpack/development.js).
const runtime = globalThis[KEY] || (globalThis[KEY] = require('site-dev/react-refresh-runtime'));

module.exports = {
  ...runtime,
  register(type, id) {
    runtime.register(type, `${APP} ${id}`);
  },
};
