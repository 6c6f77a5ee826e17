import { matchRoute, useSiteStore } from '@site/shared';
import ArticlePage from '../hub/ArticlePage';
import ResourcesPage from '../hub/ResourcesPage';

/** Running alone, this remote picks its own page from the URL, as the shell's router would. */
export function StandaloneRoutes() {
  const path = useSiteStore((s) => s.location.path);
  return matchRoute(path).name === 'article' ? <ArticlePage key={path} /> : <ResourcesPage />;
}
