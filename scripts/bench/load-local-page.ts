/**
 * Benchmark only: the single-bundle build swaps the shell's remote loader for this module,
 * which compiles the same exposed pages into the shell as ordinary lazy chunks. Same API as
 * shell/src/remotes/load-remote-page.ts.
 */
import type { RemotePageModule } from '@site/shared';

type RemoteName = 'solutions' | 'resources' | 'contact';

const pages: Record<string, () => Promise<RemotePageModule>> = {
  'solutions/SolutionsPage': () => import('../../remote-solutions/src/exposes/SolutionsPage'),
  'resources/ResourcesPage': () => import('../../remote-resources/src/exposes/ResourcesPage'),
  'resources/ArticlePage': () => import('../../remote-resources/src/exposes/ArticlePage'),
  'contact/ContactPage': () => import('../../remote-contact/src/exposes/ContactPage'),
};

const loaded = new Map<string, RemotePageModule>();

export class IncompatibleRemoteError extends Error {}

export function getLoadedRemotePage(remote: RemoteName, module: string): RemotePageModule | undefined {
  return loaded.get(`${remote}/${module}`);
}

export async function loadRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const key = `${remote}/${module}`;
  const mod = loaded.get(key) ?? (await pages[key]());
  loaded.set(key, mod);
  return mod;
}

/** The federated shell fetches remotes.json at an idle moment; a single bundle has none. */
export function prepareRemotes(): void {}

export function preloadRemotePage(remote: RemoteName, module: string): void {
  loadRemotePage(remote, module).catch(() => undefined);
}
