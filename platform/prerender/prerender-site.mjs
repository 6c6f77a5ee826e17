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
 * The library behind `npm run prerender` (platform/prerender/prerender.mjs), `npm run build:static`, the
 * release and the rollback (prerenderDeploy after a switch), the suite's prerendered site
 * (builds.mjs) and Lighthouse's. The canonical origin defaults to the brand's siteOrigin
 * (shared/src/config/brand.json).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium, findHeadlessShell } from '../machine/index.mjs';
import { deployPaths, distDir, manifestUrlOf, readDeploy, readRemotesJson } from '../deploy/deploy.mjs';
import { insideFolder } from '../deploy/inside-folder.mjs';
import { removeLiveFile, writeLiveFile } from '../html/live-files.mjs';
import { escapeHtml, renderRoutePage, routeStructuredData } from '../html/route-html.mjs';
import { writeServerConfig } from '../deploy/server-config.mjs';
import { deployAndServe, serveDeployed } from '../serve/index.mjs';
import { liveDeclarations } from '../html/site-pages-html.mjs';

/** The brand's one description (documented in shared/src/config/site.ts). */
const brand = JSON.parse(readFileSync(new URL('../../shared/src/config/brand.json', import.meta.url), 'utf8'));
const DEFAULT_SITE_ORIGIN = brand.siteOrigin;
/** The shell's route table: its pages are crawled first, whatever the remotes declare. */
const SHELL_ROUTES = Object.keys(JSON.parse(readFileSync(new URL('../../shared/src/routing/static-routes.json', import.meta.url), 'utf8')));
/**
 * How many pages the crawl follows that neither the route table nor a live declaration names
 * (found by links alone). Today's site has none: every page is in one or the other. The cap is
 * there for a link that makes new paths without end (a page linking to itself with one more
 * segment), which would keep the crawl going for ever; reaching it is an error, never a reason
 * to write fewer pages. The declared pages and the route table's are not counted: there is no
 * cap on them, so 1,000 articles are 1,000 pages written.
 */
export const MAX_LINKED_PAGES = 100;
/** Crawled for the not-found page (404.html); no route has this path. */
const NOT_FOUND_PROBE = '/__not-found__';
/** The stock photo's host stands in with this image, so pages are captured with their photos shown. */
const PHOTO_HOST = new URL(brand.stockImageUrl).host;
const STAND_IN_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Writes a file and its precompressed copies, atomically, the copies never of another version (live-files.mjs). */
function writeWithCompressed(file, text) {
  writeLiveFile(file, text, { compressed: true });
}

/** The page as it is now: what #root holds, and the rules emotion inserted while rendering it. */
function capturePage() {
  // Emotion's run-time sheets are the <style data-emotion="css"> elements; the frame's rules,
  // rendered at build time, are already in the template's head.
  const styles = [...document.querySelectorAll('style[data-emotion="css"]')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');
  const main = document.querySelector('main');
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    image: main?.querySelector('img')?.getAttribute('src') ?? null,
    heading: main?.querySelector('h1')?.textContent?.trim() ?? '',
    published: main?.querySelector('time[datetime]')?.getAttribute('datetime') ?? null,
    notFound: Boolean(document.querySelector('[data-not-found]')),
    remoteUnavailable: Boolean(document.querySelector('main [data-testid="remote-unavailable"]')),
    navNames: Object.fromEntries(
      [...document.querySelectorAll('header nav a[href]')].map((a) => [a.getAttribute('href'), a.textContent?.trim() ?? '']),
    ),
    links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
    body: document.getElementById('root')?.innerHTML ?? '',
    styles,
  };
}

/**
 * The concrete paths the live remotes' declarations name (liveDeclarations: the pages.json of
 * each version remotes.json runs): each page's path, and for a pattern the paths its build
 * lists (the articles). The crawl visits all of them after the route table's pages (crawlQueue),
 * so a page no link leads to yet is written too; a path that is not a page comes out as the
 * not-found page and is left out.
 */
export function declaredRoutes(declarations = {}) {
  return Object.values(declarations).flatMap(({ pages = [] }) => pages.flatMap((page) => (page.path.includes(':') ? (page.paths ?? []) : [page.path])));
}

/** A link's page on this site ("/solutions#sales" -> "/solutions"), or null for one elsewhere. */
function internalTarget(href) {
  if (!href?.startsWith('/') || href.startsWith('//')) return null;
  return href.split('#')[0] || '/';
}

/**
 * The order the crawl visits pages in, and its one cap. First the shell's route table ("/" and
 * the other pages of the header), then every path the live declarations name (the articles),
 * then pages found only by links, in the order they were found. The route table comes first so
 * that no count of articles can push /contact, /about or /benefits back; and since a declared
 * page is never counted against a budget, all of them are visited, however many there are.
 * Pure (no browser), so the order and the cap are tested on their own (prerender-site.test.mjs).
 * @param {{ shellRoutes?: string[], declared?: string[], maxLinked?: number }} options
 * @returns {{ next: () => string | undefined, found: (from: string, hrefs: Array<string | null>) => void, linkedOnly: () => string[] }}
 *   next: the page to visit next, undefined when all are visited;
 *   found: the links of a visited page, queued when new; throws once more than maxLinked pages
 *   outside the route table and the declarations have been found (the crawl then writes nothing)
 */
export function crawlQueue({ shellRoutes = SHELL_ROUTES, declared = [], maxLinked = MAX_LINKED_PAGES } = {}) {
  const queue = [...new Set(['/', ...shellRoutes, ...declared])];
  const seen = new Set(queue);
  const linked = [];
  return {
    next: () => queue.shift(),
    found(from, hrefs) {
      for (const href of hrefs) {
        const target = internalTarget(href);
        if (target === null || seen.has(target)) continue;
        seen.add(target);
        linked.push(target);
        if (linked.length > maxLinked) {
          throw new Error(
            `The crawl found more than ${maxLinked} pages by links alone (in neither shared/src/routing/static-routes.json nor a live pages.json), the last ${target} on ${from}; ` +
              `it stopped there and wrote nothing, since a page left out would lose its HTML and its sitemap line. ` +
              `First found: ${linked.slice(0, 5).join(', ')}. Declare such pages in their remote's pages.json, or fix the link that makes new paths.`,
          );
        }
        queue.push(target);
      }
    },
    linkedOnly: () => [...linked],
  };
}

async function crawl({ baseUrl, origins, seeds }) {
  // The headless shell where it is installed: the same HTML, byte for byte, in 8.8-9.1 s instead
  // of 11.1-11.4 s for the 14 routes (its pointer at the page's corner fetches the animation code
  // and the toast UI sooner, which changes nothing the crawl captures).
  const browser = await chromium.launch({ executablePath: findHeadlessShell() ?? (await ensureChromium()), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.route((url) => url.host === PHOTO_HOST, (r) => r.fulfill({ contentType: 'image/png', body: STAND_IN_PHOTO }));
    // Only the site, the origins its remotes.json loads remotes from (localhost or 127.0.0.1,
    // whichever the deploy names) and the photo's stand-in: nothing from elsewhere is captured.
    const allowed = new Set([new URL(baseUrl).origin, ...origins]);
    await page.route((url) => !allowed.has(url.origin) && url.host !== PHOTO_HOST, (r) => r.abort());
    const visit = async (route) => {
      await page.goto(`${baseUrl}${route}`);
      // The page in full, by its own signals: the app has taken the page over, one route is in
      // <main> with its heading, nothing is busy (the full solutions list renders in steps and
      // says so until the last), nothing is left of HTML written before, and its images are in
      // (those not left to load when scrolled to: a lazy one further down loads in no crawl) and
      // shown: a photo's component marks it loaded a task after the browser has it, and HTML
      // captured in between kept the photo hidden until the app ran (with JavaScript off, for good).
      await page.waitForFunction(
        () => {
          const routes = document.querySelectorAll('main [data-route-path]');
          return (
            document.querySelector('#root[data-live]') !== null &&
            routes.length === 1 &&
            routes[0].querySelector('h1') !== null &&
            !routes[0].querySelector('[aria-busy="true"], [data-prerendered]') &&
            [...document.images].every((image) => (image.complete && image.dataset.state !== 'loading') || (!image.complete && image.loading === 'lazy'))
          );
        },
        null,
        { timeout: 15_000 },
      );
      const captured = await page.evaluate(capturePage);
      // A remote that did not load shows its fallback ("The Solutions page is unavailable right
      // now"): written as the route's HTML it would greet every visitor and search engine.
      if (captured.remoteUnavailable) {
        throw new Error(`${route} shows "${captured.heading}": its remote did not load while the site was crawled (not answering, altered or incompatible), so no HTML was written`);
      }
      return { route, ...captured };
    };
    // Every page of the route table and of the declarations, then those found by links: a page
    // is never left out for want of budget (crawlQueue throws, before anything is written).
    const queue = crawlQueue({ declared: seeds });
    const pages = [];
    for (let route = queue.next(); route !== undefined; route = queue.next()) {
      const info = await visit(route);
      pages.push(info);
      queue.found(route, info.links);
    }
    return { pages, notFound: await visit(NOT_FOUND_PROBE) };
  } finally {
    await browser.close();
  }
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
 * Serves the site to crawl: a fresh deploy of the built apps (with `shellDist` as the shell) in
 * a temporary folder by default; with `site`, that deployed folder on its own origins, so the
 * crawl reads the remote versions visitors get.
 */
async function serveForCrawl({ site, shellDist }) {
  const served = site ? await serveDeployed(site) : await deployAndServe({ sources: { shell: shellDist } });
  const { cdnDir, shellDir } = deployPaths(served.dir);
  const remotes = readRemotesJson(shellDir);
  const seeds = declaredRoutes(liveDeclarations({ cdnDir, cdnOrigin: readDeploy(served.dir).cdnOrigin, remotes }));
  const origins = Object.values(remotes).map((entry) => new URL(manifestUrlOf(entry)).origin);
  return { baseUrl: served.siteOrigin, origins, seeds, close: () => served.close() };
}

/**
 * @param {{ outDir?: string, shellDist?: string, site?: string, siteOrigin?: string, log?: boolean }} [options]
 *   outDir: where the route files go (default: the shell's dist, or the deployed site's shell/)
 *   shellDist: the path-mode shell build to crawl (default: the shell's dist)
 *   site: a deployed folder (.site) to re-render in place, instead of a fresh deploy of the builds
 * @returns {Promise<string[]>} the routes written
 */
export async function prerender({ outDir, shellDist = distDir('shell'), site, siteOrigin = DEFAULT_SITE_ORIGIN, log = true } = {}) {
  const SITE_ORIGIN = siteOrigin.replace(/\/$/, '');
  const out = outDir ?? (site ? deployPaths(site).shellDir : distDir('shell'));
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

  writeWithCompressed(path.join(out, 'app.html'), template);
  const routes = crawled.pages.filter((p) => !p.notFound);
  const byRoute = new Map(routes.map((page) => [page.route, page]));
  for (const page of routes) {
    const canonical = `${SITE_ORIGIN}${page.route}`;
    // A page that states when it was published (an article's <time datetime>) is an article to
    // Open Graph and structured data; a list of articles (/resources/blog/page/2) is not.
    const article = page.published !== null;
    const image = page.image?.startsWith('https://') ? page.image : null;
    const html = renderRoutePage(template, {
      meta: { title: page.title, description: page.description, canonical, image, type: article ? 'article' : 'website', siteName: brand.brandName },
      structuredData: routeStructuredData({
        route: page.route,
        canonical,
        siteOrigin: SITE_ORIGIN,
        brandName: brand.brandName,
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
  const gone = before.filter((route) => route !== '/' && !byRoute.has(route));
  for (const route of gone) {
    removeLiveFile(insideFolder(out, route, 'index.html'));
  }
  const { notFound } = crawled;
  writeWithCompressed(
    path.join(out, '404.html'),
    renderRoutePage(template, {
      meta: { title: notFound.title, description: notFound.description, canonical: null, image: null, type: 'website', siteName: brand.brandName },
      styles: notFound.styles,
      body: notFound.body,
      noindex: true,
    }),
  );
  const urls = routes.map((p) => `  <url><loc>${escapeHtml(`${SITE_ORIGIN}${p.route}`)}</loc></url>`).join('\n');
  writeWithCompressed(
    path.join(out, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeWithCompressed(path.join(out, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
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
