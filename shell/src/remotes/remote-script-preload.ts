/** The parts of a remote's mf-manifest.json that say which scripts an exposed module needs. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The remote entry and the scripts an exposed module needs first, as absolute URLs. The remotes
 * build with publicPath "auto", which the runtime resolves to the manifest's folder.
 */
export function remoteScriptUrls(manifestUrl: string, manifest: RemoteManifest, exposedModule: string): string[] {
  const { publicPath = 'auto', remoteEntry } = manifest.metaData ?? {};
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const expose = manifest.exposes?.find((e) => e.name === exposedModule);
  if (!remoteEntry?.name || !expose) return [];
  const entryPath = remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/${remoteEntry.name}` : remoteEntry.name;
  return [entryPath, ...(expose.assets?.js?.sync ?? [])].map((file) => new URL(file, base).href);
}

/**
 * Asks the browser for those scripts now, with the same `<link rel="preload" as="script">`
 * the federation runtime itself adds later (which then finds them in place), so they download
 * alongside React rather than after the runtime has arrived and read the manifest.
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
