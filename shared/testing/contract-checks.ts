/**
 * What the two checkers of the remote page contract judge alike: the jsdom one
 * (remote-page-contract.tsx) and the browser one (e2e/contract/remote-contract.spec.ts). A page that
 * passes a rule in one passes it in the other, in either URL mode, and both name the brand as
 * brand.json does (through site config).
 */
import { site } from '../src/config/site';
import { REMOTE_PAGE_RULES, type RemotePageRule } from '../src/contract';
import { routes } from '../src/config/workspace';
import { servesPage, type DeclaredPage } from '../src/pages/site-pages';
import { fromUrl, toHref, type UrlMode } from '../src/routing/location';

/** "[contract: one-heading] contact/ContactPage renders one h1, its main heading: found 2" */
export function brokenRule(rule: RemotePageRule, page: string, found: string): string {
  return `[contract: ${rule}] ${page} ${REMOTE_PAGE_RULES[rule]}: ${found} (shared/src/contract.ts)`;
}

/** How the site a page runs in writes its links, and the pages it serves. */
export interface SiteUrls {
  origin: string;
  urlMode: UrlMode;
  basePath: string;
  /**
   * Every page the site's remotes declare, each pattern with the paths its build lists where
   * they are known (servesPage, shared/src/pages/site-pages.js): with the route table, what a
   * link may lead to.
   */
  pages: ReadonlyArray<Pick<DeclaredPage, 'path' | 'paths'>>;
}

/**
 * Why a link breaks store-navigation: a same-site link not written as the site's URL mode
 * writes them (hash mode `/#/contact`, path mode `/contact`), or to no page of the site; an
 * address of a scheme pages do not link to. Null when fine.
 */
export function linkProblem(href: string, { origin, urlMode, basePath, pages }: SiteUrls): string | null {
  if (/^(mailto|tel):/.test(href)) return null;
  const url = new URL(href, `${origin}/`);
  if (url.origin !== origin) return url.protocol === 'https:' ? null : `${href} (not https)`;
  const location = fromUrl(url, urlMode, basePath);
  if (href !== toHref(location, urlMode, basePath)) return `${href} (not written as the site's ${urlMode}-mode links are: use Link or paths)`;
  if (!servesPage(location.path, { routePaths: Object.keys(routes), pages })) return `${href} (no page of the site)`;
  return null;
}

/** Why a document title breaks document-meta ("{page} | {brand}"), or null. */
export function titleProblem(title: string): string | null {
  const suffix = ` | ${site.brandName}`;
  return title.endsWith(suffix) && title.length > suffix.length ? null : `the title is "${title}"`;
}
