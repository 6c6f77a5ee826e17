/**
 * What the growth measurement checks and prints, without a build or a crawl: the pages a
 * prerender left without their HTML or sitemap line, which declared routes are articles, and
 * the tables. Run alone: node --test platform/tools/bench/growth/growth-checks.test.mjs
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { growthReport } from './growth-report.mjs';
import { isArticleRoute, pagesLacking } from './missing-pages.mjs';

test("an article's route is a post's page of a list, not a list's numbered page", () => {
  assert.equal(isArticleRoute('/resources/blog/a-post'), true);
  assert.equal(isArticleRoute('/resources/casestudy/a-client'), true);
  assert.equal(isArticleRoute('/resources/blog/page/2'), false);
  assert.equal(isArticleRoute('/resources'), false);
  assert.equal(isArticleRoute('/contact'), false);
});

test('a page the route table or a declaration names lacks its HTML, its sitemap line, or both', () => {
  const result = pagesLacking({
    shellRoutes: ['/', '/about'],
    declared: ['/resources', '/resources/blog/a', '/resources/blog/b', '/resources/blog/page/2'],
    sitemap: ['/', '/about', '/resources', '/resources/blog/a', '/resources/blog/page/2'],
    hasHtml: (route) => route !== '/about',
  });
  assert.deepEqual(result.missing, ['/about', '/resources/blog/b']);
  assert.equal(result.expected, 6);
  assert.deepEqual(result.articleRoutes, ['/resources/blog/a', '/resources/blog/b']);
  assert.equal(result.articles, 2);
});

test('nothing is missing when every page has both', () => {
  assert.deepEqual(pagesLacking({ shellRoutes: ['/'], declared: ['/'], sitemap: ['/'], hasHtml: () => true }).missing, []);
});

test("the tables: each count's medians and per-page time, then its pages' costs against the first count's", () => {
  const costs = (hubJs) => ({ hub: { html: 2048, jsBytes: hubJs }, article: { html: 4096, jsBytes: 10240, contentBytes: 512 } });
  const lines = growthReport([
    { posts: 10, pages: 20, build: 12.34, prerender: 10, costs: costs(102400), lighthouse: { hub: { performance: 98 }, article: { performance: 97 } } },
    { posts: 100, pages: 110, build: 20, prerender: null, costs: costs(112640), lighthouse: null },
  ]);
  assert.equal(lines[0], '');
  assert.match(lines[2], /^ {3}10 +20 +12\.3 s +10\.0 s +500 ms$/);
  assert.match(lines[3], /^ {2}100 +110 +20\.0 s +- +-$/);
  assert.match(lines[6], /^ {3}10 +2\.0 +100\.0 \(1\.000x\) +4\.0 +10\.0 +0\.5 +98 \/ 97$/);
  assert.match(lines[7], /110\.0 \(1\.100x\).* -$/);
});

test('without measured pages the costs table is left out', () => {
  assert.equal(growthReport([{ posts: 10, pages: undefined, build: 1, prerender: null }]).length, 3);
});
