/**
 * Benchmark only: the single-bundle build swaps the shell's remote loader for this module,
 * which compiles the same exposed pages into the shell as ordinary lazy chunks: every page the
 * remotes declare (exposed-pages.val.js). Same API as shell/src/remotes/loading/load-remote-page.ts.
 */
import type { RemotePageModule } from '@site/shared';
import pages from './exposed-pages.val.js';

interface RemotePage {
  remote: string;
  module: string;
}

const loads = new Map<string, Promise<RemotePageModule>>();
const loaded = new Map<string, RemotePageModule>();
const keyOf = ({ remote, module }: RemotePage) => `${remote}/${module}`;

export function loadRemotePage(page: RemotePage): Promise<RemotePageModule> {
  const key = keyOf(page);
  let load = loads.get(key);
  if (!load) {
    const importPage = pages[key];
    if (!importPage) return Promise.reject(new Error(`No remote exposes ${key}`));
    load = importPage().then((mod) => {
      loaded.set(key, mod);
      return mod;
    });
    loads.set(key, load);
  }
  return load;
}

export function loadedRemotePage(page: RemotePage): RemotePageModule | undefined {
  return loaded.get(keyOf(page));
}

/**
 * The federated shell warms remotes.json, the runtime and the manifests after the first page;
 * a single bundle has none of them, and its pages' chunks load on intent as the remotes' do.
 */
export function warmRemotes(): Promise<void> {
  return Promise.resolve();
}

export function preloadRemotePage(page: RemotePage): void {
  loadRemotePage(page).catch(() => undefined);
}
