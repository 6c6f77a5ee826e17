/**
 * A remote's manifest lists every singleton its build shares, whether or not its own code
 * imports it. The federation plugin lists a shared module from the build's modules: one the
 * remote offers (a copy of its own) or one it consumes. A production remote offers none
 * (`import: false`, platform/webpack/singletons.js, sharedFromShell), so a singleton it takes
 * only through @site/shared (zustand, emotion, react-dom) would no longer be listed, and the
 * manifest would no longer say that the build shares it. The release's check reads that list
 * (platform/release/gate/singleton-compat.mjs: a remote must share what the shell provides), the
 * shell's loader the ranges in it (federation.ts, unmetRequirements). The plugin has no option
 * to list shares no module uses (the nearest issues: module-federation/core#3101, fixed so that
 * the entries listed carry the configured options, and the open RFC #5082, more detail per
 * provider), so its manifest option `additionalData`, which may change the build's stats before
 * the manifest is made of them, adds those entries, as the plugin writes a share with no files.
 */

/**
 * `stats` (the federation plugin's mf-manifest-stats.json) with an entry for each module of
 * `shared` it does not list yet. A key ending in "/" (react/) shares a package's subpaths as
 * they are imported: a pattern, not a module, which no manifest lists.
 * @param {{ shared?: object[] }} stats
 * @param {string} remote  the container's name
 * @param {Record<string, { version: string, singleton: boolean, requiredVersion: string }>} shared
 */
function withEveryShare(stats, remote, shared) {
  const listed = new Set((stats.shared ?? []).map(({ name }) => name));
  const missing = Object.entries(shared).filter(([key]) => !key.endsWith('/') && !listed.has(key));
  const none = () => ({ async: [], sync: [] });
  const entries = missing.map(([key, { version, singleton, requiredVersion }]) => ({
    id: `${remote}:${key}`,
    name: key,
    version,
    singleton,
    requiredVersion,
    shareScope: 'default',
    import: false,
    eager: false,
    assets: { js: none(), css: none() },
    usedIn: [],
    usedExports: [],
    fallback: '',
  }));
  return { ...stats, shared: [...(stats.shared ?? []), ...entries] };
}

/** The federation plugin's `manifest.additionalData` that lists every share of `shared`. */
function listEveryShare(remote, shared) {
  return ({ stats }) => withEveryShare(stats, remote, shared);
}

module.exports = { listEveryShare, withEveryShare };
