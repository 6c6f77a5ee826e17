/** The parts of a remote's mf-manifest.json the shell reads. */
export interface RemoteManifest {
  metaData?: { globalName?: string; publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The manifest in a response: an HTTP error or a body that is not JSON rejects. */
export async function readManifest(manifestUrl: string, response: Response): Promise<RemoteManifest> {
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

export async function fetchManifest(manifestUrl: string): Promise<RemoteManifest> {
  return readManifest(manifestUrl, await fetch(manifestUrl));
}

/**
 * The folder a remote's files are served from. The remotes build with publicPath "auto",
 * which resolves to the folder of their remote entry, beside the manifest.
 */
function baseUrl(manifestUrl: string, manifest: RemoteManifest): URL {
  const publicPath = manifest.metaData?.publicPath ?? 'auto';
  return new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
}

/** The remote entry's absolute URL, or undefined when the manifest does not name one. */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifest): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return undefined;
  const file = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  return new URL(file, baseUrl(manifestUrl, manifest)).href;
}

/** The remote entry and the scripts an exposed module needs first, as absolute URLs. */
export function remoteScriptUrls(manifestUrl: string, manifest: RemoteManifest, exposedModule: string): string[] {
  const entry = remoteEntryUrl(manifestUrl, manifest);
  const expose = manifest.exposes?.find((e) => e.name === exposedModule);
  if (!entry || !expose) return [];
  const base = baseUrl(manifestUrl, manifest);
  return [entry, ...(expose.assets?.js?.sync ?? []).map((file) => new URL(file, base).href)];
}

/**
 * Asks the browser for those scripts now, with `<link rel="preload" as="script">`, so the
 * page's chunks download alongside the remote entry (and, on a first visit, alongside React)
 * rather than one after another. The script tags that follow find them in place.
 */
export function preloadRemoteScripts(urls: string[]): void {
  const present = new Set([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href));
  for (const href of urls) {
    if (present.has(href)) continue;
    present.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.appendChild(link);
  }
}
