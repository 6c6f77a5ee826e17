/**
 * Which site paths a link in content may name: the route table's pages
 * (the workspace's `routes`) and the articles the content itself defines.
 */
const { ROUTES: staticRoutes } = require('../workspace/index.js');

/**
 * @param {string} href an internal link, "/solutions#sales" or "/resources/blog/some-slug"
 * @param {Set<string>} articlePaths "/resources/{type}/{slug}" of every published article
 * @returns {string | undefined} what is wrong, or undefined when the page exists
 */
function missingPage(href, articlePaths) {
  const path = href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  if (Object.hasOwn(staticRoutes, path) || articlePaths.has(path)) return undefined;
  if (path.startsWith('/resources/')) return `the link "${href}" names no article: check the type ("blog" or "casestudy") and the slug, which comes from the article's title`;
  return `the link "${href}" names no page of the site; the rule: a link in content goes to a page of the route table (${Object.keys(staticRoutes).join(', ')}) or to an article`;
}

module.exports = { missingPage };
