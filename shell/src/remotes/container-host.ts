import { takeEarlyManifest } from './early-manifest';
import { loadScript } from './load-script';
import { providedModule } from './provided-modules';
import { fetchManifest, preloadRemoteScripts, remoteEntryUrl, remoteScriptUrls } from './remote-manifest';

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
  loaded: true;
}
export type ShareScope = Record<string, Record<string, SharedEntry>>;

/** Versions of the provided modules as installed, from the build (shared/build/webpack.js). */
declare const __PROVIDED_SHARED__: Record<string, { version: string; requiredVersion: string }>;
export const providedVersions = __PROVIDED_SHARED__;

/**
 * The shell's modules, offered to every remote as singletons: one React, one emotion cache, one
 * store. Each entry is marked loaded (the shell runs on it), so a remote's runtime picks it
 * over the remote's own copy even when that copy is a newer version (it warns if the version
 * does not meet the remote's range), and "loaded-first" keeps a remote's copy of the same
 * version from replacing it (the runtime's `initializeSharing`). All remotes get this one
 * object, as they would from a host runtime. The entries follow the runtime's own share format
 * (runtime-core's `formatShare`); container-host.test.ts runs the real runtime against them.
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
        loaded: true,
      },
    },
  ]),
);

interface ContainerLoad {
  promise: Promise<FederationContainer>;
  ready: boolean;
  abandoned: boolean;
}
const containers = new Map<string, ContainerLoad>();

async function startContainer(load: ContainerLoad, manifestUrl: string, exposedModule: string): Promise<FederationContainer> {
  // A load given up on (a timeout) stops at its next step, so a late answer neither runs the
  // entry a second time nor initialises the container a newer load has put in place.
  const goOn = () => {
    if (load.abandoned) throw new Error(`The load of ${manifestUrl} was abandoned`);
  };
  // The manifest the entry chunk already requested (early-manifest.ts), or a fresh request.
  const manifest = await (takeEarlyManifest(manifestUrl) ?? fetchManifest(manifestUrl));
  goOn();
  const entry = remoteEntryUrl(manifestUrl, manifest);
  const globalName = manifest.metaData?.globalName;
  if (!entry || !globalName) throw new Error(`${manifestUrl} names no remote entry`);
  // The page's first chunks download alongside the entry, not after it has run.
  preloadRemoteScripts(remoteScriptUrls(manifestUrl, manifest, exposedModule));
  await loadScript(entry);
  goOn();
  const container = (window as unknown as Record<string, Partial<FederationContainer> | undefined>)[globalName];
  if (typeof container?.init !== 'function' || typeof container.get !== 'function') {
    throw new Error(`${entry} did not define the container "${globalName}"`);
  }
  await container.init(shareScope);
  return container as FederationContainer;
}

/**
 * A remote's container, loaded and initialised once per page view. A failure is not
 * remembered: the next call (a Retry) reads the manifest and runs the entry again.
 */
export function loadContainer(remote: string, manifestUrl: string, exposedModule: string): Promise<FederationContainer> {
  const current = containers.get(remote);
  if (current) return current.promise;
  const load = { ready: false, abandoned: false } as ContainerLoad;
  load.promise = startContainer(load, manifestUrl, exposedModule);
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
 * Gives up on a load that has not finished (an attempt that timed out), so that the next
 * attempt starts afresh instead of waiting on a request that hangs. Only the load that attempt
 * used: a container that is ready, or a newer load, stays.
 */
export function abandonUnfinishedContainer(remote: string, promise: Promise<FederationContainer>): void {
  const load = containers.get(remote);
  if (!load || load.promise !== promise || load.ready) return;
  load.abandoned = true;
  containers.delete(remote);
}

/** An exposed module of a container, e.g. `ContactPage` for the container's `./ContactPage`. */
export async function loadExposedModule(container: FederationContainer, exposedModule: string): Promise<unknown> {
  const factory = await container.get(`./${exposedModule}`);
  return factory();
}
