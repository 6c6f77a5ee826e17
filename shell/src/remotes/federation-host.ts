import { createInstance } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-manifest';
import { providedModule } from './provided-modules';

/** Versions of the provided modules as installed, from the build (shared/build/webpack.js). */
declare const __PROVIDED_SHARED__: Record<string, { version: string; requiredVersion: string }>;
export const providedVersions = __PROVIDED_SHARED__;

/**
 * The shell's Module Federation host. This module is its own chunk, imported on the first
 * remote page (or hover over a link to one): the shell is not built with the federation
 * plugin, so home, benefits and about never download the federation runtime.
 */
export const federation = createInstance({
  name: 'shell',
  // A manifest the entry chunk already requested (early-manifest.ts) is not fetched again.
  plugins: [{ name: 'site-early-manifest', fetch: (url: string) => takeEarlyManifest(url) }],
  remotes: [],
  shareStrategy: 'loaded-first',
  shared: Object.fromEntries(
    Object.entries(providedVersions).map(([key, { version, requiredVersion }]) => [
      key,
      // Resolved once the shell's bootstrap has run (provided-modules.ts), not at start-up.
      { version, get: () => providedModule(key).then((module) => () => module), shareConfig: { singleton: true, requiredVersion } },
    ]),
  ),
});
