import { CONTRACT_VERSION, isCompatibleContract, type RemotePageModule } from '@site/shared';
import { IncompatibleRemoteError } from './incompatible-remote';
import type { RemotePage } from './remote-pages';
import { integrityMapUrl, remotesConfig, type RemoteVersion } from './remotes-config';
import { untilRejected } from './until-rejected';

/** Pauses before each retry: a brief network blip should not show the fallback. */
export const REMOTE_RETRY_DELAYS_MS = [400, 1200] as const;

/** The federation runtime, created once remotes.json and the runtime's own chunk are in. */
const federation = untilRejected(() =>
  Promise.all([remotesConfig(), import(/* webpackChunkName: "federation" */ './federation')]).then(([config, { createFederation }]) =>
    createFederation(config),
  ),
);

/** Asks the browser for a file now; a later fetch of the same URL, mode and integrity takes it. */
function preloadFetch(url: string, integrity: string | undefined): void {
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((l) => l.href === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  if (integrity) link.setAttribute('integrity', integrity);
  link.href = url;
  document.head.append(link);
}

/**
 * Asks for a remote's manifest, and the map of hashes a pinned version has beside it, while the
 * runtime's own code is still downloading: the runtime's requests for them then take these.
 */
function preloadManifest({ manifest, integrity }: RemoteVersion): void {
  preloadFetch(manifest, integrity?.manifest);
  if (integrity) preloadFetch(integrityMapUrl(manifest), integrity.files);
}

async function loadOnce({ remote, module }: RemotePage): Promise<RemotePageModule> {
  const runtime = federation();
  preloadManifest((await remotesConfig())[remote]);
  const mod = await (await runtime).loadRemote<Partial<RemotePageModule>>(`${remote}/${module}`);
  if (typeof mod?.default !== 'function') throw new Error(`Remote "${remote}" did not provide ${module}`);
  if (!isCompatibleContract(mod.contractVersion)) {
    throw new IncompatibleRemoteError(remote, `was built against contract ${String(mod.contractVersion)}; this site runs ${CONTRACT_VERSION}`);
  }
  return mod as RemotePageModule;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries with backoff; an incompatible remote is not retried: it will not fix itself. */
async function loadWithRetry(page: RemotePage): Promise<RemotePageModule> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadOnce(page);
    } catch (error) {
      if (error instanceof IncompatibleRemoteError || attempt === REMOTE_RETRY_DELAYS_MS.length) throw error;
      await wait(REMOTE_RETRY_DELAYS_MS[attempt]);
    }
  }
}

const pages = new Map<string, () => Promise<RemotePageModule>>();
const loadedPages = new Map<string, RemotePageModule>();
const keyOf = ({ remote, module }: RemotePage) => `${remote}/${module}`;

/**
 * An exposed page of a remote. One promise per page for the page view: the hover that preloads
 * it and the visit share it. After a failure the next call (the fallback's Retry) loads it
 * afresh.
 */
export function loadRemotePage(page: RemotePage): Promise<RemotePageModule> {
  const key = keyOf(page);
  let load = pages.get(key);
  if (!load) {
    load = untilRejected(() =>
      loadWithRetry(page).then((mod) => {
        loadedPages.set(key, mod);
        return mod;
      }),
    );
    pages.set(key, load);
  }
  return load();
}

/**
 * A page whose code has arrived (preloaded on hover, or visited before), so it renders at once:
 * React's `use()` suspends once even on a promise that has already resolved.
 */
export function loadedRemotePage(page: RemotePage): RemotePageModule | undefined {
  return loadedPages.get(keyOf(page));
}

/** Starts loading a page ahead of its visit (intent on a link); the visit reports any error. */
export function preloadRemotePage(page: RemotePage): void {
  loadRemotePage(page).catch(() => undefined);
}

/** Fetches remotes.json alone, so that a later visit has only the remote left to fetch. */
export function prepareRemotes(): void {
  remotesConfig().catch(() => undefined);
}
