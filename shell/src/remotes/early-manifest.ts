import { fetchManifest, preloadRemoteScripts, readManifest, remoteScriptUrls, type RemoteManifest } from './remote-manifest';

/**
 * On a remote's first page, the remote loader (container-host.ts) cannot ask for the remote's
 * manifest until its own chunk has arrived. The entry chunk asks for it instead, as soon as
 * remotes.json names it, and the loader takes the manifest from here instead of requesting it
 * again. The page's scripts named in the manifest are preloaded at once.
 * (Preloading them made the first paint later while it waited for React; index.html's static
 * frame paints first now, so their bandwidth only moves the page itself earlier.)
 */

/** The early request and the manifest read from it: the body is parsed once, here. */
interface EarlyManifest {
  response: Promise<Response>;
  manifest: Promise<RemoteManifest>;
}
const manifests = new Map<string, EarlyManifest>();

/** Starts fetching a remote's manifest, then preloads the scripts `exposedModule` needs. */
export function startManifestEarly(manifestUrl: string, exposedModule: string): void {
  const response = fetch(manifestUrl);
  const manifest = response.then((res) => readManifest(manifestUrl, res));
  // A failure is handled when the loader takes the manifest; one that cannot be read just
  // preloads nothing.
  manifest.then((read) => preloadRemoteScripts(remoteScriptUrls(manifestUrl, read, exposedModule)), () => undefined);
  manifests.set(manifestUrl, { response, manifest });
}

/**
 * The early manifest for this URL, handed over once; undefined when there is none. An early
 * request that failed (network or HTTP error) is made again, so the loader sees the outcome of
 * a fresh one; a body that could not be read is the loader's answer as it is.
 */
export function takeEarlyManifest(manifestUrl: string): Promise<RemoteManifest> | undefined {
  const early = manifests.get(manifestUrl);
  if (!early) return undefined;
  manifests.delete(manifestUrl);
  const again = () => fetchManifest(manifestUrl);
  return early.response.then((res) => (res.ok ? early.manifest : again()), again);
}
