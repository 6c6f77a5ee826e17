/**
 * The files a prerender writes for the pages it crawled (crawl-site.mjs), into the shell's
 * folder: each route's index.html (its head, structured data, styles and content, rendered by
 * platform/html/route-html.mjs), 404.html, and the removal of a route gone since; each written
 * atomically with its compressed copies.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { insideFolder } from '../deploy/index.mjs';
import { removeLiveFile, writeLiveFile, renderRoutePage, routeStructuredData } from '../html/index.mjs';

/** Writes a file and its precompressed copies, atomically, the copies never of another version (live-files.mjs). */
function writeWithCompressed(file, text) {
  writeLiveFile(file, text, { compressed: true });
}

/** Home > Resources > the article: each ancestor that is a page, named as the header names it. */
function breadcrumbsOf(page, byRoute) {
  const crumbs = [{ name: 'Home', path: '/' }];
  const parts = page.route.split('/').filter(Boolean);
  for (let i = 1; i <= parts.length; i += 1) {
    const route = `/${parts.slice(0, i).join('/')}`;
    const known = byRoute.get(route);
    if (!known) continue;
    crumbs.push({ name: page.navNames[route] || known.heading, path: route });
  }
  return crumbs;
}

/**
 * Writes each crawled page's HTML into `out`, from the app's page `template`.
 * @param {{ out: string, template: string, pages: object[], siteOrigin: string, brandName: string }} options
 */
export function writeRoutePages({ out, template, pages, siteOrigin, brandName }) {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  for (const page of pages) {
    const canonical = `${siteOrigin}${page.route}`;
    // A page that states when it was published (an article's <time datetime>) is an article to
    // Open Graph and structured data; a list of articles (/resources/blog/page/2) is not.
    const article = page.published !== null;
    const image = page.image?.startsWith('https://') ? page.image : null;
    const html = renderRoutePage(template, {
      meta: { title: page.title, description: page.description, canonical, image, type: article ? 'article' : 'website', siteName: brandName },
      structuredData: routeStructuredData({
        route: page.route,
        canonical,
        siteOrigin,
        brandName,
        crumbs: breadcrumbsOf(page, byRoute),
        article: article ? { headline: page.heading, description: page.description, datePublished: page.published, image } : undefined,
      }),
      styles: page.styles,
      body: page.body,
    });
    // Resolved inside the shell's folder, whatever route the crawl was given (deploy/inside-folder.mjs).
    const file = insideFolder(out, page.route, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeWithCompressed(file, html);
  }
}

/** Removes the HTML of the routes written before (`before`) that the crawl no longer found; returns them. */
export function removeGoneRoutes(out, before, pages) {
  const found = new Set(pages.map((page) => page.route));
  const gone = before.filter((route) => route !== '/' && !found.has(route));
  for (const route of gone) {
    removeLiveFile(insideFolder(out, route, 'index.html'));
  }
  return gone;
}

/**
 * Keeps the app's own page, without content, as app.html: written before any route's HTML,
 * since index.html becomes the home page's.
 */
export function writeAppPage(out, template) {
  writeWithCompressed(path.join(out, 'app.html'), template);
}

/** Writes the not-found page as 404.html: no canonical URL, not indexed. */
export function writeNotFoundPage({ out, template, notFound, brandName }) {
  writeWithCompressed(
    path.join(out, '404.html'),
    renderRoutePage(template, {
      meta: { title: notFound.title, description: notFound.description, canonical: null, image: null, type: 'website', siteName: brandName },
      styles: notFound.styles,
      body: notFound.body,
      noindex: true,
    }),
  );
}
