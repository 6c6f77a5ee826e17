/* global __webpack_hash__, __SITE_REFRESH_APP__ */
/**
 * Development only: the HMR client of every app's dev build, in place of webpack's
 * webpack/hot/dev-server.js (platform/webpack/development.js aliases that file here; webpack-dev-server
 * adds it to every entry when `hot: true`). It does what that file does, through the HMR API
 * webpack documents (module.hot.check, module.hot.apply and its onUnaccepted / onDeclined /
 * onErrored callbacks), with one difference: a change that cannot be applied in place
 * (it reaches a module nobody accepts: the entry, the route table, the store, a module
 * outside React) reloads the page once, and the reason is printed again after the reload,
 * where a developer sees it (the console is cleared by the reload itself).
 */
const STORAGE_KEY = 'site:hmr-reload-reason';
const app = __SITE_REFRESH_APP__;

function warn(message) {
  // A warning, not an error: the reload is the intended answer to such a change.
  console.warn(`[HMR] ${message}`);
}

function reload(reason) {
  warn(`${app}: this change cannot be applied in place, reloading the page. ${reason}`);
  try {
    sessionStorage.setItem(STORAGE_KEY, `${app}: ${reason}`);
  } catch {
    // Storage can be disabled; the message above still says why.
  }
  window.location.reload();
}

function describe(info) {
  const chain = info.chain ? ` (${info.chain.join(' -> ')})` : '';
  if (info.type === 'unaccepted') {
    const changed = info.chain?.[0] ?? info.moduleId;
    return `${changed} changed, and no module on its way to the entry can take the change in place${chain}.`;
  }
  if (info.type === 'declined' || info.type === 'self-declined') return `${info.moduleId} declines updates${chain}.`;
  return `${info.moduleId}: ${info.error?.message ?? info.type}.`;
}

if (!module.hot) throw new Error('[HMR] Hot Module Replacement is disabled.');

try {
  const previous = sessionStorage.getItem(STORAGE_KEY);
  if (previous) {
    sessionStorage.removeItem(STORAGE_KEY);
    warn(`The page was reloaded: ${previous}`);
  }
} catch {
  // No storage: nothing to report.
}

let lastHash;
const upToDate = () => lastHash.indexOf(__webpack_hash__) >= 0;

function check() {
  let reason;
  const remember = (info) => {
    reason ??= describe(info);
  };
  module.hot
    .check(false)
    .then((updatedModules) => {
      if (!updatedModules) {
        reload('No update found for this build (was its dev server restarted?).');
        return undefined;
      }
      return module.hot
        .apply({ onUnaccepted: remember, onDeclined: remember, onErrored: remember })
        .then((renewed) => {
          if (!upToDate()) check();
          else if (renewed.length) console.info(`[HMR] ${app}: updated ${renewed.join(', ')}`);
        });
    })
    .catch((error) => {
      if (['abort', 'fail'].includes(module.hot.status())) reload(reason ?? error.message);
      else warn(`${app}: update failed: ${error.message}`);
    });
}

const hotEmitter = require('webpack/hot/emitter');

const onUpdate = (event) => {
  lastHash = typeof event === 'string' ? event : event.detail.currentHash;
  if (!upToDate() && module.hot.status() === 'idle') check();
};
if (typeof EventTarget !== 'undefined' && hotEmitter instanceof EventTarget) hotEmitter.addEventListener('webpackHotUpdate', onUpdate);
else hotEmitter.on('webpackHotUpdate', onUpdate);
