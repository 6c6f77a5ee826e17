/**
 * The singleton policy: what the shell and every remote share as one copy per visit, at which
 * version. It lives in the one setup host and remotes are built with, because they must agree on
 * it exactly: a module shared by one side only is loaded twice, and React hooks or the store
 * split in two ("Invalid hook call"). The release judges the manifests with the same list
 * (platform/release/gate/singleton-compat.mjs).
 */
const path = require('node:path');
const { rootDir } = require('../workspace/index.js');

const rootPkg = require(path.join(rootDir, 'package.json'));
const sharedPkg = require(path.join(rootDir, 'shared/package.json'));

/**
 * The one list of what the shell and every remote share as singletons: each module key a
 * remote consumes (see the "shared" list of a remote's mf-manifest.json). The shell is not
 * built with the federation plugin (its runtime is a chunk loaded with the first remote), so
 * it provides these keys one by one: shell/src/remotes/loading/shell-modules.ts holds its
 * instances, and a test next to it fails when that file and this list disagree.
 */
const SINGLETON_KEYS = [
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

/**
 * Modules of a library that the shell provides without sharing the library: a remote's own
 * imports of the package stay its own, tree-shaken (a remote's icons are its own), and the one
 * module all of them import is the shell's. lucide-react's icon factory (createLucideIcon and
 * the Icon component, attributes and helpers it imports) came in the shell's build and again in
 * each remote's, 1.0-1.1 KB brotli per remote page (docs/performance.md, "The module-level
 * account"). Shared by its path in node_modules, as the package's own modules import it
 * (`../createLucideIcon.mjs`: the plugin's allowNodeModulesSuffixMatch). Not a singleton: a
 * remote keeps a copy as its fallback, downloaded only under a shell that does not provide it
 * at a version in the remote's range, so no release waits on another for it, the shell does not
 * refuse a remote for it (federation.ts, unmetRequirements) and the release's check leaves it out.
 * Offering it costs each remote entry 0.2-0.4 KB, so a page saves 0.6-0.8 KB. The icons stay
 * each app's own, even those two apps both draw (1.4 KB on /solutions): shared one by one, each
 * would come in a chunk of its own wherever the shell lacks it.
 */
const LIBRARY_PARTS = ['lucide-react/dist/esm/createLucideIcon.mjs'];

/** What the shell provides remotes: the singletons and the library parts. */
const PROVIDED_KEYS = [...SINGLETON_KEYS, ...LIBRARY_PARTS];

function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages of SINGLETON_KEYS: the singletons a remote's manifest must mark as such. */
const SINGLETONS = [...new Set(SINGLETON_KEYS.map(packageOf))];

function singleton(version) {
  return { singleton: true, requiredVersion: version };
}

/**
 * The federation plugin's "shared" option for SINGLETONS, each required at the range
 * package.json gives (or `deps`, for a build against other ranges), and for LIBRARY_PARTS.
 */
function sharedDependencies(deps = rootPkg.dependencies) {
  // A package some of whose subpaths are provided (react/jsx-runtime) is shared by its prefix
  // too, or a remote would bundle its own copy of those subpaths. The subpaths the shell provides
  // are named as well: a module shared through a prefix is required at the range package.json
  // gives, not this one (a build for zustand "^5.0.16 || ^5.1.0" asked ^5.1.0 of zustand/vanilla
  // until they were), so a remote widening its range would still be refused by a shell on the other version.
  const subpathsOf = (pkg) => SINGLETON_KEYS.filter((key) => key !== pkg && packageOf(key) === pkg);
  const singletons = SINGLETONS.flatMap((pkg) => {
    const config = () =>
      pkg === '@site/shared' ? { ...singleton(`^${sharedPkg.version}`), version: sharedPkg.version } : singleton(deps[pkg]);
    const subpaths = subpathsOf(pkg);
    return subpaths.length ? [[pkg, config()], [`${pkg}/`, config()], ...subpaths.map((key) => [key, config()])] : [[pkg, config()]];
  });
  const parts = LIBRARY_PARTS.map((key) => {
    const pkg = packageOf(key);
    return [key, { singleton: false, requiredVersion: deps[pkg] ?? rootPkg.dependencies[pkg], version: installedVersion(pkg), allowNodeModulesSuffixMatch: true }];
  });
  return Object.fromEntries([...singletons, ...parts]);
}

/**
 * What a production remote shares: sharedDependencies, each singleton taken from the shell alone.
 * `import: false` (the federation plugin's shared option) builds no copy of a singleton into
 * the remote: the shell provides every one of them in every visit (shell-modules.ts), and
 * refuses before any of the remote's code runs a remote whose range it does not meet
 * (federation.ts, unmetRequirements), so the remote's own copies were never run. Keeping them
 * cost each remote entry 1.2-1.3 KB brotli (the code that offers them to the share scope and
 * falls back on them) and each deploy its fallback chunks (docs/performance.md, "The module-level
 * account"). A remote run alone (`npm run dev` in its folder) has no shell: it keeps its copies.
 * A library part keeps its fallback (LIBRARY_PARTS).
 */
function sharedFromShell(deps) {
  return Object.fromEntries(
    Object.entries(sharedDependencies(deps)).map(([key, config]) => [
      key,
      // The version the manifest lists for it (configs/manifest-shares.js), as it did for the remote's own copy.
      LIBRARY_PARTS.includes(key) ? config : { ...config, import: false, version: config.version ?? installedVersion(packageOf(key)) },
    ]),
  );
}

function installedVersion(pkg) {
  return require(path.join(rootDir, 'node_modules', pkg, 'package.json')).version;
}

/**
 * `{ [key]: { version, requiredVersion, singleton } }`: what the shell offers remotes, at which
 * version, and whether as a singleton (a library part is not: LIBRARY_PARTS).
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
      return [key, { version, requiredVersion: packages[pkg] ? `^${version}` : config.requiredVersion, singleton: config.singleton }];
    }),
  );
}

/**
 * What a shell built now provides remotes (`packages`: as providedShared's): the versions of the
 * singletons and of the federation runtime, which its build writes beside its index.html as
 * files.shellProvides (provided-shared.json). The release reads it to judge a remote against the
 * live shell, or a shell candidate against the live remotes, before any browser runs
 * (platform/release/gate/singleton-compat.mjs). The deploy keeps it with the shell's version, out
 * of the served files (platform/deploy/shell/shell-versions.mjs).
 */
function shellProvides(packages = {}) {
  return { shared: providedShared(packages), federationRuntime: installedVersion('@module-federation/runtime-core') };
}

module.exports = { PROVIDED_KEYS, SINGLETONS, sharedDependencies, sharedFromShell, providedShared, shellProvides, contractVersion: sharedPkg.version };
