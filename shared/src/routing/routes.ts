/**
 * The route table every app reads: the shell's router and header, the footer, and the
 * remotes' links. No other file spells a route path.
 */
import staticRoutes from './static-routes.json';

export type RouteName =
  | 'home'
  | 'solutions'
  | 'benefits'
  | 'about'
  | 'resources'
  | 'contact'
  | 'article';

export type ResourceType = 'blog' | 'casestudy';

export const paths = {
  home: { path: '/', getTarget: () => '/' },
  solutions: {
    path: '/solutions',
    getTarget: (hash?: string) => (hash ? `/solutions#${hash}` : '/solutions'),
  },
  benefits: { path: '/benefits', getTarget: () => '/benefits' },
  about: { path: '/about', getTarget: () => '/about' },
  resources: {
    path: '/resources',
    getTarget: (hash?: string) => (hash ? `/resources#${hash}` : '/resources'),
  },
  contact: { path: '/contact', getTarget: () => '/contact' },
  article: {
    path: '/resources/:type/:slug',
    getTarget: (type: string, slug: string) =>
      `/resources/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`,
  },
} as const;

export type RouteMatch =
  | { name: Exclude<RouteName, 'article'>; params: Record<string, never> }
  | { name: 'article'; params: { type: string; slug: string } }
  | { name: 'notFound'; params: Record<string, never> };

// The same table tells the content build which site paths a link in an article may name
// (platform/content/site-links.js), so it is data.
const STATIC_ROUTES = staticRoutes as Record<string, Exclude<RouteName, 'article'>>;

/** Matches a normalised path (see normalizePath) against the route table. */
export function matchRoute(path: string): RouteMatch {
  const name = STATIC_ROUTES[path];
  if (name) return { name, params: {} };
  const article = /^\/resources\/([^/]+)\/([^/]+)$/.exec(path);
  if (article) return { name: 'article', params: { type: article[1], slug: article[2] } };
  return { name: 'notFound', params: {} };
}
