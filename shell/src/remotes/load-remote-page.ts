import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, isCompatibleContract, type RemotePageModule } from '@site/shared';
import { BASE_PATH } from '../app/build-settings';
import { fetchRemotesConfig, type RemoteName, type RemotesConfig } from './remotes-config';

/** Attempts per load, and the pause before each retry (a brief network blip should not show the fallback). */
export const REMOTE_RETRY_DELAYS_MS = [400, 1200] as const;

export class IncompatibleRemoteError extends Error {
  name = 'IncompatibleRemoteError';
  constructor(readonly remote: string, readonly remoteVersion: unknown) {
    super(`Remote "${remote}" was built against contract ${String(remoteVersion)}; this site runs ${CONTRACT_VERSION}`);
  }
}

let configPromise: Promise<RemotesConfig> | null = null;
const loaded = new Map<string, RemotePageModule>();
const inFlight = new Map<string, Promise<RemotePageModule>>();

function remotesConfig(): Promise<RemotesConfig> {
  configPromise ??= fetchRemotesConfig(`${BASE_PATH}remotes.json`).then((config) => {
    registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
    return config;
  });
  // A failed fetch is not remembered: Retry fetches remotes.json again.
  configPromise.catch(() => {
    configPromise = null;
  });
  return configPromise;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce(remote: RemoteName, module: string, forceReregister: boolean): Promise<RemotePageModule> {
  const config = await remotesConfig();
  if (forceReregister) {
    // Drops the runtime's cached (failed) entry so the next load really goes to the network.
    registerRemotes([{ name: remote, entry: config[remote] }], { force: true });
  }
  const mod = await loadRemote<RemotePageModule>(`${remote}/${module}`);
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`Remote "${remote}" did not provide ${module}`);
  }
  if (!isCompatibleContract(mod.contractVersion)) {
    throw new IncompatibleRemoteError(remote, mod.contractVersion);
  }
  return mod;
}

/** A page module already loaded, for an instant render on revisits. */
export function getLoadedRemotePage(remote: RemoteName, module: string): RemotePageModule | undefined {
  return loaded.get(`${remote}/${module}`);
}

/**
 * Loads an exposed page of a remote, retrying with backoff. An incompatible contract is
 * not retried: it will not fix itself.
 */
export function loadRemotePage(remote: RemoteName, module: string, { forceFirst = false } = {}): Promise<RemotePageModule> {
  const key = `${remote}/${module}`;
  const cached = loaded.get(key);
  if (cached) return Promise.resolve(cached);
  // A preload on hover and the visit that follows share one load.
  let request = inFlight.get(key);
  if (!request) {
    request = loadWithRetry(remote, module, forceFirst).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  return request;
}

async function loadWithRetry(remote: RemoteName, module: string, forceFirst: boolean): Promise<RemotePageModule> {
  const key = `${remote}/${module}`;
  let lastError: unknown;
  for (let attempt = 0; attempt <= REMOTE_RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await wait(REMOTE_RETRY_DELAYS_MS[attempt - 1]);
    try {
      const mod = await loadOnce(remote, module, forceFirst || attempt > 0);
      loaded.set(key, mod);
      return mod;
    } catch (error) {
      if (error instanceof IncompatibleRemoteError) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** Warms a remote page (link hover or focus) without surfacing errors: the real visit reports them. */
export function preloadRemotePage(remote: RemoteName, module: string): void {
  loadRemotePage(remote, module).catch(() => undefined);
}
