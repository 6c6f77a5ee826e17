import { preloadRemoteScripts, remoteScriptUrls } from './remote-manifest';

/**
 * On a remote's first page, the remote loader (container-host.ts) cannot ask for the remote's
 * manifest until its own chunk has arrived. The entry chunk asks for it instead, as soon as
 * remotes.json names it, and the loader takes the response from here instead of requesting it
 * again. The page's scripts named in the manifest are preloaded at once.
 * (Preloading them made the first paint later while it waited for React; index.html's static
 * frame paints first now, so their bandwidth only moves the page itself earlier.)
 */

const manifests = new Map<string, Promise<Response>>();

/** Starts fetching a remote's manifest, then preloads the scripts `exposedModule` needs. */
export function startManifestEarly(manifestUrl: string, exposedModule: string): void {
  const response = fetch(manifestUrl);
  // Cloned before the loader can take the body; a failure is handled when the loader takes
  // the response (it asks again), and a manifest that cannot be read just preloads nothing.
  response
    .then(async (res) => {
      if (res.ok) preloadRemoteScripts(remoteScriptUrls(manifestUrl, await res.clone().json(), exposedModule));
    })
    .catch(() => undefined);
  manifests.set(manifestUrl, response);
}

/**
 * The early manifest response for this URL, handed over once; undefined when there is none.
 * An early request that failed is made again, so the loader sees the outcome of a fresh one.
 */
export function takeEarlyManifest(manifestUrl: string): Promise<Response> | undefined {
  const response = manifests.get(manifestUrl);
  if (!response) return undefined;
  manifests.delete(manifestUrl);
  const again = () => fetch(manifestUrl);
  return response.then((res) => (res.ok ? res : again()), again);
}
