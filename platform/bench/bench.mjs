/**
 * `npm run bench`: measures the federated site against a single-bundle build of itself
 * (same source, every remote page compiled into the shell, no Module Federation).
 * Headless Chromium, mobile emulation, 4x CPU slowdown, network close to Lighthouse's mobile
 * profile (150 ms RTT, 1.6 Mbps down, 750 kbps up), several cold runs, medians. The two builds
 * take turns run by run, so a slow spell of the machine lands on both rather than on one.
 *   npm run bench -- --runs 5 --lighthouse-runs 5 --no-build --no-lighthouse --no-navigation --no-tour --no-integrity --no-path --routes /,/contact
 * Also measures the path-mode site as `npm run build:static` makes it (every route's content in
 * its HTML): its loads and Lighthouse's four categories, by the URL a visitor opens.
 * The stock photo's host is stood in for by a local server (../serve/photo-host.mjs), so the pages
 * with a photo are measured as an online visitor sees them, its connection costing three of
 * the emulated round trips.
 * Prints a table and writes .bench/results.json. Not part of npm test: figures, not pass/fail.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, ensureChromium } from '../machine/index.mjs';
import { ensureBuilt, pathModeShell } from '../builds/builds.mjs';
import { cli, fail } from '../cli/cli.mjs';
import { distDir, manifestUrlOf, rootDir, writeRemotesJson } from '../deploy/deploy.mjs';
import { REMOTES } from '../webpack/index.js';
import { deployAndServe } from '../serve/index.mjs';
import { startPhotoHost } from '../serve/index.mjs';
import { resolveCommit, serveBaseline } from './compared/baseline-site.mjs';
import { buildSingleBundle, SINGLE_DIST } from './compared/single-bundle.mjs';
import { createShellServer, listen } from '../serve/index.mjs';
import { fmt, printTable } from './bench-report.mjs';
import { lighthouseFigures, lighthouseScores, serveStaticSite } from './lighthouse-runs.mjs';
import { median, medians } from './median.mjs';
import { freshProfiles, measureLoad, measureNavigation, measureTour, PHONE_NETWORK } from './phone-visits.mjs';

const USAGE = `
Usage: npm run bench -- [--runs N] [--lighthouse-runs N] [--routes /,/contact] [--cpu N] [--taps LIST] [--cold-taps] [--menu-taps] [--baseline COMMIT]
                        [--no-build] [--no-lighthouse] [--no-navigation] [--no-tour] [--no-integrity] [--no-path]

Measures the federated site against a single bundle of the same source, in headless Chromium
with a phone's CPU and network (docs/performance.md), and writes .bench/results.json.
  --runs N             page loads and taps per figure (default 3); figures are medians
  --lighthouse-runs N  Lighthouse runs per route (default 3)
  --routes LIST        only these routes, comma-separated
  --cpu N              the CPU slowdown DevTools applies (default 4: a mid-range phone; 6 a slower one)
  --taps LIST          only the taps from home to these pages: /solutions,/resources,/contact;
                       or the tap from the hub to an article, by its path
                       (/resources/blog/crm-for-small-business-growth-a-practical-starter-guide)
  --cold-taps          of the taps from home, only the cold one (the first interaction) and the
                       repeat one (the same tap once the page's code is in), its baseline
  --menu-taps          tap the header's links in the phone's menu (opened by a tap just before)
                       rather than the footer's; the first and the repeat tap only
  --baseline COMMIT    also time each tap on the federated site as COMMIT built and deployed it,
                       taking turns with today's (built once into .bench/baseline/)
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
    baseline: { type: 'string' },
    taps: { type: 'string' },
    'cold-taps': flag,
    'menu-taps': flag,
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
const CPU_SLOWDOWN = count(options.cpu, '--cpu', 4);
/** The phone every visit emulates. */
const PHONE = { network: PHONE_NETWORK, cpuSlowdown: CPU_SLOWDOWN };
/** Round trips a first connection to the photo's host costs: DNS, TCP, TLS 1.3 (../serve/photo-host.mjs). */
const PHOTO_CONNECTION_RTTS = 3;
const ALL_ROUTES = ['/', '/solutions', '/benefits', '/about', '/resources', '/resources/blog/crm-for-small-business-growth-a-practical-starter-guide', '/contact'];
/** `--routes /,/contact` measures a subset (quicker while working on one page). */
const ROUTES = options.routes ? options.routes.split(',') : ALL_ROUTES;
/**
 * The taps from home to each remote page: by its footer link (visible at phone width, where the
 * header's links sit in the closed menu), or with --menu-taps by its link in the header's menu.
 */
const ALL_NAV_TARGETS = [
  ['View All Solutions', '/solutions', 'Solutions'],
  ['Blog', '/resources', 'Resources'],
  ['Contact', '/contact', 'Contact Us'],
];
/**
 * The tap from the Knowledge Hub to an article, on its card's title (`--taps` names it by the
 * article's path): the article's code and its content arrive after the tap.
 */
const ARTICLE_TAP = ['CRM for Small Business Growth: A Practical Starter Guide', ALL_ROUTES[5], null, { from: '/resources', linkIn: 'main' }];
const NAV_TARGETS = options.taps
  ? options.taps.split(',').map((target) => [...ALL_NAV_TARGETS, ARTICLE_TAP].find(([, path]) => path === target) ?? fail(`--taps: no tap to "${target}"; there are ${[...ALL_NAV_TARGETS, ARTICLE_TAP].map(([, path]) => path).join(', ')}.`, USAGE))
  : ALL_NAV_TARGETS;
const singleDist = SINGLE_DIST;

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

async function main() {
  const withPath = !options['no-path'];
  // A commit that does not exist is said before anything is built.
  const baselineCommit = options.baseline ? resolveCommit(options.baseline) : null;
  if (!options['no-build']) {
    await ensureBuilt();
    buildSingleBundle({ cwd: rootDir });
  }
  if (!existsSync(path.join(singleDist, 'index.html'))) throw new Error(`The single bundle (${path.relative(rootDir, singleDist)}) is not built yet: run without --no-build.`);
  const pathShellDist = withPath ? await pathModeShell({ build: !options['no-build'], quiet: false }) : null;
  const executablePath = await ensureChromium();
  const results = {
    settings: { runs: RUNS, lighthouseRuns: LIGHTHOUSE_RUNS, network: PHONE_NETWORK, cpuSlowdown: CPU_SLOWDOWN },
    routes: {}, tour: null, navigation: {}, integrity: null, lighthouse: {}, pathMode: null,
  };
  let photoHost;
  let browser;
  const sites = {};
  let pathSite = null;
  let baselineSite = null;
  try {
    // DNS, TCP and TLS to the photo's host: three round trips of the emulated network.
    photoHost = await startPhotoHost({ connectionSetupMs: PHOTO_CONNECTION_RTTS * PHONE_NETWORK.latency });
    results.settings.standInPhotoBytes = photoHost.sizes;
    results.settings.photoConnectionSetupMs = PHOTO_CONNECTION_RTTS * PHONE_NETWORK.latency;
    browser = freshProfiles({ executablePath, args: [...CHROMIUM_ARGS, ...photoHost.chromiumArgs] });
    sites.federated = await serveFederated();
    sites.single = await serveSingle();
    if (withPath) pathSite = await serveStaticSite({ shellDist: pathShellDist });
    if (baselineCommit) {
      baselineSite = await serveBaseline(baselineCommit);
      results.settings.baseline = baselineSite.commit;
    }
    for (const route of ROUTES) {
      const samples = await sampleInTurns(sites, RUNS, (site) => measureLoad(browser, `${site.origin}/#${route}`, PHONE));
      results.routes[route] = Object.fromEntries(
        Object.entries(samples).map(([name, s]) => [name, medians(s, ['jsKB', 'firstLoadJsKB', 'requests', 'fcp', 'lcp', 'cls', 'tbt'])]),
      );
      const { federated: f, single: s } = results.routes[route];
      console.log(`${route.slice(0, 40).padEnd(40)} JS ${fmt(f.firstLoadJsKB)}+${fmt(f.jsKB - f.firstLoadJsKB)}/${fmt(s.firstLoadJsKB)}+${fmt(s.jsKB - s.firstLoadJsKB)} KB  req ${f.requests}/${s.requests}  FCP ${fmt(f.fcp)}/${fmt(s.fcp)}  LCP ${fmt(f.lcp)}/${fmt(s.lcp)}  TBT ${fmt(f.tbt)}/${fmt(s.tbt)}  CLS ${fmt(f.cls, 3)}/${fmt(s.cls, 3)}`);
    }
    if (!options['no-tour']) {
      const samples = await sampleInTurns(sites, RUNS, (site) => measureTour(browser, site.origin, PHONE));
      results.tour = Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, medians(s, ['tourJsKB', 'runtimeCopies'])]));
    }
    if (!options['no-integrity']) {
      const unpinned = await serveFederated({ pinned: false });
      try {
        results.integrity = { entryHashMapBytes: entryHashMapBytes(), routes: {} };
        for (const route of INTEGRITY_ROUTES) {
          const samples = await sampleInTurns({ pinned: sites.federated, unpinned }, RUNS, (site) => measureLoad(browser, `${site.origin}/#${route}`, PHONE));
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
    // And with --baseline, the commit's hash-mode site: the same tap, an A/B of two builds.
    const navigationSites = { ...sites, ...(pathSite ? { path: pathSite } : {}), ...(baselineSite ? { baseline: baselineSite } : {}) };
    for (const [linkName, target, menuName, { from = '/', linkIn = 'footer' } = {}] of options['no-navigation'] ? [] : NAV_TARGETS) {
      const menuLinkName = options['menu-taps'] ? menuName : undefined;
      const samples = await sampleInTurns(navigationSites, RUNS, async (site) => {
        const home = site === pathSite ? `${site.origin}${from}` : `${site.origin}/#${from}`;
        const tap = (mode) => measureNavigation(browser, { homeUrl: home, from, linkIn, linkName, menuLinkName, target, mode }, PHONE);
        const coldMs = await tap('cold');
        const repeatMs = await tap('repeat');
        if (options['cold-taps'] || menuLinkName) return { coldMs, repeatMs, scrolledMs: NaN, preloadedMs: NaN };
        return { coldMs, repeatMs, scrolledMs: await tap('scrolled'), preloadedMs: await tap('preloaded') };
      });
      results.navigation[target] = Object.fromEntries(
        Object.entries(samples).map(([name, s]) => [name, { ...medians(s, ['coldMs', 'repeatMs', 'scrolledMs', 'preloadedMs']), coldOverRepeat: median(s.map((r) => r.coldMs / r.repeatMs)) }]),
      );
    }
    if (pathSite) {
      results.pathMode = { routes: {}, lighthouse: {} };
      for (const route of ROUTES) {
        const samples = await sampleInTurns({ path: pathSite }, RUNS, (site) => measureLoad(browser, `${site.origin}${route}`, PHONE));
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
    await baselineSite?.close();
    photoHost?.close();
  }
  printTable(results);
  mkdirSync(path.join(rootDir, '.bench'), { recursive: true });
  writeFileSync(path.join(rootDir, '.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten .bench/results.json');
}

try {
  await main();
} catch (error) {
  console.error(`The benchmark stopped: ${error.message}`);
  process.exit(1);
}
