/**
 * What the prerender reads from the deploy before it crawls (prerender-site.mjs): the routes the
 * remotes declare, which the crawl starts from, and what the last sitemap listed.
 * Run alone: node --test platform/prerender/prerender-site.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { declaredRoutes, sitemapOf } from './prerender-site.mjs';

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
