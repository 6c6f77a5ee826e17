/**
 * The route table every app reads: the shell's router and header, the footer, and the
 * remotes' links. The paths themselves are written once, in the workspace's facts
 * (shared/workspace.json, `routes`), which the content build and the platform read too.
 */
import { routes } from '../config/workspace';

export type RouteName =
  | 'home'
  | 'solutions'
  | 'benefits'
  | 'about'
  | 'resources'
  | 'contact'
  | 'article';

export type ResourceType = 'blog' | 'casestudy';

type StaticRouteName = Exclude<RouteName, 'article'>;

const STATIC_ROUTES = routes as Record<string, StaticRouteName>;

/** The table's path of a page, by its name; a name the table lacks fails the build's tests, not a visit. */
function pathOf(name: StaticRouteName): string {
  const found = Object.keys(STATIC_ROUTES).find((path) => STATIC_ROUTES[path] === name);
  if (found === undefined) throw new Error(`The route table has no page called "${name}".`);
  return found;
}

/** A page's path with an optional hash: /solutions#sales. */
const withHash = (path: string) => (hash?: string) => (hash ? `${path}#${hash}` : path);

const home = pathOf('home');
const solutions = pathOf('solutions');
const benefits = pathOf('benefits');
const about = pathOf('about');
const resources = pathOf('resources');
const contact = pathOf('contact');

export const paths = {
  home: { path: home, getTarget: () => home },
  solutions: { path: solutions, getTarget: withHash(solutions) },
  benefits: { path: benefits, getTarget: () => benefits },
  about: { path: about, getTarget: () => about },
  resources: { path: resources, getTarget: withHash(resources) },
  contact: { path: contact, getTarget: () => contact },
  article: {
    path: `${resources}/:type/:slug`,
    getTarget: (type: string, slug: string) => `${resources}/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`,
  },
} as const;

export type RouteMatch =
  | { name: Exclude<RouteName, 'article'>; params: Record<string, never> }
  | { name: 'article'; params: { type: string; slug: string } }
  | { name: 'notFound'; params: Record<string, never> };

const ARTICLE = new RegExp(`^${resources}/([^/]+)/([^/]+)$`);

/** Matches a normalised path (see normalizePath) against the route table. */
export function matchRoute(path: string): RouteMatch {
  const name = STATIC_ROUTES[path];
  if (name) return { name, params: {} };
  const article = ARTICLE.exec(path);
  if (article) return { name: 'article', params: { type: article[1], slug: article[2] } };
  return { name: 'notFound', params: {} };
}
