import { takeEarlyManifest } from './early-manifest';
import { loadScript } from './load-script';
import { providedModule } from './provided-modules';
import { preloadRemoteScripts, remoteEntryUrl, remoteScriptUrls, type RemoteManifest } from './remote-manifest';

/**
 * The shell's side of Module Federation. Every remote entry is a federation container that
 * carries the federation runtime; that runtime resolves the remote's shared modules against the
 * share scope its host hands to `init`. So the shell speaks only the container interface
 * (`init(shareScope)`, then `get('./Module')`), which the runtime keeps for hosts that are not
 * built with it, and ships no runtime of its own: a remote page downloads one copy of the
 * runtime instead of two (about 17 KB compressed less), and remotes never depend on a runtime
 * version the shell happens to carry.
 */
export interface FederationContainer {
  init(shareScope: ShareScope): unknown;
  get(module: string): Promise<() => unknown>;
}

/** One module version in a share scope, in the form the federation runtime keeps there. */
export interface SharedEntry {
  version: string;
  from: string;
  scope: string[];
  strategy: 'loaded-first';
  shareConfig: { singleton: boolean; requiredVersion: string; eager: boolean; strictVersion: boolean };
  get: () => Promise<() => unknown>;
  deps: string[];
  useIn: string[];
  loading: null;
}
export type ShareScope = Record<string, Record<string, SharedEntry>>;

/** Versions of the provided modules as installed, from the build (shared/build/webpack.js). */
declare const __PROVIDED_SHARED__: Record<string, { version: string; requiredVersion: string }>;
export const providedVersions = __PROVIDED_SHARED__;

/**
 * The shell's modules, offered to every remote as singletons. "loaded-first" entries are never
 * replaced when a remote registers its own copy of the same version (the runtime's
 * `initializeSharing`), so remotes get the very instances the shell runs on: one React, one
 * emotion cache, one store. All remotes get this one object, as they would from a host runtime.
 */
export const shareScope: ShareScope = Object.fromEntries(
  Object.entries(providedVersions).map(([key, { version, requiredVersion }]) => [
    key,
    {
      [version]: {
        version,
        from: 'shell',
        scope: ['default'],
        strategy: 'loaded-first',
        shareConfig: { singleton: true, requiredVersion, eager: false, strictVersion: false },
        // Resolved once the shell's bootstrap has run (provided-modules.ts), not at start-up.
        get: () => providedModule(key).then((module) => () => module),
        deps: [],
        useIn: [],
        loading: null,
      },
    },
  ]),
);

/** The manifest the entry chunk already requested (early-manifest.ts), or a fresh request. */
async function readManifest(manifestUrl: string): Promise<RemoteManifest> {
  const response = await (takeEarlyManifest(manifestUrl) ?? fetch(manifestUrl));
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

async function startContainer(manifestUrl: string, exposedModule: string): Promise<FederationContainer> {
  const manifest = await readManifest(manifestUrl);
  const entry = remoteEntryUrl(manifestUrl, manifest);
  const globalName = manifest.metaData?.globalName;
  if (!entry || !globalName) throw new Error(`${manifestUrl} names no remote entry`);
  // The page's first chunks download alongside the entry, not after it has run.
  preloadRemoteScripts(remoteScriptUrls(manifestUrl, manifest, exposedModule));
  await loadScript(entry);
  const container = (window as unknown as Record<string, Partial<FederationContainer> | undefined>)[globalName];
  if (typeof container?.init !== 'function' || typeof container.get !== 'function') {
    throw new Error(`${entry} did not define the container "${globalName}"`);
  }
  await container.init(shareScope);
  return container as FederationContainer;
}

interface ContainerLoad {
  manifestUrl: string;
  promise: Promise<FederationContainer>;
  ready: boolean;
}
const containers = new Map<string, ContainerLoad>();

/**
 * A remote's container, loaded and initialised once per page view (a remotes.json read again
 * that names another deploy loads that one). A failure is not remembered: the next call (a
 * Retry) reads the manifest and runs the entry again.
 */
export function loadContainer(remote: string, manifestUrl: string, exposedModule: string): Promise<FederationContainer> {
  const current = containers.get(remote);
  if (current?.manifestUrl === manifestUrl) return current.promise;
  const load: ContainerLoad = { manifestUrl, ready: false, promise: startContainer(manifestUrl, exposedModule) };
  load.promise.then(
    () => {
      load.ready = true;
    },
    () => containers.get(remote) === load && containers.delete(remote),
  );
  containers.set(remote, load);
  return load.promise;
}

/**
 * Forgets a container that is still loading, so that after a timeout the next attempt starts
 * afresh instead of waiting on a request that hangs. A container that is ready stays.
 */
export function abandonUnfinishedContainer(remote: string): void {
  if (containers.get(remote)?.ready === false) containers.delete(remote);
}

/** An exposed module of a container, e.g. `ContactPage` for the container's `./ContactPage`. */
export async function loadExposedModule(container: FederationContainer, exposedModule: string): Promise<unknown> {
  const factory = await container.get(`./${exposedModule}`);
  return factory();
}
