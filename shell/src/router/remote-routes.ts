import { matchRoute } from '@site/shared';
import type { RemotePageProps } from '../remotes/RemotePage';

/** Which remote and exposed module serves each remote route. */
export const remoteRoutes = {
  solutions: { remote: 'solutions', module: 'SolutionsPage', label: 'Solutions' },
  resources: { remote: 'resources', module: 'ResourcesPage', label: 'Resources' },
  article: { remote: 'resources', module: 'ArticlePage', label: 'Article' },
  contact: { remote: 'contact', module: 'ContactPage', label: 'Contact' },
} as const satisfies Record<string, RemotePageProps>;

/** The remote page serving a path, or null for the shell's own pages. */
export function remotePageFor(path: string): RemotePageProps | null {
  const { name } = matchRoute(path);
  return name in remoteRoutes ? remoteRoutes[name as keyof typeof remoteRoutes] : null;
}
