/**
 * The bench's visits, as a phone visitor makes them: a fresh Chromium profile per visit, a
 * phone's viewport, a network and a CPU slowdown emulated through DevTools (`phone`:
 * `{ network, cpuSlowdown }`), requests to any host but the local servers and the photo's
 * stand-in refused. Each returns what it measured; bench.mjs takes the medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { IMAGE_ORIGINS } from '../deploy/index.mjs';

/** Close to Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Requests the pages may make: the local servers and the stock photo's (stood-in) host. */
const REACHABLE_HOSTS = new Set(['localhost', '127.0.0.1', ...IMAGE_ORIGINS.map((origin) => new URL(origin).hostname)]);

/** Collects paint, layout-shift and long-task entries from the first moment of the page. */
const OBSERVERS = () => {
  const w = window;
  w.__bench = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__bench.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.__bench.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__bench.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
};

/**
 * A fresh Chromium profile for every visit: as cold as a new browser context, but not off the
 * record. Playwright's browser.newContext() is an off-the-record context, where Chromium drops
 * preconnect hints (checked here: a `<link rel=preconnect>` opened no connection there, and one
 * in a normal profile), so what a hint gives would go unmeasured.
 */
export function freshProfiles(launchOptions) {
  return {
    async newContext(options) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
      const context = await chromium.launchPersistentContext(dir, { ...launchOptions, ...options });
      // Chromium may still be writing the profile as the context reports closed.
      context.once('close', () => setTimeout(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }), 500));
      return context;
    },
  };
}

/** A phone's page in a fresh profile: its viewport, `phone.network` and `phone.cpuSlowdown`, other hosts blocked, every response counted. */
async function newMobilePage(browser, phone) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.route((url) => !REACHABLE_HOSTS.has(url.hostname), (r) => r.abort());
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phone.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  const requests = new Map();
  // Whether a request started before the page's load event: what the first load needs, as
  // opposed to what the page fetches once it has loaded (the animation code, at idle).
  const started = new Map();
  let loadedAt = Infinity;
  await cdp.send('Page.enable');
  cdp.on('Page.loadEventFired', (e) => (loadedAt = Math.min(loadedAt, e.timestamp)));
  cdp.on('Network.requestWillBeSent', (e) => started.set(e.requestId, e.timestamp));
  cdp.on('Network.responseReceived', (e) =>
    requests.set(e.requestId, { type: e.type, url: e.response.url, bytes: 0, beforeLoad: () => started.get(e.requestId) < loadedAt }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  return { context, page, requests };
}

/** A cold load of `url` (hash mode: origin + "/#" + route; path mode: origin + route). */
export async function measureLoad(browser, url, phone) {
  const { context, page, requests } = await newMobilePage(browser, phone);
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const m = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const b = window.__bench;
    const tbt = b.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const arrivals = performance.getEntriesByType('resource').map((e) => [e.name.replace(/^https?:\/\/[^/]+/, ''), Math.round(e.responseEnd)]);
    return { fcp, lcp: b.lcp, cls: b.cls, tbt, longTasks: b.longTasks.map(([s, d]) => [Math.round(s), Math.round(d)]), arrivals };
  });
  const all = [...requests.values()];
  const scripts = all.filter((r) => r.type === 'Script');
  const js = scripts.reduce((sum, r) => sum + r.bytes, 0);
  const jsBeforeLoad = scripts.filter((r) => r.beforeLoad()).reduce((sum, r) => sum + r.bytes, 0);
  const integrityMaps = all.filter((r) => r.url.endsWith('/mf-integrity.json')).reduce((sum, r) => sum + r.bytes, 0);
  if (process.env.BENCH_VERBOSE) {
    for (const r of all) console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(6)} KB ${r.type} ${r.url}`);
    console.log(`  long tasks [start, ms]: ${JSON.stringify(m.longTasks)}`);
    for (const [name, end] of m.arrivals) console.log(`  arrived ${String(end).padStart(5)} ms ${name}`);
  }
  await context.close();
  return { fcp: m.fcp, lcp: m.lcp, cls: m.cls, tbt: m.tbt, jsKB: js / 1024, firstLoadJsKB: jsBeforeLoad / 1024, integrityMapKB: integrityMaps / 1024, requests: all.length };
}

/**
 * Counts the page's requests in flight; `quiet()` resolves once none has been for `quietMs`.
 * (waitForLoadState('networkidle') returns at once on a page that was idle before.)
 */
function trackRequests(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => { inFlight += 1; lastChange = Date.now(); };
  const ended = () => { inFlight -= 1; lastChange = Date.now(); };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 500) {
      while (inFlight > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(50);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Longer than the 2 s the shell may wait for an idle moment before it warms the remotes. */
const READING_QUIET_MS = 2500;

/**
 * Tap-to-content from home, or from the page at `from` (its URL `homeUrl`), on the link named
 * `linkName` in the footer, or in `linkIn` (a selector: "main" for an article's card on the
 * hub). `mode`: "cold" (the tap on the link is the first
 * interaction; Playwright brings the link into view just before it), "scrolled" (the visitor
 * scrolled 300 px first and the page's requests settled), "preloaded" (pointer over the link
 * first, as a desktop's hover), "repeat" (the visitor has been to the page once and came back
 * with Back: its code is in, the baseline a first tap is held to). With `menuLinkName`, the
 * taps are on that link of the header's menu, opened by a tap just before. Before the click, the page's
 * requests are allowed to finish, idle-time ones (warming, the animation features) included: a
 * visitor reads the first page for a few seconds.
 */
export async function measureNavigation(browser, { homeUrl, from = '/', linkIn = 'footer', linkName, menuLinkName, target, mode }, phone) {
  const { context, page } = await newMobilePage(browser, phone);
  const reading = trackRequests(page);
  await page.goto(homeUrl);
  await page.locator('main h1').first().waitFor();
  await reading.quiet(READING_QUIET_MS);
  const link = menuLinkName ? page.locator('header').getByRole('link', { name: menuLinkName, exact: true }) : page.locator(linkIn).getByRole('link', { name: linkName, exact: true });
  const openMenu = async () => {
    if (menuLinkName) await page.getByRole('button', { name: 'Open menu' }).tap();
  };
  if (mode === 'repeat') {
    await openMenu();
    await link.tap();
    await page.locator(`[data-route-path="${target}"] h1`).waitFor();
    await trackRequests(page).quiet();
    await page.goBack();
    await page.locator(`[data-route-path="${from}"] h1`).waitFor();
    await trackRequests(page).quiet();
  } else if (mode !== 'cold') {
    const requests = trackRequests(page);
    if (mode === 'scrolled') await page.evaluate(() => window.scrollBy(0, 300));
    else await link.dispatchEvent('pointerover');
    await requests.quiet();
  }
  // A real tap (touch events through DevTools, as a phone sends them), timed from its click
  // event to the new page's heading. Not element.click() from a script: a script's click
  // runs every listener in one task, so the browser's microtasks (promise callbacks) wait
  // for all of them, which no real tap does.
  await page.evaluate((path) => {
    window.__navigation = new Promise((resolve) => {
      addEventListener('click', (event) => {
        const start = event.timeStamp;
        const done = () => document.querySelector(`[data-route-path="${path}"] h1`);
        const obs = new MutationObserver(() => { if (done()) { obs.disconnect(); resolve({ start, end: performance.now() }); } });
        obs.observe(document.body, { childList: true, subtree: true });
      }, { capture: true, once: true });
    });
  }, target);
  await openMenu();
  await link.tap();
  const { ms, after } = await page.evaluate(async () => {
    const { start, end } = await window.__navigation;
    const ms = end - start;
    // What the tap waited for: each request and mark after it, relative to the click.
    const after = [...performance.getEntriesByType('resource'), ...performance.getEntriesByType('mark')]
      .filter((e) => e.startTime >= start)
      .map((e) => [e.name.replace(/^https?:\/\/[^/]+/, ''), Math.round(e.startTime - start), Math.round((e.responseEnd ?? e.startTime) - start)])
      .concat(window.__bench.longTasks.filter(([s]) => s >= start).map(([s, d]) => ['(long task)', Math.round(s - start), Math.round(s + d - start)]))
      .sort((a, b) => a[1] - b[1]);
    return { ms, after };
  });
  if (process.env.BENCH_VERBOSE) {
    console.log(`  ${mode} click to ${target}: ${Math.round(ms)} ms`);
    for (const [name, from, to] of after) console.log(`    ${String(from).padStart(5)} -> ${String(to).padStart(5)} ms ${name}`);
  }
  await context.close();
  return ms;
}

/** The tour docs/performance.md's figure describes: home, then these pages by the header's links. */
const TOUR = [
  ['Solutions', '/solutions'],
  ['Resources', '/resources'],
  ['an article', null],
  ['Contact Us', '/contact'],
];

/**
 * A whole visit, client-side from home, as a phone visitor clicks through it: the compressed
 * JavaScript it downloads in all, and how many copies of the federation runtime are among it
 * (its code carries the log prefix "[ Federation Runtime ]").
 */
export async function measureTour(browser, origin, phone) {
  const { context, page, requests } = await newMobilePage(browser, phone);
  const runtimeCopies = new Set();
  page.on('response', async (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return;
    if ((await response.text().catch(() => '')).includes('[ Federation Runtime ]')) runtimeCopies.add(response.url());
  });
  await page.goto(`${origin}/#/`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  for (const [linkName, path] of TOUR) {
    const link = path
      ? page.locator('header').getByRole('link', { name: linkName, exact: true })
      : page.locator('main a[href*="/resources/blog/"]').first();
    if (path && !(await link.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    const href = await link.getAttribute('href');
    await link.click();
    await page.locator(`[data-route-path="${path ?? href.replace(/^\/#/, '')}"] h1`).first().waitFor({ timeout: 60_000 });
    await trackRequests(page).quiet();
  }
  const all = [...requests.values()].filter((r) => r.type === 'Script');
  await context.close();
  return { tourJsKB: all.reduce((sum, r) => sum + r.bytes, 0) / 1024, runtimeCopies: runtimeCopies.size };
}
