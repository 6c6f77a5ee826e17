/**
 * A prerendered shell's sitemap.xml and robots.txt: what they list, and writing them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeLiveFile, escapeHtml } from '../html/index.mjs';

/** The routes a folder's sitemap.xml lists, and the origin it names them on; none without one. */
export function sitemapOf(dir) {
  const file = path.join(dir, 'sitemap.xml');
  if (!existsSync(file)) return { routes: [], origin: null };
  const urls = [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replace(/&amp;/g, '&')));
  return { routes: urls.map((url) => url.pathname), origin: urls[0]?.origin ?? null };
}

/** A deployed shell whose routes were prerendered (it keeps the app's own page as app.html). */
export function isPrerendered(shellDir) {
  return existsSync(path.join(shellDir, 'app.html'));
}

/**
 * Writes sitemap.xml with `routes` on `siteOrigin`, and robots.txt pointing at it, into `out`
 * (atomically, with their compressed copies).
 */
export function writeSitemap(out, siteOrigin, routes) {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(`${siteOrigin}${route}`)}</loc></url>`).join('\n');
  writeLiveFile(
    path.join(out, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { compressed: true },
  );
  writeLiveFile(path.join(out, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`, { compressed: true });
}
