/**
 * `npm run bench`: measures the federated site against a single-bundle build of itself
 * (same source, every remote page compiled into the shell, no Module Federation).
 * Headless Chromium, mobile emulation, 4x CPU slowdown, network close to Lighthouse's mobile
 * profile (150 ms RTT, 1.6 Mbps down, 750 kbps up), several cold runs, medians. The two builds
 * take turns run by run, so a slow spell of the machine lands on both rather than on one.
 *   npm run bench -- --runs 5 --lighthouse-runs 5 --no-build --no-lighthouse --no-navigation --no-tour --no-integrity --no-path --routes /,/contact
 * Also measures the path-mode site as `npm run build:static` makes it (every route's content in
 * its HTML): its loads and Lighthouse's four categories, by the URL a visitor opens.
 * The stock photo's host is stood in for by a local server (serve/photo-host.mjs), so the pages
 * with a photo are measured as an online visitor sees them, its connection costing three of
 * the emulated round trips.
 * Prints a table and writes .bench/results.json. Not part of npm test: figures, not pass/fail.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../machine/chromium.mjs';
import { ensureBuilt, pathModeShell } from '../builds/builds.mjs';
import { cli, fail } from '../cli/cli.mjs';
import { distDir, manifestUrlOf, REMOTES, rootDir, writeRemotesJson } from '../deploy/deploy.mjs';
import { deployAndServe } from '../serve/serve-site.mjs';
import { startPhotoHost } from '../serve/photo-host.mjs';
import { IMAGE_ORIGINS } from '../deploy/security-headers.mjs';
import { createShellServer, listen } from '../serve/static-server.mjs';
import { lighthouseScores, serveStaticSite, summariseRuns } from './lighthouse.mjs';
import { median } from './median.mjs';

const USAGE = `
Usage: npm run bench -- [--runs N] [--lighthouse-runs N] [--routes /,/contact] [--cpu N] [--taps LIST] [--cold-taps]
                        [--no-build] [--no-lighthouse] [--no-navigation] [--no-tour] [--no-integrity] [--no-path]

Measures the federated site against a single bundle of the same source, in headless Chromium
with a phone's CPU and network (docs/performance.md), and writes .bench/results.json.
  --runs N             page loads and taps per figure (default 3); figures are medians
  --lighthouse-runs N  Lighthouse runs per route (default 3)
  --routes LIST        only these routes, comma-separated
  --cpu N              the CPU slowdown DevTools applies (default 4: a mid-range phone; 6 a slower one)
  --taps LIST          only the taps from home to these pages: /solutions,/resources,/contact
  --cold-taps          of the taps from home, only the cold one (the first interaction)
  --no-build           build nothing: use the builds there are
  --no-lighthouse, --no-navigation, --no-tour, --no-integrity, --no-path
                       leave out that part of the measurement
`;
const flag = { type: 'boolean' };
const { values: options } = cli({
  usage: USAGE,
  options: {
    runs: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    routes: { type: 'string' },
    cpu: { type: 'string' },
    taps: { type: 'string' },
    'cold-taps': flag,
    'no-build': flag,
    'no-lighthouse': flag,
    'no-navigation': flag,
    'no-tour': flag,
    'no-integrity': flag,
    'no-path': flag,
  },
});
function count(value, name, fallback) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`${name} takes a whole number (1 or more), got "${value}".`, USAGE);
  return n;
}
const RUNS = count(options.runs, '--runs', 3);
/** Lighthouse varies by about 5 points run to run here; its figures are medians too. */
const LIGHTHOUSE_RUNS = count(options['lighthouse-runs'], '--lighthouse-runs', 3);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = count(options.cpu, '--cpu', 4);
/** Round trips a first connection to the photo's host costs: DNS, TCP, TLS 1.3 (serve/photo-host.mjs). */
const PHOTO_CONNECTION_RTTS = 3;
const ALL_ROUTES = ['/', '/solutions', '/benefits', '/about', '/resources', '/resources/blog/crm-for-small-business-growth-a-practical-starter-guide', '/contact'];
/** `--routes /,/contact` measures a subset (quicker while working on one page). */
const ROUTES = options.routes ? options.routes.split(',') : ALL_ROUTES;
/** The taps from home, by footer links: visible at phone width, where the header's links sit in the closed menu. */
const ALL_NAV_TARGETS = [
  ['View All Solutions', '/solutions'],
  ['Blog', '/resources'],
  ['Contact', '/contact'],
];
const NAV_TARGETS = options.taps ? options.taps.split(',').map((target) => ALL_NAV_TARGETS.find(([, path]) => path === target) ?? fail(`--taps: no tap to "${target}"; there are ${ALL_NAV_TARGETS.map(([, path]) => path).join(', ')}.`, USAGE)) : ALL_NAV_TARGETS;
const singleDist = path.join(rootDir, '.bench/single-dist');
/** Requests the pages may make: the local servers and the stock photo's (stood-in) host. */
const REACHABLE_HOSTS = new Set(['localhost', '127.0.0.1', ...IMAGE_ORIGINS.map((origin) => new URL(origin).hostname)]);

/**
 * `runs` samples of `measure(site)` for each site, the sites taking turns (federated, single,
 * federated, ...), so drift in the machine's speed during a route affects both alike.
 */
async function sampleInTurns(sites, runs, measure) {
  const samples = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const [name, site] of Object.entries(sites)) samples[name].push(await measure(site));
  }
  return samples;
}

function medians(samples, keys) {
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
}

function run(command, argv, env = {}) {
  const result = spawnSync(command, argv, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The deployed site; `pinned: false` serves the same files with remotes.json naming plain URLs. */
async function serveFederated({ pinned = true } = {}) {
  const site = await deployAndServe({ hostname: 'localhost' });
  if (!pinned) writeRemotesJson(site.shellDir, Object.fromEntries(Object.entries(site.remotes).map(([name, entry]) => [name, manifestUrlOf(entry)])));
  return { origin: site.siteOrigin, close: () => site.close() };
}

async function serveSingle() {
  const shell = createShellServer({ root: singleDist });
  const port = await listen(shell, 0);
  return { origin: `http://localhost:${port}`, close: () => shell.close() };
}

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
function freshProfiles(launchOptions) {
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

async function newMobilePage(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.route((url) => !REACHABLE_HOSTS.has(url.hostname), (r) => r.abort());
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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
async function measureLoad(browser, url) {
  const { context, page, requests } = await newMobilePage(browser);
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
 * Tap-to-content from home. `mode`: "cold" (the tap on the footer link is the first
 * interaction; Playwright brings the link into view just before it), "scrolled" (the visitor
 * scrolled 300 px first and the page's requests settled), "preloaded" (pointer over the link
 * first, as a desktop's hover). Before the click, the page's requests are allowed to finish, idle-time ones
 * (warming, the animation features) included: a visitor reads the first page for a few seconds.
 */
async function measureNavigation(browser, homeUrl, linkName, target, mode) {
  const { context, page } = await newMobilePage(browser);
  const reading = trackRequests(page);
  await page.goto(homeUrl);
  await page.locator('main h1').first().waitFor();
  await reading.quiet(READING_QUIET_MS);
  if (mode !== 'cold') {
    const requests = trackRequests(page);
    if (mode === 'scrolled') await page.evaluate(() => window.scrollBy(0, 300));
    else await page.locator('footer').getByRole('link', { name: linkName, exact: true }).dispatchEvent('pointerover');
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
  await page.locator('footer').getByRole('link', { name: linkName, exact: true }).tap();
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
async function measureTour(browser, origin) {
  const { context, page, requests } = await newMobilePage(browser);
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

/** Remote first pages timed with remotes.json pinned and unpinned: what checking hashes costs. */
const INTEGRITY_ROUTES = ['/contact', '/solutions'];

/**
 * The bytes the hashes add inside each remote entry (its map of chunk hashes), brotli-compressed
 * as served: the entry as built against the same entry with an empty map.
 */
function entryHashMapBytes() {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const entry = readFileSync(path.join(distDir(remote), 'remoteEntry.js'));
      const withoutMap = Buffer.from(entry.toString().replace(/\.remoteIntegrity=\{[^}]*\}/, '.remoteIntegrity={}'));
      return [remote, brotliCompressSync(entry).length - brotliCompressSync(withoutMap).length];
    }),
  );
}

/** Several Lighthouse runs of one page: their scores (summariseRuns) and the median metrics of the runs that completed. */
function lighthouseFigures(runs) {
  const completed = runs.filter((r) => !r.runtimeError).map((r) => r.metrics);
  return { ...summariseRuns(runs), ...medians(completed, ['fcp', 'lcp', 'tbt', 'cls']) };
}

function fmt(v, digits = 0) {
  return Number.isFinite(v) ? v.toFixed(digits) : 'n/a';
}

async function main() {
  const withPath = !options['no-path'];
  if (!options['no-build']) {
    await ensureBuilt();
    run('npx', ['webpack', '-c', 'platform/bench/single-bundle.webpack.js', '--mode', 'production']);
  }
  if (!existsSync(path.join(singleDist, 'index.html'))) throw new Error(`The single bundle (${path.relative(rootDir, singleDist)}) is not built yet: run without --no-build.`);
  const pathShellDist = withPath ? await pathModeShell({ build: !options['no-build'], quiet: false }) : null;
  const executablePath = await ensureChromium();
  const results = {
    settings: { runs: RUNS, lighthouseRuns: LIGHTHOUSE_RUNS, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN },
    routes: {}, tour: null, navigation: {}, integrity: null, lighthouse: {}, pathMode: null,
  };
  let photoHost;
  let browser;
  const sites = {};
  let pathSite = null;
  try {
    // DNS, TCP and TLS to the photo's host: three round trips of the emulated network.
    photoHost = await startPhotoHost({ connectionSetupMs: PHOTO_CONNECTION_RTTS * NETWORK.latency });
    results.settings.standInPhotoBytes = photoHost.sizes;
    results.settings.photoConnectionSetupMs = PHOTO_CONNECTION_RTTS * NETWORK.latency;
    browser = freshProfiles({ executablePath, args: [...CHROMIUM_ARGS, ...photoHost.chromiumArgs] });
    sites.federated = await serveFederated();
    sites.single = await serveSingle();
    if (withPath) pathSite = await serveStaticSite({ shellDist: pathShellDist });
    for (const route of ROUTES) {
      const samples = await sampleInTurns(sites, RUNS, (site) => measureLoad(browser, `${site.origin}/#${route}`));
      results.routes[route] = Object.fromEntries(
        Object.entries(samples).map(([name, s]) => [name, medians(s, ['jsKB', 'firstLoadJsKB', 'requests', 'fcp', 'lcp', 'cls', 'tbt'])]),
      );
      const { federated: f, single: s } = results.routes[route];
      console.log(`${route.slice(0, 40).padEnd(40)} JS ${fmt(f.firstLoadJsKB)}+${fmt(f.jsKB - f.firstLoadJsKB)}/${fmt(s.firstLoadJsKB)}+${fmt(s.jsKB - s.firstLoadJsKB)} KB  req ${f.requests}/${s.requests}  FCP ${fmt(f.fcp)}/${fmt(s.fcp)}  LCP ${fmt(f.lcp)}/${fmt(s.lcp)}  TBT ${fmt(f.tbt)}/${fmt(s.tbt)}  CLS ${fmt(f.cls, 3)}/${fmt(s.cls, 3)}`);
    }
    if (!options['no-tour']) {
      const samples = await sampleInTurns(sites, RUNS, (site) => measureTour(browser, site.origin));
      results.tour = Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, medians(s, ['tourJsKB', 'runtimeCopies'])]));
    }
    if (!options['no-integrity']) {
      const unpinned = await serveFederated({ pinned: false });
      try {
        results.integrity = { entryHashMapBytes: entryHashMapBytes(), routes: {} };
        for (const route of INTEGRITY_ROUTES) {
          const samples = await sampleInTurns({ pinned: sites.federated, unpinned }, RUNS, (site) => measureLoad(browser, `${site.origin}/#${route}`));
          if (process.env.BENCH_VERBOSE) for (const [name, s] of Object.entries(samples)) console.log(`  ${route} ${name} LCP ${s.map((r) => fmt(r.lcp)).join(', ')} ms`);
          results.integrity.routes[route] = Object.fromEntries(
            Object.entries(samples).map(([name, s]) => [name, medians(s, ['jsKB', 'integrityMapKB', 'fcp', 'lcp'])]),
          );
        }
      } finally {
        unpinned.close();
      }
    }
    // The path-mode site too: home's prerendered HTML taken over, then the same tap.
    const navigationSites = pathSite ? { ...sites, path: pathSite } : sites;
    for (const [linkName, target] of options['no-navigation'] ? [] : NAV_TARGETS) {
      const samples = await sampleInTurns(navigationSites, RUNS, async (site) => {
        const home = site === pathSite ? `${site.origin}/` : `${site.origin}/#/`;
        const coldMs = await measureNavigation(browser, home, linkName, target, 'cold');
        if (options['cold-taps']) return { coldMs, scrolledMs: NaN, preloadedMs: NaN };
        return {
          coldMs,
          scrolledMs: await measureNavigation(browser, home, linkName, target, 'scrolled'),
          preloadedMs: await measureNavigation(browser, home, linkName, target, 'preloaded'),
        };
      });
      results.navigation[target] = Object.fromEntries(
        Object.entries(samples).map(([name, s]) => [name, medians(s, ['coldMs', 'scrolledMs', 'preloadedMs'])]),
      );
    }
    if (pathSite) {
      results.pathMode = { routes: {}, lighthouse: {} };
      for (const route of ROUTES) {
        const samples = await sampleInTurns({ path: pathSite }, RUNS, (site) => measureLoad(browser, `${site.origin}${route}`));
        const m = medians(samples.path, ['firstLoadJsKB', 'fcp', 'lcp', 'cls', 'tbt']);
        // The ratio of each run, then its median: a run's LCP belongs with its own FCP.
        m.lcpOverFcp = median(samples.path.map((r) => r.lcp / r.fcp));
        results.pathMode.routes[route] = m;
        console.log(`path mode ${route.slice(0, 40).padEnd(40)} FCP ${fmt(m.fcp)}  LCP ${fmt(m.lcp)} (${fmt(m.lcpOverFcp, 2)}x)  TBT ${fmt(m.tbt)}  CLS ${fmt(m.cls, 3)}`);
      }
    }
    if (!options['no-lighthouse']) {
      const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', ...photoHost.chromiumArgs] });
      try {
        /** One Lighthouse run of `url`; a failed one is said here, and summariseRuns lists it as failed. */
        const lighthouseRun = async (url) => {
          const result = await lighthouseScores(url, chrome.port);
          if (result.runtimeError) console.log(`Lighthouse run failed on ${url}: ${result.runtimeError}`);
          return result;
        };
        for (const route of ROUTES) {
          const samples = await sampleInTurns(sites, LIGHTHOUSE_RUNS, (site) => lighthouseRun(`${site.origin}/#${route}`));
          results.lighthouse[route] = Object.fromEntries(Object.entries(samples).map(([name, runs]) => [name, lighthouseFigures(runs)]));
        }
        for (const route of pathSite ? ROUTES : []) {
          const { path: runs } = await sampleInTurns({ path: pathSite }, LIGHTHOUSE_RUNS, (site) => lighthouseRun(`${site.origin}${route}`));
          results.pathMode.lighthouse[route] = lighthouseFigures(runs);
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    for (const site of Object.values(sites)) site.close();
    await pathSite?.close();
    photoHost?.close();
  }
  printTable(results);
  mkdirSync(path.join(rootDir, '.bench'), { recursive: true });
  writeFileSync(path.join(rootDir, '.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten .bench/results.json');
}

function printTable(results) {
  const ratio = (a, b) => (b > 0 ? fmt(a / b, 2) : 'n/a');
  // A median of an even number of runs can fall between two scores.
  const score = (v) => fmt(v, Number.isInteger(v) ? 0 : 1);
  console.log(`\nMedians of ${results.settings.runs} cold runs (Lighthouse: ${results.settings.lighthouseRuns} runs); mobile, ${CPU_SLOWDOWN}x CPU, 150 ms RTT, 1.6 Mbps. Federated / single-bundle (ratio).`);
  console.log('| route | JS KB (compressed): first load + after load | requests | FCP ms | LCP ms | TBT ms | CLS | Lighthouse perf |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [route, { federated: f, single: s }] of Object.entries(results.routes)) {
    const lh = results.lighthouse[route];
    console.log(
      `| ${route.length > 30 ? `${route.slice(0, 29)}…` : route} | ${fmt(f.firstLoadJsKB)} + ${fmt(f.jsKB - f.firstLoadJsKB)} / ${fmt(s.firstLoadJsKB)} + ${fmt(s.jsKB - s.firstLoadJsKB)} (${ratio(f.jsKB, s.jsKB)}) | ${f.requests} / ${s.requests} | ${fmt(f.fcp)} / ${fmt(s.fcp)} | ${fmt(f.lcp)} / ${fmt(s.lcp)} (${ratio(f.lcp, s.lcp)}) | ${fmt(f.tbt)} / ${fmt(s.tbt)} (${ratio(f.tbt, s.tbt)}) | ${fmt(f.cls, 3)} / ${fmt(s.cls, 3)} | ${lh ? `${score(lh.federated.performance)} / ${score(lh.single.performance)}` : 'n/a'} |`,
    );
  }
  if (results.tour) {
    const { federated: f, single: s } = results.tour;
    console.log('\n| the tour (home, Solutions, Resources, an article, Contact) | JS KB (compressed) | federation runtime copies |');
    console.log('|---|---|---|');
    console.log(`| federated / single-bundle | ${fmt(f.tourJsKB)} / ${fmt(s.tourJsKB)} (${ratio(f.tourJsKB, s.tourJsKB)}) | ${f.runtimeCopies} / ${s.runtimeCopies} |`);
  }
  console.log(`\n| navigation from home, ${CPU_SLOWDOWN}x CPU | cold | cold, ratio to the single bundle | after a scroll | after hover preload |`);
  console.log('|---|---|---|---|---|');
  for (const [target, { federated: f, single: s, path: p }] of Object.entries(results.navigation)) {
    const cell = (key) => `${fmt(f[key])}${p ? ` / ${fmt(p[key])}` : ''} / ${fmt(s[key])} ms`;
    const ratios = `${ratio(f.coldMs, s.coldMs)}${p ? ` / ${ratio(p.coldMs, s.coldMs)}` : ''}`;
    console.log(`| ${target} | ${cell('coldMs')} | ${ratios} | ${cell('scrolledMs')} | ${cell('preloadedMs')} |`);
  }
  const withPathColumn = Object.values(results.navigation).some(({ path: p }) => p);
  console.log(`(Federated${withPathColumn ? ' in hash mode / federated in path mode' : ''} / single-bundle, tap to the new page's heading, the 0.3 s`);
  console.log('exit-then-enter transition included.)');
  if (results.integrity) {
    const { entryHashMapBytes: inEntries, routes } = results.integrity;
    console.log('\n| pinned by hash / unpinned | JS KB | mf-integrity.json KB | FCP ms | LCP ms |');
    console.log('|---|---|---|---|---|');
    for (const [route, { pinned: p, unpinned: u }] of Object.entries(routes)) {
      console.log(`| ${route} | ${fmt(p.jsKB, 1)} / ${fmt(u.jsKB, 1)} | ${fmt(p.integrityMapKB, 1)} / ${fmt(u.integrityMapKB, 1)} | ${fmt(p.fcp)} / ${fmt(u.fcp)} | ${fmt(p.lcp)} / ${fmt(u.lcp)} (${ratio(p.lcp, u.lcp)}) |`);
    }
    console.log(`(Same build, remotes.json with and without its pins. The chunk hashes inside each remote entry, brotli: ${Object.entries(inEntries).map(([r, b]) => `${r} ${b} B`).join(', ')}; both columns carry them.)`);
  }
  if (results.pathMode) {
    console.log('\n| path mode, prerendered | JS KB (first load) | FCP ms | LCP ms | LCP / FCP | TBT ms | CLS | Lighthouse perf (runs) | a11y / BP / SEO (lowest) |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [route, m] of Object.entries(results.pathMode.routes)) {
      const lh = results.pathMode.lighthouse[route];
      const low = lh?.lowest;
      console.log(
        `| ${route.length > 30 ? `${route.slice(0, 29)}…` : route} | ${fmt(m.firstLoadJsKB)} | ${fmt(m.fcp)} | ${fmt(m.lcp)} | ${fmt(m.lcpOverFcp, 2)} | ${fmt(m.tbt)} | ${fmt(m.cls, 3)} | ${lh ? `${score(lh.performance)} (${lh.performanceRuns.join(', ')})` : 'n/a'} | ${low ? `${fmt(low.accessibility)} / ${fmt(low['best-practices'])} / ${fmt(low.seo)}` : 'n/a'} |`,
      );
    }
    const photo = Object.entries(results.settings.standInPhotoBytes).map(([w, b]) => `${w} px ${fmt(b / 1024)} KB`).join(', ');
    console.log(`(The URL a visitor opens, e.g. /contact. LCP / FCP is the median of each run's ratio. Stand-in photo: ${photo}.)`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`The benchmark stopped: ${error.message}`);
  process.exit(1);
}
