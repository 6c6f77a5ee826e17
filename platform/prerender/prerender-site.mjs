/**
 * Path-mode static files: every route's HTML with its content, for visitors (the page reads
 * before any script runs, and with none), search engines and link previews. Crawls the deployed
 * site in Chromium: every page of the shell's route table, then every page the live remotes
 * declare (crawlQueue), then any other internal link found, and writes for each route an HTML
 * file whose <head> holds its title, description, canonical URL, Open Graph and Twitter tags,
 * its structured data and the styles of its content, and whose #root holds the page as the live
 * site renders it. The shell takes that content over when its code runs (docs/architecture.md,
 * "The first paint and the takeover"). Also writes 404.html (the not-found page), sitemap.xml and robots.txt.
 * The titles and text come from the pages themselves, so there is one source of truth.
 *
 * This file holds the flow; the crawl's order is crawl-queue.mjs's, the crawl crawl-site.mjs's,
 * the files route-files.mjs's and sitemap.mjs's.
 *
 * The library behind `npm run prerender` (platform/prerender/prerender.mjs), `npm run build:static`, the
 * release and the rollback (prerenderDeploy after a switch), the suite's prerendered site
 * (builds.mjs) and Lighthouse's. The canonical origin defaults to the brand's siteOrigin
 * (shared/src/config/brand.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deployPaths } from '../deploy/index.mjs';
import { writeServerConfig } from '../deploy/server/index.mjs';
import { buildFolderOf } from '../workspace/index.js';
import { crawl, serveForCrawl } from './crawl-site.mjs';
import { removeGoneRoutes, writeAppPage, writeNotFoundPage, writeRoutePages } from './route-files.mjs';
import { isPrerendered, sitemapOf, writeSitemap } from './sitemap.mjs';

export { crawlQueue, declaredRoutes, MAX_LINKED_PAGES, sitePageTest } from './crawl-queue.mjs';
export { isPrerendered, sitemapOf } from './sitemap.mjs';

/** The brand's one description (documented in shared/src/config/site.ts). */
const brand = JSON.parse(readFileSync(new URL('../../shared/src/config/brand.json', import.meta.url), 'utf8'));
const DEFAULT_SITE_ORIGIN = brand.siteOrigin;

/**
 * @param {{ outDir?: string, shellDist?: string, site?: string, siteOrigin?: string, log?: boolean }} [options]
 *   outDir: where the route files go (default: the shell's dist, or the deployed site's shell/)
 *   shellDist: the path-mode shell build to crawl (default: the shell's dist)
 *   site: a deployed folder (.site) to re-render in place, instead of a fresh deploy of the builds
 * @returns {Promise<string[]>} the routes written
 */
export async function prerender({ outDir, shellDist = buildFolderOf('shell'), site, siteOrigin = DEFAULT_SITE_ORIGIN, log = true } = {}) {
  const SITE_ORIGIN = siteOrigin.replace(/\/$/, '');
  const out = outDir ?? (site ? deployPaths(site).shellDir : buildFolderOf('shell'));
  // The app's own page, without content: kept as app.html the first time, since index.html
  // becomes the home page's HTML.
  const templateDir = site ? deployPaths(site).shellDir : shellDist;
  const appPage = path.join(templateDir, 'app.html');
  const template = readFileSync(existsSync(appPage) ? appPage : path.join(templateDir, 'index.html'), 'utf8');
  // A hash-mode build's links are "/#/route": its paths all show the home page.
  if (/href="?\/#\//.test(template)) {
    throw new Error(`${templateDir} holds a hash-mode shell: prerendering is for path mode (URL_MODE=path; npm run build:static)`);
  }
  // The routes written last time: a route gone since (a page a release removed) loses its HTML.
  // Gone means the finished crawl did not find it: the crawl visits every page of the route table
  // and of the declarations, or throws before this writes or removes anything (crawlQueue).
  const before = sitemapOf(out).routes;
  const server = await serveForCrawl({ site, shellDist });
  let crawled;
  try {
    crawled = await crawl(server);
  } finally {
    await server.close();
  }

  writeAppPage(out, template);
  const routes = crawled.pages.filter((p) => !p.notFound);
  writeRoutePages({ out, template, pages: routes, siteOrigin: SITE_ORIGIN, brandName: brand.brandName });
  const gone = removeGoneRoutes(out, before, routes);
  writeNotFoundPage({ out, template, notFound: crawled.notFound, brandName: brand.brandName });
  writeSitemap(out, SITE_ORIGIN, routes.map((p) => p.route));
  // Into a deployed shell: its server configuration answers unknown paths with 404.html now.
  if (existsSync(path.join(out, '..', 'deploy.json'))) writeServerConfig(path.dirname(out));
  if (log) {
    console.log(`Prerendered ${routes.length} routes and 404.html into ${out} (sitemap.xml, robots.txt)${gone.length ? `; removed ${gone.join(', ')}` : ''}`);
    for (const page of routes) console.log(`  ${page.route}  ${page.title}`);
  }
  return routes.map((p) => p.route);
}

/**
 * After a release or a rollback: a prerendered (path-mode) deploy gets its routes' HTML, 404.html
 * and sitemap.xml written again from the versions now live, on the origin its sitemap names;
 * null for a deploy that is not prerendered (hash mode), which has nothing to write.
 * @param {string} dir the deploy folder
 * @returns {Promise<{ routes: string[], added: string[], removed: string[] } | null>}
 */
export async function prerenderDeploy(dir) {
  const { shellDir } = deployPaths(dir);
  if (!isPrerendered(shellDir)) return null;
  const { routes: before, origin } = sitemapOf(shellDir);
  const routes = await prerender({ site: dir, siteOrigin: origin ?? DEFAULT_SITE_ORIGIN, log: false });
  return { routes, added: routes.filter((route) => !before.includes(route)), removed: before.filter((route) => !routes.includes(route)) };
}

/** What prerenderDeploy did, for the release's and the rollback's output. */
export function describePrerender({ routes, added, removed }) {
  const changes = [...added.map((route) => `added ${route}`), ...removed.map((route) => `removed ${route}`)];
  return `Path mode: the HTML of ${routes.length} routes, 404.html and sitemap.xml written again${changes.length ? ` (${changes.join(', ')})` : ''}.`;
}
