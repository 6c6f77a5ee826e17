/**
 * Full-page screenshots of routes at phone (390 px) and desktop (1440 px) widths, from the
 * current build served as it is hosted (screenshots.mjs is the command).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from '../../../builds/index.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../../../machine/index.mjs';
import { deployAndServe } from '../../../serve/index.mjs';
import { ROUTES } from '../../../workspace/index.js';

/** Every page of the site and a missing one: what the command shoots without arguments. */
export const DEFAULT_ROUTES = [...Object.keys(ROUTES), '/no-such-page'];

/** The file a route's screenshot at `width` is written to, in `outDir`. */
export function screenshotFile(outDir, route, width) {
  return path.join(outDir, `${route.replace(/[^\w]+/g, '_') || 'home'}-${width}.png`);
}

/**
 * Builds what changed, serves the site and writes each route's screenshot at both widths into
 * `outDir`, printing each file's path.
 * @param {{ routes: string[], outDir: string }} options
 */
export async function takeScreenshots({ routes, outDir }) {
  mkdirSync(outDir, { recursive: true });
  await ensureBuilt();
  const site = await deployAndServe();
  // Loaded here, not on import: the unit tests import this module for its pure helpers, and
  // loading Playwright costs each such process a third of a second of CPU.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
  try {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
      page.on('pageerror', (e) => console.error('pageerror', e.message));
      for (const route of routes) {
        await page.goto(site.url(route));
        // The page is shown in full: the route's own heading is in and the page before it has left
        // (in hash mode the next route is a navigation inside the page, with its 0.3 s transition),
        // nothing renders in steps any more, and the network is quiet.
        const routePath = route.split('#')[0];
        await page.locator(`main [data-route-path="${routePath}"] h1`).first().waitFor();
        await page.waitForFunction(() => document.querySelectorAll('main [data-route-path]').length === 1);
        await page.waitForFunction(() => [...document.querySelectorAll('main [data-route-path]')].every((el) => getComputedStyle(el).opacity === '1'));
        await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
        await page.waitForLoadState('networkidle');
        const file = screenshotFile(outDir, route, width);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
}
