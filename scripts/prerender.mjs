/**
 * Path-mode static files for search engines and link previews. Crawls the built site in
 * Chromium from "/", following every internal link, and writes for each route an HTML file
 * whose <head> already holds its title, description, canonical URL, Open Graph and Twitter
 * tags, plus sitemap.xml and robots.txt. The titles come from the pages themselves, so there
 * is one source of truth. Run after a path-mode build: `npm run build:static`.
 *   SITE_ORIGIN=https://www.example.com  the public origin used in canonical URLs and the sitemap
 *                                        (default: the brand's siteOrigin, shared/src/config/brand.json)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { deploySite, distDir } from './lib/deploy.mjs';
import { createShellServer, createStaticServer, freePort, listen } from './lib/static-server.mjs';

/** The brand's one description (documented in shared/src/config/site.ts). */
const brand = JSON.parse(readFileSync(new URL('../shared/src/config/brand.json', import.meta.url), 'utf8'));
const DEFAULT_SITE_ORIGIN = brand.siteOrigin;
const MAX_PAGES = 200;

function escapeHtml(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function headTags({ title, description, canonical, image, type }) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.brandName)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ];
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  }
  return tags.join('\n    ');
}

/** Replaces the template's title and description with the route's full head tags. */
export function renderRouteHtml(template, meta) {
  // The built template is minified: attributes may be unquoted and tags unclosed.
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="?description"?[^>]*>\s*/, '')
    .replace('</head>', `    ${headTags(meta)}\n  </head>`);
}

/** Writes a file and its precompressed copies (the server prefers those, so stale ones must go). */
function writeWithCompressed(file, text) {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(text));
}

async function crawl(baseUrl) {
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.route((url) => !url.href.startsWith(baseUrl) && !url.href.includes('127.0.0.1'), (r) => r.abort());
  const queue = ['/'];
  const seen = new Set(queue);
  const pages = [];
  while (queue.length && pages.length < MAX_PAGES) {
    const route = queue.shift();
    await page.goto(`${baseUrl}${route}`);
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const info = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      image: document.querySelector('main img')?.getAttribute('src') ?? null,
      notFound: Boolean(document.querySelector('[data-not-found]')),
      links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
    }));
    pages.push({ route, ...info });
    for (const href of info.links) {
      if (!href?.startsWith('/') || href.startsWith('//')) continue;
      const target = href.split('#')[0] || '/';
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  await browser.close();
  return pages;
}

/**
 * @param {{ outDir?: string, shellDist?: string, siteOrigin?: string, log?: boolean }} [options]
 *   outDir: where the route files go (default: the shell's dist, so the deployable folder has them)
 *   shellDist: the path-mode shell build to crawl (default: the shell's dist)
 * @returns {Promise<string[]>} the routes written
 */
export async function prerender({ outDir = distDir('shell'), shellDist = distDir('shell'), siteOrigin = DEFAULT_SITE_ORIGIN, log = true } = {}) {
  const SITE_ORIGIN = siteOrigin.replace(/\/$/, '');
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const cdnPort = await freePort();
  const target = path.join(os.tmpdir(), `site-prerender-${process.pid}`);
  const { shellDir, cdnDir } = deploySite({ target, cdnOrigin: `http://127.0.0.1:${cdnPort}`, sources: { shell: shellDist } });
  const cdn = createStaticServer({ root: cdnDir, cors: true });
  await listen(cdn, cdnPort);
  const shell = createShellServer({ root: shellDir });
  const port = await listen(shell, 0);
  let pages;
  try {
    pages = await crawl(`http://127.0.0.1:${port}`);
  } finally {
    shell.close();
    cdn.close();
  }

  const out = outDir;
  const routes = pages.filter((p) => !p.notFound);
  for (const page of routes) {
    const canonical = `${SITE_ORIGIN}${page.route}`;
    const html = renderRouteHtml(template, {
      title: page.title,
      description: page.description,
      canonical,
      image: page.image?.startsWith('https://') ? page.image : null,
      type: page.route.startsWith('/resources/') ? 'article' : 'website',
    });
    const file = page.route === '/' ? path.join(out, 'index.html') : path.join(out, page.route, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeWithCompressed(file, html);
  }
  const urls = routes.map((p) => `  <url><loc>${escapeHtml(`${SITE_ORIGIN}${p.route}`)}</loc></url>`).join('\n');
  writeWithCompressed(
    path.join(out, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeWithCompressed(path.join(out, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
  if (log) {
    console.log(`Prerendered ${routes.length} routes into ${out} (sitemap.xml, robots.txt)`);
    for (const page of routes) console.log(`  ${page.route}  ${page.title}`);
  }
  return routes.map((p) => p.route);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.URL_MODE !== 'path') {
    console.error('Prerendering is for path mode: run "npm run build:static" (it sets URL_MODE=path).');
    process.exit(1);
  }
  await prerender({ siteOrigin: process.env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN });
}
