import { createInstance, satisfy, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { generateSnapshotFromManifest, getResourceUrl, type Manifest } from '@module-federation/sdk';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { FEDERATION_RUNTIME_VERSION, PROVIDED_SHARED, REMOTE_REQUEST_TIMEOUT_MS } from '../../environment';
import { takeEarly } from './early-requests';
import { IncompatibleRemoteError } from './incompatible-remote';
import { INTEGRITY_MAP_FILE, integrityMapUrl, type RemotesConfig } from '../registry/remotes-config';
import type { ScriptHint } from './script-hints';

/**
 * The shell's Module Federation runtime: one instance, created with the first remote a visitor
 * needs. This module is a chunk of its own, so pages that load no remote never download it.
 * Remotes are built with `experiments.externalRuntime` and run on this same copy of the runtime
 * (provided by the inject-external-runtime-core plugin), so a visit downloads it once.
 */

export type Federation = ModuleFederation;

/** The shell's own instance of a module: the very React (store, emotion cache) it renders with. */
function shellModule(key: string) {
  return import(/* webpackChunkName: "shell-modules" */ './shell-modules').then(({ shellModules }) => () => shellModules[key]);
}

interface RemoteManifest {
  metaData?: { pluginVersion?: string };
  shared?: { name?: string; requiredVersion?: string | false }[];
}

/**
 * What a remote needs that this shell does not provide: a singleton whose version here is
 * outside the range the remote was built for, or a federation runtime older than the remote's
 * build plugin. Read from the remote's manifest, where its build declares them. A library part
 * the shell provides (lucide-react's icon factory) is no requirement: a remote whose range this
 * copy does not meet runs its own.
 */
export function unmetRequirements(manifest: RemoteManifest): string[] {
  const unmet: string[] = [];
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    const provided = name ? PROVIDED_SHARED[name] : undefined;
    if (provided?.singleton && typeof requiredVersion === 'string' && !satisfy(provided.version, requiredVersion)) {
      unmet.push(`${name}@${requiredVersion} (the site runs ${provided.version})`);
    }
  }
  const builtWith = manifest.metaData?.pluginVersion;
  if (builtWith && !satisfy(FEDERATION_RUNTIME_VERSION, `^${builtWith}`)) {
    unmet.push(`the federation runtime ^${builtWith} (the site runs ${FEDERATION_RUNTIME_VERSION})`);
  }
  return unmet;
}

export interface IntegrityMap {
  files?: Record<string, string>;
}

/** A version's map of hashes by the URL each script has: its files are named from the manifest's folder. */
function hashesByUrl({ files = {} }: IntegrityMap, manifestUrl: string): Map<string, string> {
  return new Map(Object.entries(files).map(([file, hash]) => [new URL(file, manifestUrl).href, hash]));
}

/**
 * The scripts the runtime adds when `expose` of this remote is first loaded: the remote's entry
 * and the expose's own chunks (the "sync" assets its snapshot plugin preloads alongside),
 * resolved with the runtime's own functions from the manifest, each with the hash the
 * integrity map pins it to. Nothing when the remote would be refused (unmet requirements, or
 * a pinned version whose map does not list a script). package.json pins @module-federation/sdk
 * to the runtime's own version, so these two functions are the runtime's copy, not a second.
 */
export function firstVisitScripts(manifest: Manifest, manifestUrl: string, expose: string, integrityMap?: IntegrityMap): ScriptHint[] {
  if (unmetRequirements(manifest).length) return [];
  const snapshot = generateSnapshotFromManifest(manifest, { version: manifestUrl });
  const exposed = snapshot.modules.find(({ moduleName }) => moduleName === expose);
  if (!exposed) return [];
  const hashes = integrityMap && hashesByUrl(integrityMap, manifestUrl);
  const scripts = [snapshot.remoteEntry, ...exposed.assets.js.sync].map((file) => {
    const url = new URL(getResourceUrl(snapshot, file), document.baseURI).href;
    return { url, integrity: hashes?.get(url) };
  });
  return hashes && scripts.some(({ integrity }) => !integrity) ? [] : scripts;
}

/**
 * A manifest or map of hashes: the request warming made for it (early-requests.ts) if there is
 * one, else a new one. Either way the visit's deadline applies.
 */
function request(url: string, init: RequestInit, integrity: string | undefined, signal: AbortSignal): Promise<Response> {
  const early = takeEarly(url, integrity);
  if (!early) return fetch(url, { ...init, signal, ...(integrity ? { integrity } : {}) });
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason instanceof Error ? signal.reason : new Error(`${url} took too long`)), {
      once: true,
    });
    early.then(resolve, reject);
  });
}

/**
 * The site's rules for remotes, through the runtime's documented hooks:
 *   - every request for a manifest or a remote entry gives up after a while, and the runtime
 *     then forgets it. A manifest's retry is a new request; a script's would be handed the
 *     browser's same pending one, which is why the loader does not retry after a deadline
 *     (load-remote-page.ts);
 *   - a remote whose requirements the shell does not meet is refused before any module runs;
 *   - a remote that remotes.json pins (remotes-config.ts) is checked by the browser at every
 *     step: its manifest and its mf-integrity.json are fetched with their pinned SHA-384, and
 *     every script of it the runtime adds (the entry, the chunks it preloads) carries the hash
 *     that map gives; a script of a pinned remote that the map does not list is not loaded.
 *     The chunks the remote's own webpack runtime loads carry theirs from the entry
 *     (platform/webpack/plugins/remote-integrity-plugin.js).
 */
export function sitePolicyPlugin(config: RemotesConfig): ModuleFederationRuntimePlugin {
  const unmetByRemote = new Map<string, string[]>();
  const pinnedScripts = new Map<string, string>();
  const pinnedFolders = Object.values(config)
    .filter(({ integrity }) => integrity)
    .map(({ manifest }) => new URL('.', manifest).href);

  async function fetchIntegrityMap(manifestUrl: string, integrity: string, signal: AbortSignal): Promise<void> {
    const response = await request(integrityMapUrl(manifestUrl), {}, integrity, signal);
    if (!response.ok) throw new Error(`${INTEGRITY_MAP_FILE} of ${manifestUrl} answered ${response.status}`);
    for (const [url, hash] of hashesByUrl((await response.json()) as IntegrityMap, manifestUrl)) pinnedScripts.set(url, hash);
  }

  return {
    name: 'site-remote-policy',
    async fetch(manifestUrl, requestInit, remoteInfo) {
      const version = remoteInfo ? config[remoteInfo.name] : undefined;
      const pins = version?.manifest === manifestUrl ? version.integrity : undefined;
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(new Error(`${manifestUrl} took over ${REMOTE_REQUEST_TIMEOUT_MS} ms`)), REMOTE_REQUEST_TIMEOUT_MS);
      try {
        const [response] = await Promise.all([
          request(manifestUrl, requestInit, pins?.manifest, deadline.signal),
          pins ? fetchIntegrityMap(manifestUrl, pins.files, deadline.signal) : undefined,
        ]);
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        // The body is read here, within the deadline; the runtime reads its copy after.
        const manifest = (await response.clone().json()) as RemoteManifest;
        if (remoteInfo) unmetByRemote.set(remoteInfo.name, unmetRequirements(manifest));
        return response;
      } finally {
        clearTimeout(timer);
      }
    },
    createScript({ url, attrs }) {
      const integrity = pinnedScripts.get(url);
      if (!integrity && pinnedFolders.some((folder) => url.startsWith(folder))) {
        throw new Error(`${url} is not in its remote's ${INTEGRITY_MAP_FILE}: it is not loaded`);
      }
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        // The runtime asks for type="text/javascript", which HTML says to leave out of a classic script.
        if (name === 'type' && value === 'text/javascript') continue;
        script.setAttribute(name, String(value));
      }
      if (integrity) {
        script.setAttribute('integrity', integrity);
        script.setAttribute('crossorigin', 'anonymous');
      }
      script.src = url;
      return { script, timeout: REMOTE_REQUEST_TIMEOUT_MS };
    },
    // Runs once the manifest is in (the runtime's snapshot plugin fetches it in this hook first).
    afterResolve(args) {
      const unmet = unmetByRemote.get(args.remote.name);
      if (unmet?.length) throw new IncompatibleRemoteError(args.remote.name, `needs ${unmet.join(', ')}`);
      return args;
    },
  };
}

/** The runtime instance the shell loads every remote through. */
export function createFederation(config: RemotesConfig): Federation {
  const federation = createInstance({
    name: 'shell',
    remotes: Object.entries(config).map(([name, { manifest }]) => ({ name, entry: manifest })),
    shared: Object.fromEntries(
      Object.entries(PROVIDED_SHARED).map(([key, { version, requiredVersion, singleton }]) => [
        key,
        { version, get: () => shellModule(key), shareConfig: { singleton, requiredVersion } },
      ]),
    ),
    // Remotes load when a visitor needs them, not all at start-up ('version-first' would).
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), sitePolicyPlugin(config)],
  });
  // The shell runs on these instances already: loading them through the runtime marks them in
  // use, and 'loaded-first' then never lets a remote's own copy of another version replace them.
  for (const key of Object.keys(PROVIDED_SHARED)) federation.loadShare(key).catch(() => undefined);
  return federation;
}
