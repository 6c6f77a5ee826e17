import { CONTRACT_VERSION, isCompatibleContract, type RemotePageModule } from '@site/shared';
import { REMOTE_REQUEST_TIMEOUT_MS } from '../../environment';
import { IncompatibleRemoteError } from './incompatible-remote';
import type { Manifest } from '@module-federation/sdk';
import { untilRejected } from '../../scheduling';
import { remotesConfig } from '../preview/tab-remotes';
import { remoteModuleId, remotePagesOf, type RemoteName, type RemotePage } from '../registry/remote-pages';
import { integrityMapUrl, type RemoteVersion } from '../registry/remotes-config';
import { readEarlyJson, requestEarly } from './early-requests';
import type { IntegrityMap } from './federation';
import { hintPageScripts, learnPageScripts } from './script-hints';

/** Pauses before each retry: a brief network blip should not show the fallback. */
export const REMOTE_RETRY_DELAYS_MS = [400, 1200] as const;

/** The chunk with the federation runtime and the site's rules for it. */
const federationChunk = () => import(/* webpackChunkName: "federation" */ './federation');

/** The federation runtime, created once remotes.json and the runtime's own chunk are in. */
const federation = untilRejected(() =>
  Promise.all([remotesConfig(), federationChunk()]).then(([config, { createFederation }]) => createFederation(config)),
);

/**
 * Asks for a remote's manifest, and the map of hashes a pinned version has beside it, ahead of
 * the runtime (early-requests.ts): on a visit while the runtime's own code is still downloading,
 * and when warming long before, at the lowest priority. The runtime's requests take these.
 */
function requestManifest({ manifest, integrity }: RemoteVersion, priority: RequestPriority): void {
  requestEarly(manifest, integrity?.manifest, priority);
  if (integrity) requestEarly(integrityMapUrl(manifest), integrity.files, priority);
}

/** The remotes whose load has started: their manifests are the runtime's already. */
const startedRemotes = new Set<RemoteName>();

async function loadOnce(page: RemotePage): Promise<RemotePageModule> {
  const { remote, module } = page;
  const runtime = federation();
  const config = await remotesConfig();
  // Once per remote: after that the runtime has its manifest, or asks for it itself on a retry.
  // A remote whose pages the deploy declares but which remotes.json does not run (a preview of
  // its first release that the deploy refused): the page's fallback says it is unavailable.
  if (!(remote in config)) throw new Error(`remotes.json runs no version of "${remote}"`);
  if (!startedRemotes.has(remote)) {
    startedRemotes.add(remote);
    requestManifest(config[remote], 'auto');
  }
  // The runtime's work (reading the manifest, adding the scripts) starts in a task of its own;
  // the requests above, and the page's scripts (loadRemotePage), are asked for before it. A
  // finger's intent (pointerover) comes in the same touch as the tap: run inside that event,
  // this work held the tap's click back (docs/performance.md, "A cold tap, traced").
  await new Promise((resolve) => setTimeout(resolve, 0));
  const mod = await (await runtime).loadRemote<Partial<RemotePageModule>>(remoteModuleId(page));
  if (typeof mod?.default !== 'function') throw new Error(`Remote "${remote}" did not provide ${module}`);
  if (!isCompatibleContract(mod.contractVersion)) {
    throw new IncompatibleRemoteError(remote, `was built against contract ${String(mod.contractVersion)}; this site runs ${CONTRACT_VERSION}`);
  }
  return mod as RemotePageModule;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries with backoff, which gets a visit past a blip. An incompatible remote is not retried:
 * it will not fix itself. Nor is a load that has already lasted a whole request deadline: that
 * failure was a request that never answered, and for a script the browser would hand the retry
 * the same pending request, so retrying would only keep the loading state on screen for two
 * more deadlines. The visitor gets the fallback instead, whose Retry asks afresh.
 */
async function loadWithRetry(page: RemotePage): Promise<RemotePageModule> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadOnce(page);
    } catch (error) {
      const waitedOut = Date.now() - started >= REMOTE_REQUEST_TIMEOUT_MS;
      if (error instanceof IncompatibleRemoteError || waitedOut || attempt === REMOTE_RETRY_DELAYS_MS.length) throw error;
      await wait(REMOTE_RETRY_DELAYS_MS[attempt]);
    }
  }
}

const pages = new Map<string, () => Promise<RemotePageModule>>();
const loadedPages = new Map<string, RemotePageModule>();

/**
 * An exposed page of a remote. One promise per page for the page view: the hover that preloads
 * it and the visit share it. After a failure the next call (the fallback's Retry) loads it
 * afresh. The first call also asks at once for the page's scripts, when warming has learnt
 * them (script-hints.ts): before the navigation renders, where the runtime would ask later.
 */
export function loadRemotePage(page: RemotePage): Promise<RemotePageModule> {
  const key = remoteModuleId(page);
  let load = pages.get(key);
  if (!load) {
    hintPageScripts(page);
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
 * A page whose code has arrived (preloaded on hover, or visited before), so it renders in the
 * first render, with no loading state for a frame: a promise cannot be read synchronously.
 */
export function loadedRemotePage(page: RemotePage): RemotePageModule | undefined {
  return loadedPages.get(remoteModuleId(page));
}

/** Starts loading a page ahead of its visit (intent on a link); the visit reports any error. */
export function preloadRemotePage(page: RemotePage): void {
  loadRemotePage(page).catch(() => undefined);
}

/**
 * Warms, once the first page is complete, what a first visit to any remote page would
 * otherwise wait for, one request after another: remotes.json, the runtime's chunk, and each
 * remote's manifest and map of hashes. From those it learns which scripts each page's first
 * visit runs, for a tap to ask for them at once (script-hints.ts). The scripts themselves stay
 * with the visit: three entries and their pages would cost a visitor who never taps several
 * times what this does (docs/architecture.md, "Loading a remote page"). A failure here shows nothing: the visit asks again
 * and decides.
 */
export async function warmRemotes(): Promise<void> {
  const [config, { firstVisitScripts }] = await Promise.all([remotesConfig(), federationChunk(), federation()]);
  const warming = Object.entries(config)
    .filter(([remote]) => !startedRemotes.has(remote))
    .map(async ([remote, version]) => {
      requestManifest(version, 'low');
      const [manifest, integrityMap] = await Promise.all([
        readEarlyJson(version.manifest),
        version.integrity ? readEarlyJson(integrityMapUrl(version.manifest)) : undefined,
      ]);
      if (!manifest) return;
      for (const page of remotePagesOf(remote)) {
        learnPageScripts(page, firstVisitScripts(manifest as Manifest, version.manifest, page.module, integrityMap as IntegrityMap | undefined));
      }
    });
  await Promise.allSettled(warming);
}
