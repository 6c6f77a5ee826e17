/**
 * Screenshots of every route at phone (390 px) and desktop (1440 px) widths, into
 * .screenshots/. Serves the current build itself. `node scripts/screenshots.mjs [route...]`
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { deploySite, rootDir } from './lib/deploy.mjs';
import { createShellServer, createStaticServer, freePort, listen } from './lib/static-server.mjs';

const DEFAULT_ROUTES = ['/', '/solutions', '/benefits', '/about', '/resources', '/contact', '/no-such-page'];
const routes = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ROUTES;
const outDir = path.join(rootDir, '.screenshots');
mkdirSync(outDir, { recursive: true });

const cdnPort = await freePort();
const target = path.join(os.tmpdir(), `site-shots-${process.pid}`);
const { shellDir, cdnDir } = deploySite({ target, cdnOrigin: `http://127.0.0.1:${cdnPort}` });
const cdnServer = createStaticServer({ root: cdnDir, cors: true });
await listen(cdnServer, cdnPort);
const shellServer = createShellServer({ root: shellDir });
const port = await listen(shellServer, 0);

const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  for (const route of routes) {
    await page.goto(`http://127.0.0.1:${port}/#${route}`);
    await page.waitForTimeout(1500);
    const name = `${route.replace(/[^\w]+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
shellServer.close();
cdnServer.close();
