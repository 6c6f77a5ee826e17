/* global __react_refresh_utils__ */
/**
 * Development only: when a module that exports components may take an edit in place.
 *
 * React Fast Refresh accepts an edit where it is made only in a module that exports nothing but
 * components; for any other module the change goes up to the modules that import it, and when
 * it reaches an entry the page reloads. Many of the site's component modules also export a
 * value: the UI kit a style helper or a CSS string (primitives.tsx: buttonStyles;
 * visually-hidden.tsx: visuallyHidden), a remote's page its description for the document's
 * meta (ResourcesPage.tsx), an exposed module its contract version. Each is imported by a
 * module that is no boundary (the UI kit by @site/shared's index, which the shell's entry
 * imports; an exposed module by the remote's container), so an edit to SectionHeading or to the
 * Resources page reloaded the page. Here such a module accepts its own edit when its exports
 * other than components are the same as before (same source text, same value): the components
 * refresh as anywhere else (the refresh runtime maps the old ones, which importers still hold,
 * to the new code), and what importers hold of the rest is still right. When one of them
 * changed, or exports were added or removed, the module declines (invalidate) and the change
 * goes up as before: the page reloads, and says why. A module without components (the store,
 * the route table) is left to the plugin's rule. The plugin's own rule is in its
 * lib/runtime/RefreshUtils.js (executeRuntime, isReactRefreshBoundary); this is the same,
 * relaxed for values that did not change.
 */
const Refresh = require('react-refresh/runtime');

function describe(value) {
  if (typeof value === 'function') return `function ${value.toString()}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The module's exports, with components reduced to their names: what must not change. */
function signatureOf(moduleExports) {
  return Object.keys(moduleExports)
    .filter((key) => key !== '__esModule')
    .sort()
    .map((key) => {
      const value = moduleExports[key];
      return Refresh.isLikelyComponentType(value) ? `${key}: a component` : `${key}: ${describe(value)}`;
    })
    .join('\n');
}

exports.acceptComponentModule = function acceptComponentModule(module, hot) {
  // A module of components alone is the refresh plugin's own boundary.
  if (__react_refresh_utils__.isReactRefreshBoundary(module.exports)) return;
  // Nor does a module without components: its values are what its importers run on.
  if (!Object.values(module.exports).some((value) => Refresh.isLikelyComponentType(value))) return;
  const signature = signatureOf(module.exports);
  const previous = hot.data?.siteSignature;
  hot.dispose((data) => {
    data.siteSignature = signature;
  });
  hot.accept();
  if (previous === undefined) return;
  if (previous === signature) __react_refresh_utils__.enqueueUpdate(() => {});
  else hot.invalidate();
};
