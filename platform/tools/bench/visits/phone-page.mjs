/**
 * The phone every bench visit is made on: a fresh Chromium profile per visit, a phone's
 * viewport, a network and a CPU slowdown emulated through DevTools (`phone`:
 * `{ network, cpuSlowdown }`), requests to any host but the local servers and the photo's
 * stand-in refused, every response counted; and a watch on the page's requests in flight.
 * measure-load.mjs, measure-navigation.mjs and measure-tour.mjs make their visits on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_ORIGINS } from '../../../deploy/server/index.mjs';

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
      // Loaded here, not on import: the unit tests import this module for its pure helpers, and
      // loading Playwright costs each such process a third of a second of CPU.
      const { chromium } = await import('playwright-core');
      const context = await chromium.launchPersistentContext(dir, { ...launchOptions, ...options });
      // Chromium may still be writing the profile as the context reports closed; on a loaded
      // machine it can outlast the retries, and a profile left in the temporary folder must not
      // end the run (an uncaught ENOTEMPTY did, half-way through a bench).
      context.once('close', () =>
        setTimeout(() => {
          try {
            rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
          } catch (error) {
            console.warn(`A browser profile was left in ${dir}: ${error.code ?? error.message}`);
          }
        }, 500),
      );
      return context;
    },
  };
}

/** A phone's page in a fresh profile: its viewport, `phone.network` and `phone.cpuSlowdown`, other hosts blocked, every response counted. */
export async function newMobilePage(browser, phone) {
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
  // opposed to what the page fetches once it has loaded (warming, at idle).
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

/**
 * Counts the page's requests in flight; `quiet()` resolves once none has been for `quietMs`.
 * (waitForLoadState('networkidle') returns at once on a page that was idle before.)
 */
export function trackRequests(page) {
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
