import { CONTRACT_VERSION, isCompatibleContract, type RemotePageModule } from '@site/shared';
import { BASE_PATH } from '../app/build-settings';
import { yieldToMain } from '../app/yield-to-main';
import { abandonUnfinishedContainer, loadContainer, loadExposedModule, type FederationContainer } from './container-host';
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

/**
 * remotes.json, fetched once per page view. A failure is not remembered: Retry fetches it again.
 */
let configPromise: Promise<RemotesConfig> | null = null;
const loaded = new Map<string, RemotePageModule>();
const inFlight = new Map<string, Promise<RemotePageModule>>();

function remotesConfig(): Promise<RemotesConfig> {
  if (!configPromise) {
    const request = takeEarlyRemotesConfig() ?? fetchRemotesConfig(`${BASE_PATH}remotes.json`);
    request.catch(() => configPromise === request && (configPromise = null));
    configPromise = request;
  }
  return configPromise;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The container load an attempt waits on, so a failed attempt can give up that load alone. */
type Attempt = { containerLoad?: Promise<FederationContainer> };

async function loadOnce(remote: RemoteName, module: string, attempt: Attempt): Promise<RemotePageModule> {
  const config = await remotesConfig();
  // On a first visit remotes.json usually arrives together with React: reading the manifest and
  // running the remote entry are tasks of their own, not part of the shell's first render's.
  await yieldToMain();
  attempt.containerLoad = loadContainer(remote, config[remote], module);
  const container = await attempt.containerLoad;
  await yieldToMain();
  const mod = (await loadExposedModule(container, module)) as RemotePageModule | undefined;
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
export function loadRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const key = `${remote}/${module}`;
  const cached = loaded.get(key);
  if (cached) return Promise.resolve(cached);
  // A preload on hover and the visit that follows share one load.
  let request = inFlight.get(key);
  if (!request) {
    request = loadWithRetry(remote, module).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  return request;
}

async function loadWithRetry(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const key = `${remote}/${module}`;
  let lastError: unknown;
  for (let attempt = 0; attempt <= REMOTE_RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await wait(REMOTE_RETRY_DELAYS_MS[attempt - 1]);
    const current: Attempt = {};
    try {
      const mod = await withTimeout(loadOnce(remote, module, current), REMOTE_ATTEMPT_TIMEOUT_MS, key);
      loaded.set(key, mod);
      return mod;
    } catch (error) {
      // A load that timed out may still hang on a request; the next attempt must not wait on it.
      if (current.containerLoad) abandonUnfinishedContainer(remote, current.containerLoad);
      if (error instanceof IncompatibleRemoteError) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Fetches remotes.json without loading any remote, so that a later visit or hover has only the
 * remote itself left to fetch. Errors are left to that visit.
 */
export function prepareRemotes(): void {
  remotesConfig().catch(() => undefined);
}

/** Warms a remote page (link hover or focus) without surfacing errors: the real visit reports them. */
export function preloadRemotePage(remote: RemoteName, module: string): void {
  loadRemotePage(remote, module).catch(() => undefined);
}
