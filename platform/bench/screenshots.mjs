/**
 * Full-page screenshots of routes at phone (390 px) and desktop (1440 px) widths into
 * .screenshots/, from the current build served as it is hosted (see --help).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../builds/builds.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../machine/index.mjs';
import { cli, fail } from '../cli/cli.mjs';
import { rootDir } from '../deploy/deploy.mjs';
import { deployAndServe } from '../serve/index.mjs';

const USAGE = `
Usage: node platform/bench/screenshots.mjs [route ...]

Full-page screenshots of each route (default: every page of the site and a missing one) at
390 and 1440 px, into .screenshots/. Builds what changed first.
Example: node platform/bench/screenshots.mjs /contact /solutions#sales
`;

const DEFAULT_ROUTES = ['/', '/solutions', '/benefits', '/about', '/resources', '/contact', '/no-such-page'];
const { positionals } = cli({ usage: USAGE, positionals: 'any' });
const routes = positionals.length ? positionals : DEFAULT_ROUTES;
const bad = routes.find((route) => !route.startsWith('/'));
if (bad) fail(`"${bad}" is not a route: routes start with "/".`, USAGE);
const outDir = path.join(rootDir, '.screenshots');
mkdirSync(outDir, { recursive: true });

await ensureBuilt();
const site = await deployAndServe();
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
      const name = `${route.replace(/[^\w]+/g, '_') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true, animations: 'disabled' });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
