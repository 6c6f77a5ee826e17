import { CONTRACT_VERSION, isCompatibleContract, type RemotePageModule } from '@site/shared';
import { BASE_PATH } from '../app/build-settings';
import { yieldToMain } from '../app/yield-to-main';
import { takeEarlyRemotesConfig } from './early-remotes-config';
import { fetchRemotesConfig, type RemoteName, type RemotesConfig } from './remotes-config';

/** Pauses before each retry: a brief network blip should not show the fallback. */
export const REMOTE_RETRY_DELAYS_MS = [400, 1200] as const;
/** One attempt that has not settled by then counts as failed (a hung request must not spin forever). */
export const REMOTE_ATTEMPT_TIMEOUT_MS = 15_000;

export class IncompatibleRemoteError extends Error {
  name = 'IncompatibleRemoteError';
  constructor(readonly remote: string, readonly remoteVersion: unknown) {
    super(`Remote "${remote}" was built against contract ${String(remoteVersion)}; this site runs ${CONTRACT_VERSION}`);
  }
}

type FederationHost = (typeof import('./federation-host'))['federation'];

/**
 * The remotes registered with the federation host. The host's chunk (the federation runtime)
 * is imported here, on the first remote page or intent; webpack runs it once and retries a
 * failed chunk on the next import.
 */
let registeredPromise: Promise<{ config: RemotesConfig; host: FederationHost }> | null = null;
const loaded = new Map<string, RemotePageModule>();
const inFlight = new Map<string, Promise<RemotePageModule>>();
/**
 * Remotes whose last load failed. The federation runtime can keep a failed manifest's promise
 * pending, so the next load of such a remote always re-registers it first.
 */
const failedRemotes = new Set<RemoteName>();

function registeredRemotes(): Promise<{ config: RemotesConfig; host: FederationHost }> {
  registeredPromise ??= Promise.all([
    takeEarlyRemotesConfig() ?? fetchRemotesConfig(`${BASE_PATH}remotes.json`),
    import(/* webpackChunkName: "federation-host" */ './federation-host'),
  ]).then(async ([config, { federation: host }]) => {
    // The host chunk usually becomes ready together with React on a first visit; registering
    // and loading the remote are tasks of their own, not part of the shell's first render's.
    await yieldToMain();
    host.registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
    return { config, host };
  });
  // A failure is not remembered: Retry fetches remotes.json (and the host chunk) again.
  registeredPromise.catch(() => {
    registeredPromise = null;
  });
  return registeredPromise;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadOnce(remote: RemoteName, module: string, forceReregister: boolean): Promise<RemotePageModule> {
  const { config, host } = await registeredRemotes();
  if (forceReregister) {
    // Drops the runtime's cached (failed) entry so the next load really goes to the network.
    host.registerRemotes([{ name: remote, entry: config[remote] }], { force: true });
  }
  // Resolving the manifest and queuing the remote's scripts is its own task as well.
  await yieldToMain();
  const mod = await host.loadRemote<RemotePageModule>(`${remote}/${module}`);
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
      const force = forceFirst || attempt > 0 || failedRemotes.has(remote);
      const mod = await withTimeout(loadOnce(remote, module, force), REMOTE_ATTEMPT_TIMEOUT_MS, key);
      loaded.set(key, mod);
      failedRemotes.delete(remote);
      return mod;
    } catch (error) {
      failedRemotes.add(remote);
      if (error instanceof IncompatibleRemoteError) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Fetches remotes.json and the federation runtime without loading any remote, so that a later
 * visit or hover has only the remote itself left to fetch. Errors are left to that visit.
 */
export function prepareRemotes(): void {
  registeredRemotes().catch(() => undefined);
}

/** Warms a remote page (link hover or focus) without surfacing errors: the real visit reports them. */
export function preloadRemotePage(remote: RemoteName, module: string): void {
  loadRemotePage(remote, module).catch(() => undefined);
}
