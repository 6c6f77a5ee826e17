/**
 * The prerender's crawl: the deployed site served (a fresh deploy of the builds, or a deployed
 * folder on its own origins), visited in Chromium page by page in crawlQueue's order, each page
 * captured once it is complete by its own signals (its HTML, head, styles and links), and the
 * not-found page. What is captured becomes the route files (route-files.mjs).
 */
import { readFileSync } from 'node:fs';
import { deployPaths, manifestUrlOf, readDeploy, readRemotesJson } from '../deploy/index.mjs';
import { liveDeclarations } from '../html/index.mjs';
import { CHROMIUM_ARGS, ensureChromium, findHeadlessShell } from '../machine/index.mjs';
import { deployAndServe, serveDeployed } from '../serve/index.mjs';
import { crawlQueue, declaredRoutes, sitePageTest } from './crawl-queue.mjs';

const brand = JSON.parse(readFileSync(new URL('../../shared/src/config/brand.json', import.meta.url), 'utf8'));
/** Crawled for the not-found page (404.html); no route has this path. */
const NOT_FOUND_PROBE = '/__not-found__';
/** The stock photo's host stands in with this image, so pages are captured with their photos shown. */
const PHOTO_HOST = new URL(brand.stockImageUrl).host;
const STAND_IN_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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

export async function crawl({ baseUrl, origins, seeds, isPage }) {
  // Loaded here, not on import: every release, rollback and deploy imports the crawl, and most
  // never run it (a hash-mode deploy); loading Playwright took a second of each such process.
  const { chromium } = await import('playwright-core');
  // The headless shell where it is installed: the same HTML, byte for byte, in 8.8-9.1 s instead
  // of 11.1-11.4 s for the 14 routes (its pointer at the page's corner fetches the toast UI
  // sooner, which changes nothing the crawl captures).
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
    const queue = crawlQueue({ declared: seeds, isPage });
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

/**
 * Serves the site to crawl: a fresh deploy of the built apps (with `shellDist` as the shell) in
 * a temporary folder by default; with `site`, that deployed folder on its own origins, so the
 * crawl reads the remote versions visitors get.
 */
export async function serveForCrawl({ site, shellDist }) {
  const served = site ? await serveDeployed(site) : await deployAndServe({ sources: { shell: shellDist } });
  const { cdnDir, shellDir } = deployPaths(served.dir);
  const remotes = readRemotesJson(shellDir);
  const declarations = liveDeclarations({ cdnDir, cdnOrigin: readDeploy(served.dir).cdnOrigin, remotes });
  const origins = Object.values(remotes).map((entry) => new URL(manifestUrlOf(entry)).origin);
  return { baseUrl: served.siteOrigin, origins, seeds: declaredRoutes(declarations), isPage: sitePageTest(declarations, Object.keys(remotes)), close: () => served.close() };
}

