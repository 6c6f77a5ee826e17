import { matchRoute, useSiteStore } from '@site/shared';
import { isListPagePath } from '../data/lists/list-page-data';
import ArticlePage from '../hub/article/ArticlePage';
import ResourceListPage from '../hub/list/ResourceListPage';
import ResourcesPage from '../hub/ResourcesPage';

/** Running alone, this remote picks its own page from the URL, as the shell's router would. */
export function StandaloneRoutes() {
  const path = useSiteStore((s) => s.location.path);
  if (matchRoute(path).name === 'article') return <ArticlePage key={path} />;
  if (isListPagePath(path)) return <ResourceListPage key={path} />;
  return <ResourcesPage />;
}
