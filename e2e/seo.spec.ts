import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerender } from '../scripts/prerender.mjs';
import { expect, mainHeading, test } from './fixtures';
import { checkHtml, renderedDocument, unexpectedMessages, type HtmlDocument } from './support/html-checker';
import { HTML_WARNINGS_ALLOWED, VALIDATED_ROUTES } from './support/html-validity';
import { buildShell } from './support/shell-build';
import { startSite } from './support/site';

const work = path.join(os.tmpdir(), `site-seo-${process.env.SITE_URL?.split(':').pop()}`);

test.describe('path mode for search engines', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let site: Awaited<ReturnType<typeof startSite>>;
  let origin: string;
  let routes: string[];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const shellDist = await buildShell(path.join(work, 'shell-path-mode'), { URL_MODE: 'path' });
    site = await startSite({ shellSource: shellDist });
    origin = new URL(site.url()).origin;
    routes = await prerender({ outDir: site.shellDir, shellDist, siteOrigin: origin, log: false });
  });

  test.afterAll(async () => {
    await site?.close();
  });

  test('every route has its own HTML with head tags, a sitemap and robots.txt; deep links work', async ({ page, request }) => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/solutions', '/benefits', '/about', '/resources', '/contact']));
    const articles = routes.filter((r) => r.startsWith('/resources/'));
    expect(articles).toHaveLength(8);

    for (const route of ['/', '/about', '/contact', articles[0]]) {
      // What a crawler sees without running JavaScript.
      const html = await (await request.get(`${origin}${route}`)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, route).toMatch(/Clearsky Consulting/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${route}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toContain(`<meta property="og:url" content="${origin}${route}" />`);
      expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
    const article = await (await request.get(`${origin}${articles[0]}`)).text();
    expect(article).toContain('<meta property="og:type" content="article" />');

    const sitemap = readFileSync(path.join(site.shellDir, 'sitemap.xml'), 'utf8');
    for (const route of routes) expect(sitemap).toContain(`<loc>${origin}${route}</loc>`);
    const robots = await (await request.get(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);

    // Clean URLs in the browser: links, deep links with an in-page hash, back/forward.
    await page.goto(`${origin}/solutions#sales`);
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await page.locator('header').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${origin}/about`);
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/solutions#sales`);
  });

  test('the served HTML and the rendered DOM of every route are valid (W3C Nu HTML Checker)', async ({ page, request }) => {
    const documents: HtmlDocument[] = [];
    for (const route of VALIDATED_ROUTES) {
      documents.push({ name: `path mode ${route} (as served)`, html: await (await request.get(`${origin}${route}`)).text() });
      await page.goto(`${origin}${route}`);
      await expect(mainHeading(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      documents.push({ name: `path mode ${route} (rendered DOM)`, html: await renderedDocument(page) });
    }
    expect(unexpectedMessages(await checkHtml(documents), HTML_WARNINGS_ALLOWED)).toEqual([]);
  });
});
