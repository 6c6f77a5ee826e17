/**
 * Which pages the prerender's crawl visits, and in which order (crawl-site.mjs walks it): the
 * shell's route table, every page the live remotes declare, then pages found by links alone,
 * under one cap. Pure (no browser), so the order and the cap are tested on their own
 * (prerender-site.test.mjs).
 */
import { isUnder, servesPage } from '../../shared/src/pages/site-pages.js';
import { remoteApp, ROUTES } from '../workspace/index.js';

/** The shell's route table: its pages are crawled first, whatever the remotes declare. */
const SHELL_ROUTES = Object.keys(ROUTES);
/**
 * How many pages the crawl follows that neither the route table nor a live declaration lists
 * (found by links alone: a pattern's page whose build lists no paths). Today's site has none:
 * every page is in one or the other. The cap is there for a link that makes new paths without
 * end (a page linking to itself with one more segment), which would keep the crawl going for ever; reaching it is an error, never a reason
 * to write fewer pages. The declared pages and the route table's are not counted: there is no
 * cap on them, so 1,000 articles are 1,000 pages written.
 */
export const MAX_LINKED_PAGES = 100;
/**
 * The concrete paths the live remotes' declarations name (liveDeclarations: the pages.json of
 * each version remotes.json runs): each page's path, and for a pattern the paths its build
 * lists (the articles). The crawl visits all of them after the route table's pages (crawlQueue),
 * so a page no link leads to yet is written too; a path that is not a page comes out as the
 * not-found page and is left out.
 */
export function declaredRoutes(declarations = {}) {
  return Object.values(declarations).flatMap(({ pages = [] }) => pages.flatMap((page) => (page.path.includes(':') ? (page.paths ?? []) : [page.path])));
}

/**
 * Whether the site serves a path, by the live declarations (liveDeclarations, keyed by remote):
 * servesPage over the route table and their pages, each pattern's listed paths included. A live
 * remote (`liveRemotes`: remotes.json's names) whose declaration could not be read runs the pages
 * the shell was built with, which no declaration lists here: any path under its prefixes may be
 * one of them.
 * @param {Record<string, { pages?: Array<{ path: string, paths?: string[] }> }>} declarations
 * @param {string[]} liveRemotes
 * @returns {(path: string) => boolean}
 */
export function sitePageTest(declarations = {}, liveRemotes = Object.keys(declarations)) {
  const pages = Object.values(declarations).flatMap(({ pages: declared = [] }) => declared);
  const unread = liveRemotes.filter((name) => !declarations[name]).flatMap((name) => remoteApp(name).prefixes);
  return (path) => servesPage(path, { routePaths: SHELL_ROUTES, pages }) || unread.some((prefix) => isUnder(path, prefix));
}

/** A link's page on this site ("/solutions#sales" -> "/solutions"), or null for one elsewhere. */
function internalTarget(href) {
  if (!href?.startsWith('/') || href.startsWith('//')) return null;
  return href.split('#')[0] || '/';
}

/**
 * The order the crawl visits pages in, and its one cap. First the shell's route table ("/" and
 * the other pages of the header), then every path the live declarations name (the articles),
 * then pages found only by links, in the order they were found. The route table comes first so
 * that no count of articles can push /contact, /about or /benefits back; and since a declared
 * page is never counted against a budget, all of them are visited, however many there are.
 * A link to a path the site does not serve (`isPage`: servesPage, shared/src/pages/site-pages.js,
 * over the live declarations) is not followed: it would only show the not-found page or a
 * redirect, and no route file or sitemap line is written for it.
 * Pure (no browser), so the order and the cap are tested on their own (prerender-site.test.mjs).
 * @param {{ shellRoutes?: string[], declared?: string[], isPage?: (path: string) => boolean, maxLinked?: number }} options
 * @returns {{ next: () => string | undefined, found: (from: string, hrefs: Array<string | null>) => void, linkedOnly: () => string[] }}
 *   next: the page to visit next, undefined when all are visited;
 *   found: the links of a visited page, queued when new and a page of the site; throws once more
 *   than maxLinked pages outside the route table and the declarations' listed paths have been
 *   found (the crawl then writes nothing)
 */
export function crawlQueue({ shellRoutes = SHELL_ROUTES, declared = [], isPage = () => true, maxLinked = MAX_LINKED_PAGES } = {}) {
  const queue = [...new Set(['/', ...shellRoutes, ...declared])];
  const seen = new Set(queue);
  const linked = [];
  return {
    next: () => queue.shift(),
    found(from, hrefs) {
      for (const href of hrefs) {
        const target = internalTarget(href);
        if (target === null || seen.has(target) || !isPage(target)) continue;
        seen.add(target);
        linked.push(target);
        if (linked.length > maxLinked) {
          throw new Error(
            `The crawl found more than ${maxLinked} pages by links alone (in neither the route table nor a live pages.json), the last ${target} on ${from}; ` +
              `it stopped there and wrote nothing, since a page left out would lose its HTML and its sitemap line. ` +
              `First found: ${linked.slice(0, 5).join(', ')}. Declare such pages in their remote's pages.json, or fix the link that makes new paths.`,
          );
        }
        queue.push(target);
      }
    },
    linkedOnly: () => [...linked],
  };
}

