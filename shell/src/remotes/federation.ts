import { createInstance, satisfy, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { FEDERATION_RUNTIME_VERSION, PROVIDED_SHARED, REMOTE_REQUEST_TIMEOUT_MS } from '../app/build-settings';
import { IncompatibleRemoteError } from './incompatible-remote';
import type { RemotesConfig } from './remotes-config';

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
 * What a remote needs that this shell does not provide: a shared module whose version here is
 * outside the range the remote was built for, or a federation runtime older than the remote's
 * build plugin. Read from the remote's manifest, where its build declares them.
 */
export function unmetRequirements(manifest: RemoteManifest): string[] {
  const unmet: string[] = [];
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    const provided = name ? PROVIDED_SHARED[name] : undefined;
    if (provided && typeof requiredVersion === 'string' && !satisfy(provided.version, requiredVersion)) {
      unmet.push(`${name}@${requiredVersion} (the site runs ${provided.version})`);
    }
  }
  const builtWith = manifest.metaData?.pluginVersion;
  if (builtWith && !satisfy(FEDERATION_RUNTIME_VERSION, `^${builtWith}`)) {
    unmet.push(`the federation runtime ^${builtWith} (the site runs ${FEDERATION_RUNTIME_VERSION})`);
  }
  return unmet;
}

/**
 * The site's rules for remotes, through the runtime's documented hooks: every request for a
 * manifest or a remote entry gives up after a while (the runtime then forgets it, so a retry
 * starts afresh instead of waiting on a hung request), and a remote whose requirements the
 * shell does not meet is refused before any of its modules runs.
 */
export function sitePolicyPlugin(): ModuleFederationRuntimePlugin {
  const unmetByRemote = new Map<string, string[]>();
  return {
    name: 'site-remote-policy',
    async fetch(manifestUrl, requestInit, remoteInfo) {
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(new Error(`${manifestUrl} took over ${REMOTE_REQUEST_TIMEOUT_MS} ms`)), REMOTE_REQUEST_TIMEOUT_MS);
      try {
        const response = await fetch(manifestUrl, { ...requestInit, signal: deadline.signal });
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
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
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
    remotes: Object.entries(config).map(([name, entry]) => ({ name, entry })),
    shared: Object.fromEntries(
      Object.entries(PROVIDED_SHARED).map(([key, { version, requiredVersion }]) => [
        key,
        { version, get: () => shellModule(key), shareConfig: { singleton: true, requiredVersion } },
      ]),
    ),
    // Remotes load when a visitor needs them, not all at start-up ('version-first' would).
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), sitePolicyPlugin()],
  });
  // The shell runs on these instances already: loading them through the runtime marks them in
  // use, and 'loaded-first' then never lets a remote's own copy of another version replace them.
  for (const key of Object.keys(PROVIDED_SHARED)) federation.loadShare(key).catch(() => undefined);
  return federation;
}
