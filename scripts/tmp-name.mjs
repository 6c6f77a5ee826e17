import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { deploySite } from './lib/deploy.mjs';
import { createShellServer, createStaticServer, freePort, listen } from './lib/static-server.mjs';
const cdnPort = await freePort();
const { shellDir, cdnDir } = deploySite({ target: path.join(os.tmpdir(), `nm-${process.pid}`), cdnOrigin: `http://127.0.0.1:${cdnPort}` });
const cdn = createStaticServer({ root: cdnDir, cors: true }); await listen(cdn, cdnPort);
const shell = createShellServer({ root: shellDir }); const port = await listen(shell, 0);
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
for (const width of [390, 1024, 1440, 1920]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/#/contact`);
  await page.locator('main h1').waitFor(); await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  console.log('chromium:', nodes.filter((n) => n.role?.value === 'link' && n.name?.value?.includes('@')).map((n) => JSON.stringify(n.name.value)).join(' ; '));
  const snap = await page.locator('body').ariaSnapshot();
  console.log(width, snap.split('\n').filter((l) => l.includes('@')).map((l) => l.trim()).join(' || '));
  console.log(await page.evaluate(() => [...document.querySelectorAll('a[href^="mailto:"]')].map((a) => `${a.getBoundingClientRect().width.toFixed(0)}x${a.getBoundingClientRect().height.toFixed(0)} ${a.parentElement.getBoundingClientRect().width.toFixed(0)} ${getComputedStyle(a).fontSize}`).join(' ; ')));
  await page.close();
}
await browser.close(); shell.close(); cdn.close();
