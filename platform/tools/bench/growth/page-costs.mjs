/**
 * What a visitor pays for the pages that list or show posts, in a prerendered path-mode deploy
 * (growth.mjs measures it at each count of posts): each page's HTML and the JavaScript and
 * content files a cold visit downloads, compressed as the CDN sends them; whether an article
 * downloads any body but its own; and whether every article can be reached by following links
 * in the HTML alone, as a crawler or a visitor without JavaScript does.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../../machine/index.mjs';

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A route's prerendered HTML, brotli-compressed at its best (as the deploy writes its copy). */
export function htmlBytes(shellDir, route) {
  return brotli(readFileSync(path.join(shellDir, route, 'index.html')));
}

/**
 * The routes reached from `start` by the links in the prerendered HTML files alone, under
 * /resources: no script runs, so this is what a crawler or a visitor without JavaScript can reach.
 */
export function reachableByLinks(shellDir, start = '/resources') {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const file = path.join(shellDir, queue.shift(), 'index.html');
    if (!existsSync(file)) continue;
    for (const [, href] of readFileSync(file, 'utf8').matchAll(/<a\b[^>]*\shref="(\/resources(?:\/[^"#?]*)?)[#"?]/g)) {
      if (!seen.has(href)) {
        seen.add(href);
        queue.push(href);
      }
    }
  }
  return seen;
}

/** A served file's size as the CDN or the shell's host sends it: its brotli copy in the deploy, else compressed here. */
function servedBytes(dirs, url, body) {
  const { origin, pathname } = new URL(url);
  const dir = dirs[origin];
  const file = dir && path.join(dir, decodeURIComponent(pathname));
  if (file && existsSync(`${file}.br`) && statSync(file).size === body.length) return statSync(`${file}.br`).size;
  return brotli(body);
}

/** A Chromium for the measurements; close it with close(). */
export async function launchBrowser() {
  return chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
}

/**
 * A cold visit to `url`, until the page is complete and the shell's idle-time downloads are
 * done: the compressed JavaScript it downloaded, and the content files it fetched (their names
 * and compressed bytes).
 * @param {{ siteOrigin: string, cdnOrigin: string, shellDir: string, cdnDir: string }} site
 */
export async function pageDownloads(browser, site, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dirs = { [site.siteOrigin]: site.shellDir, [site.cdnOrigin]: site.cdnDir };
  const measured = { jsBytes: 0, contentBytes: 0, contentFiles: [] };
  const pending = [];
  page.on('response', (response) => {
    const url = response.url();
    const { pathname } = new URL(url);
    const isScript = /\.m?js$/.test(pathname);
    const isContent = /\/content\/[^/]+\.json$/.test(pathname);
    if (!isScript && !isContent) return;
    pending.push(
      response.body().then((body) => {
        const bytes = servedBytes(dirs, url, body);
        if (isScript) measured.jsBytes += bytes;
        else {
          measured.contentBytes += bytes;
          measured.contentFiles.push(path.basename(pathname));
        }
      }),
    );
  });
  await page.goto(`${site.siteOrigin}${route}`);
  await page.locator(`main [data-route-path="${route}"] h1`).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]') && document.getElementById('root')?.hasAttribute('data-live'));
  // The shell's own word that its idle-time downloads are done (e2e/fixtures.ts waits the same way).
  await page.waitForFunction(() => performance.getEntriesByType('mark').some(({ name }) => /^remote-warming:(done|skipped)$/.test(name)), null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return measured;
}
