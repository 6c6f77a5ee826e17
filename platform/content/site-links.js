/**
 * Which site paths a link in content may name: a page the site serves (servesPage,
 * shared/src/pages/site-pages.js) among the route table's and the pages given, those of the
 * remote the content ships with, each pattern with the paths its content lists.
 */
const { ROUTES } = require('../workspace/index.js');
const { servesPage } = require('../../shared/src/pages/site-pages.js');

/**
 * @param {string} href an internal link, "/solutions#sales" or "/resources/blog/some-slug"
 * @param {Array<{ path: string, paths?: string[] }>} pages the declared pages a link may lead to
 * @returns {string | undefined} what is wrong, or undefined when the page exists
 */
function missingPage(href, pages) {
  const path = href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  if (servesPage(path, { routePaths: Object.keys(ROUTES), pages })) return undefined;
  if (path.startsWith('/resources/')) return `the link "${href}" names no article or list page: check the type ("blog" or "casestudy") and the slug, which comes from the article's title`;
  return `the link "${href}" names no page of the site; the rule: a link in content goes to a page of the route table (${Object.keys(ROUTES).join(', ')}), an article or a list page`;
}

module.exports = { missingPage };
