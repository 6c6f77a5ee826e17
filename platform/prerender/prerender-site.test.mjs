/**
 * What the prerender reads from the deploy before it crawls (prerender-site.mjs): the routes the
 * remotes declare, the order the crawl visits pages in and its cap (crawlQueue, without a
 * browser), and what the last sitemap listed.
 * Run alone: node --test platform/prerender/prerender-site.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { crawlQueue, declaredRoutes, MAX_LINKED_PAGES, sitePageTest, sitemapOf } from './prerender-site.mjs';

test("the crawl starts from every declared page's path and every path a pattern's build lists", () => {
  const declarations = {
    resources: {
      prefixes: ['/resources'],
      pages: [
        { path: '/resources', module: 'ResourcesPage', label: 'Resources', title: 'Resources', description: 'The Resources page.' },
        { path: '/resources/:type/:slug', module: 'ArticlePage', label: 'Article', paths: ['/resources/blog/a', '/resources/casestudy/b'] },
      ],
    },
    careers: { prefixes: ['/careers'], pages: [{ path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'The Careers page.' }, { path: '/careers/:slug', module: 'JobPage', label: 'Job' }] },
  };
  assert.deepEqual(declaredRoutes(declarations), ['/resources', '/resources/blog/a', '/resources/casestudy/b', '/careers']);
  assert.deepEqual(declaredRoutes(undefined), []);
});

test('sitemapOf reads the routes and the origin the last sitemap names; none without one', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
  try {
    assert.deepEqual(sitemapOf(dir), { routes: [], origin: null });
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.example.com/</loc></url>\n  <url><loc>https://www.example.com/resources/blog/a?x=1&amp;y=2</loc></url>\n</urlset>\n',
    );
    assert.deepEqual(sitemapOf(dir), { routes: ['/', '/resources/blog/a'], origin: 'https://www.example.com' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const SHELL_ROUTES = ['/', '/solutions', '/benefits', '/about', '/resources', '/contact'];
/** `count` article paths, as the resources build declares them. */
const articles = (count) => Array.from({ length: count }, (_, i) => `/resources/blog/post-${i + 1}`);

/**
 * Runs a queue to its end as the crawl does: `linksOf(route)` stands for what the page's links
 * are. Returns the pages in the order visited.
 */
function drain(queue, linksOf = () => []) {
  const visited = [];
  for (let route = queue.next(); route !== undefined; route = queue.next()) {
    visited.push(route);
    queue.found(route, linksOf(route));
  }
  return visited;
}

test("the route table's pages come first, then the declared ones, then those found by links", () => {
  const links = {
    '/': ['/contact#form', '/resources/blog/post-2', '/legal', 'https://example.com/', '//cdn.example.com/x', null, '/#top'],
    '/legal': ['/legal/privacy'],
  };
  const visited = drain(crawlQueue({ shellRoutes: SHELL_ROUTES, declared: ['/resources', ...articles(2), '/careers'] }), (route) => links[route] ?? []);
  assert.deepEqual(visited, [...SHELL_ROUTES, ...articles(2), '/careers', '/legal', '/legal/privacy']);
});

test('with 250 declared articles, every one is visited, and /contact, /about and /benefits before any of them', () => {
  const declared = ['/resources', ...articles(250)];
  // Each article links to the hub and to its neighbours, as a related-posts list would.
  const visited = drain(crawlQueue({ shellRoutes: SHELL_ROUTES, declared }), (route) => {
    const n = Number(route.match(/post-(\d+)$/)?.[1]);
    return Number.isNaN(n) ? ['/contact', '/resources/blog/post-1'] : ['/resources', `/resources/blog/post-${Math.min(n + 1, 251)}`, '/about'];
  });
  // post-251 is the one page no declaration names (the last article's "next" link).
  assert.equal(visited.length, SHELL_ROUTES.length + 250 + 1);
  assert.deepEqual(new Set(visited), new Set([...SHELL_ROUTES, ...articles(251)]));
  for (const page of ['/contact', '/about', '/benefits']) assert.ok(visited.indexOf(page) < visited.indexOf('/resources/blog/post-1'), `${page} before the articles`);
});

test('declared pages have no cap: 1,000 are all visited, with the default cap on pages found by links', () => {
  const visited = drain(crawlQueue({ shellRoutes: SHELL_ROUTES, declared: articles(1000) }));
  assert.equal(visited.length, SHELL_ROUTES.length + 1000);
  assert.ok(MAX_LINKED_PAGES < 1000);
});

test('pages found by links alone are capped: past the cap the crawl stops with an error that names it', () => {
  // A link that makes a new path on every page, without end.
  const endless = (route) => [`${route === '/' ? '' : route}/more`];
  const queue = crawlQueue({ shellRoutes: ['/'], declared: articles(50), maxLinked: 3 });
  assert.throws(() => drain(queue, (route) => (route.startsWith('/resources/') ? [] : endless(route))), (error) => {
    assert.match(error.message, /more than 3 pages by links alone/);
    assert.match(error.message, /the last \/more\/more\/more\/more on \/more\/more\/more/);
    assert.match(error.message, /wrote nothing/);
    assert.match(error.message, /First found: \/more, \/more\/more, \/more\/more\/more/);
    return true;
  });
  // Exactly at the cap is no error: the three pages are visited with the declared ones.
  const atCap = drain(crawlQueue({ shellRoutes: ['/'], declared: articles(50), maxLinked: 3 }), (route) => (route.split('/').length > 3 ? [] : endless(route)));
  assert.equal(atCap.length, 1 + 50 + 3);
});

test('a link to a path the site does not serve is not followed: no article, no list page past the last, no page at all', () => {
  const declarations = {
    resources: {
      pages: [
        { path: '/resources', module: 'ResourcesPage' },
        { path: '/resources/:type/page/:page', module: 'ResourceListPage', paths: ['/resources/blog/page/1', '/resources/blog/page/2'] },
        { path: '/resources/:type/:slug', module: 'ArticlePage', paths: articles(2) },
      ],
    },
  };
  const isPage = sitePageTest(declarations, ['resources', 'contact']);
  const links = { '/': ['/resources/blog/page/2', '/resources/blog/page/3', '/resources/blog/no-such-post', '/pricing', '/contact/offices'] };
  const visited = drain(crawlQueue({ shellRoutes: SHELL_ROUTES, declared: declaredRoutes(declarations), isPage }), (route) => links[route] ?? []);
  // contact's declaration was not read (an older version): a path under its prefix may be its page.
  assert.deepEqual(visited, [...SHELL_ROUTES, '/resources/blog/page/1', '/resources/blog/page/2', ...articles(2), '/contact/offices']);
  assert.equal(isPage('/resources/blog/page/3'), false);
  assert.equal(isPage('/about'), true);
});
