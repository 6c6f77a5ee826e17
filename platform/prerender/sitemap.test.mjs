/**
 * A prerendered shell's sitemap.xml and robots.txt (sitemap.mjs), and the HTML of a route the
 * crawl no longer found removed (route-files.mjs), in a scratch folder.
 * Run alone: node --test platform/prerender/sitemap.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { scratchFolder } from '../deploy/testing/fake-deploy.mjs';
import { removeGoneRoutes } from './route-files.mjs';
import { isPrerendered, sitemapOf, writeSitemap } from './sitemap.mjs';

const scratch = scratchFolder();
after(scratch.remove);

test('the sitemap lists each route on the origin, escaped, and robots.txt points at it; reading it gives them back', () => {
  const out = path.join(scratch.dir, 'shell');
  mkdirSync(out);
  writeSitemap(out, 'https://www.example.com', ['/', '/about', '/resources/blog/a&b']);
  const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/);
  assert.ok(xml.includes('  <url><loc>https://www.example.com/resources/blog/a&amp;b</loc></url>\n'));
  assert.equal(readFileSync(path.join(out, 'robots.txt'), 'utf8'), 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n');
  assert.deepEqual(sitemapOf(out), { routes: ['/', '/about', '/resources/blog/a&b'], origin: 'https://www.example.com' });
});

test('a folder without a sitemap lists nothing; one without app.html is not prerendered', () => {
  assert.deepEqual(sitemapOf(path.join(scratch.dir, 'none')), { routes: [], origin: null });
  assert.equal(isPrerendered(scratch.dir), false);
});

test("a route written before that the crawl did not find loses its HTML; the home page never does", () => {
  const out = path.join(scratch.dir, 'gone');
  for (const route of ['/', '/old', '/kept']) {
    mkdirSync(path.join(out, route), { recursive: true });
    writeFileSync(path.join(out, route, 'index.html'), route);
  }
  assert.deepEqual(removeGoneRoutes(out, ['/', '/old', '/kept'], [{ route: '/kept' }]), ['/old']);
  assert.equal(existsSync(path.join(out, 'old', 'index.html')), false);
  assert.equal(existsSync(path.join(out, 'kept', 'index.html')), true);
  assert.equal(existsSync(path.join(out, 'index.html')), true);
});
