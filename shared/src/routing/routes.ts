/**
 * The route table every app reads: the shell's router and header, the footer, and the
 * remotes' links. No other file spells a route path.
 */

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

const STATIC_ROUTES: Record<string, Exclude<RouteName, 'article'>> = {
  '/': 'home',
  '/solutions': 'solutions',
  '/benefits': 'benefits',
  '/about': 'about',
  '/resources': 'resources',
  '/contact': 'contact',
};

/** Matches a normalised path (see normalizePath) against the route table. */
export function matchRoute(path: string): RouteMatch {
  const name = STATIC_ROUTES[path];
  if (name) return { name, params: {} };
  const article = /^\/resources\/([^/]+)\/([^/]+)$/.exec(path);
  if (article) return { name: 'article', params: { type: article[1], slug: article[2] } };
  return { name: 'notFound', params: {} };
}
