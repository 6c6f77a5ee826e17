/**
 * The addresses of the Knowledge Hub's content: an article's path (the route table's "article",
 * shared/src/routing/routes.ts) and each list's pages (the pattern /resources/:type/page/:page of
 * pages.json). Written once here for the content's link check, its files and the paths its build
 * lists in the declaration it ships, which the prerender, the sitemap and the contract's link
 * check read (servesPage, shared/src/pages/site-pages.js).
 */

/** The two lists of the hub; also an article route's {type} (docs/SPEC.md, sections 4.5 and 5.3). */
const RESOURCE_TYPES = ['blog', 'casestudy'];
/** Cards per page of a list (3 rows of 3 on a desktop). */
const LIST_PAGE_SIZE = 9;

/** An article's path: /resources/blog/<slug>. */
function articlePath(type, slug) {
  return `/resources/${type}/${slug}`;
}

/**
 * Every list page's path, /resources/{type}/page/{n} from page 1, for `counts` cards in each list.
 * Every list has a first page, even empty, so the pattern always names a page the remote page
 * contract's checks can open.
 * @param {Record<string, number>} counts
 */
function listPagePaths(counts) {
  return RESOURCE_TYPES.flatMap((type) => {
    const pages = Math.max(1, Math.ceil((counts[type] ?? 0) / LIST_PAGE_SIZE));
    return Array.from({ length: pages }, (_, index) => `/resources/${type}/page/${index + 1}`);
  });
}

module.exports = { RESOURCE_TYPES, LIST_PAGE_SIZE, articlePath, listPagePaths };
