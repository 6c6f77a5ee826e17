/**
 * `npm run bench`'s run (bench.mjs reads the options into a plan: figures/bench-plan.mjs): the
 * federated site against the single bundle of the same source, and the path-mode site, in
 * headless Chromium on an emulated phone, several cold runs each, the sites taking turns; the
 * medians printed (figures/bench-report.mjs) and written to .bench/results.json. Each part of
 * the measurement is a function below; runBench serves the sites and runs the parts the plan asks.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ensureBuilt, pathModeShell } from '../../../builds/index.mjs';
import { buildFolderOf, rootDir } from '../../../workspace/index.js';
import { CHROMIUM_ARGS, ensureChromium } from '../../../machine/index.mjs';
import { startPhotoHost } from '../../../serve/index.mjs';
import { benchAccount } from '../account/bench-account.mjs';
import { builtFileOf } from '../account/visit-scripts.mjs';
import { printAccount } from '../figures/account-report.mjs';
import { fmt, printTable } from '../figures/bench-report.mjs';
import { INTEGRITY_ROUTES, PHOTO_CONNECTION_RTTS } from '../figures/bench-plan.mjs';
import { median, medians } from '../figures/median.mjs';
import { sampleInTurns } from '../figures/turns.mjs';
import { lighthouseFigures } from '../lighthouse/lighthouse-figures.mjs';
import { lighthouseScores, serveStaticSite } from '../lighthouse/lighthouse-runs.mjs';
import { measureLoad } from '../visits/measure-load.mjs';
import { measureNavigation } from '../visits/measure-navigation.mjs';
import { measureTour } from '../visits/measure-tour.mjs';
import { freshProfiles, PHONE_NETWORK } from '../visits/phone-page.mjs';
import { resolveCommit, serveBaseline } from './baseline-site.mjs';
import { buildSingleBundle, SINGLE_DIST } from './single-bundle.mjs';
import { entryHashMapBytes, serveFederated, serveSingle } from './sites.mjs';

/** The URLs of the scripts each site's first run downloaded: what the module-level account reads. */
const firstRunScripts = (samples, key) => Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, s[0][key]]));

/** Each route's cold load on every site; the first run's scripts into `visits.routes`. */
async function measureRoutes({ plan, phone, browser, sites, visits }) {
  const routes = {};
  for (const route of plan.routes) {
    const samples = await sampleInTurns(sites, plan.runs, (site) => measureLoad(browser, `${site.origin}/#${route}`, phone));
    visits.routes[route] = firstRunScripts(samples, 'firstLoadScripts');
    routes[route] = Object.fromEntries(
      Object.entries(samples).map(([name, s]) => [name, medians(s, ['jsKB', 'firstLoadJsKB', 'requests', 'fcp', 'lcp', 'cls', 'tbt'])]),
    );
    const { federated: f, single: s } = routes[route];
    console.log(`${route.slice(0, 40).padEnd(40)} JS ${fmt(f.firstLoadJsKB)}+${fmt(f.jsKB - f.firstLoadJsKB)}/${fmt(s.firstLoadJsKB)}+${fmt(s.jsKB - s.firstLoadJsKB)} KB  req ${f.requests}/${s.requests}  FCP ${fmt(f.fcp)}/${fmt(s.fcp)}  LCP ${fmt(f.lcp)}/${fmt(s.lcp)}  TBT ${fmt(f.tbt)}/${fmt(s.tbt)}  CLS ${fmt(f.cls, 3)}/${fmt(s.cls, 3)}`);
  }
  return routes;
}

/** The tour's JavaScript and federation runtimes on every site; the first run's scripts into `visits.tour`. */
async function measureTours({ plan, phone, browser, sites, visits }) {
  const samples = await sampleInTurns(sites, plan.runs, (site) => measureTour(browser, site.origin, phone));
  visits.tour = firstRunScripts(samples, 'scripts');
  return Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, medians(s, ['tourJsKB', 'runtimeCopies'])]));
}

/** The federated site pinned by hash against the same files unpinned. */
async function measureIntegrity({ plan, phone, browser, sites }) {
  const unpinned = await serveFederated({ pinned: false });
  try {
    const integrity = { entryHashMapBytes: entryHashMapBytes(), routes: {} };
    for (const route of INTEGRITY_ROUTES) {
      const samples = await sampleInTurns({ pinned: sites.federated, unpinned }, plan.runs, (site) => measureLoad(browser, `${site.origin}/#${route}`, phone));
      if (process.env.BENCH_VERBOSE) for (const [name, s] of Object.entries(samples)) console.log(`  ${route} ${name} LCP ${s.map((r) => fmt(r.lcp)).join(', ')} ms`);
      integrity.routes[route] = Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, medians(s, ['jsKB', 'integrityMapKB', 'fcp', 'lcp'])]));
    }
    return integrity;
  } finally {
    unpinned.close();
  }
}

/** Each tap of the plan on every site (the path-mode and the baseline's among them, when served). */
async function measureNavigations({ plan, phone, browser, navigationSites, pathSite }) {
  const navigation = {};
  for (const [linkName, target, menuName, { from = '/', linkIn = 'footer' } = {}] of plan.navTargets) {
    const menuLinkName = plan.menuTaps ? menuName : undefined;
    const samples = await sampleInTurns(navigationSites, plan.runs, async (site) => {
      const home = site === pathSite ? `${site.origin}${from}` : `${site.origin}/#${from}`;
      const tap = (mode) => measureNavigation(browser, { homeUrl: home, from, linkIn, linkName, menuLinkName, target, mode }, phone);
      const coldMs = await tap('cold');
      const repeatMs = await tap('repeat');
      if (plan.coldTapsOnly || menuLinkName) return { coldMs, repeatMs, scrolledMs: NaN, preloadedMs: NaN };
      return { coldMs, repeatMs, scrolledMs: await tap('scrolled'), preloadedMs: await tap('preloaded') };
    });
    navigation[target] = Object.fromEntries(
      Object.entries(samples).map(([name, s]) => [name, { ...medians(s, ['coldMs', 'repeatMs', 'scrolledMs', 'preloadedMs']), coldOverRepeat: median(s.map((r) => r.coldMs / r.repeatMs)) }]),
    );
  }
  return navigation;
}

/** The path-mode site's loads, by the URL a visitor opens; the first run's scripts into `visits.routes`. */
async function measurePathMode({ plan, phone, browser, pathSite, visits }) {
  const pathMode = { routes: {}, lighthouse: {} };
  for (const route of plan.routes) {
    const samples = await sampleInTurns({ path: pathSite }, plan.runs, (site) => measureLoad(browser, `${site.origin}${route}`, phone));
    visits.routes[route].path = samples.path[0].firstLoadScripts;
    const m = medians(samples.path, ['firstLoadJsKB', 'fcp', 'lcp', 'cls', 'tbt']);
    // The ratio of each run, then its median: a run's LCP belongs with its own FCP.
    m.lcpOverFcp = median(samples.path.map((r) => r.lcp / r.fcp));
    pathMode.routes[route] = m;
    console.log(`path mode ${route.slice(0, 40).padEnd(40)} FCP ${fmt(m.fcp)}  LCP ${fmt(m.lcp)} (${fmt(m.lcpOverFcp, 2)}x)  TBT ${fmt(m.tbt)}  CLS ${fmt(m.cls, 3)}`);
  }
  return pathMode;
}

/** Lighthouse on every site, and on the path-mode site into `results.pathMode`. */
async function measureLighthouse({ plan, executablePath, photoHost, sites, pathSite, results }) {
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', ...photoHost.chromiumArgs] });
  try {
    /** One Lighthouse run of `url`; a failed one is said here, and summariseRuns lists it as failed. */
    const lighthouseRun = async (url) => {
      const result = await lighthouseScores(url, chrome.port);
      if (result.runtimeError) console.log(`Lighthouse run failed on ${url}: ${result.runtimeError}`);
      return result;
    };
    for (const route of plan.routes) {
      const samples = await sampleInTurns(sites, plan.lighthouseRuns, (site) => lighthouseRun(`${site.origin}/#${route}`));
      results.lighthouse[route] = Object.fromEntries(Object.entries(samples).map(([name, runs]) => [name, lighthouseFigures(runs)]));
    }
    for (const route of pathSite ? plan.routes : []) {
      const { path: runs } = await sampleInTurns({ path: pathSite }, plan.lighthouseRuns, (site) => lighthouseRun(`${site.origin}${route}`));
      results.pathMode.lighthouse[route] = lighthouseFigures(runs);
    }
  } finally {
    await chrome.kill();
  }
}

/**
 * The whole run of `plan` (benchPlan): builds what it needs, serves the sites, measures, prints
 * the tables and writes .bench/results.json. Throws when a part cannot run.
 */
export async function runBench(plan) {
  // A commit that does not exist is said before anything is built.
  const baselineCommit = plan.baseline ? resolveCommit(plan.baseline) : null;
  if (plan.build) {
    await ensureBuilt();
    buildSingleBundle({ cwd: rootDir });
  }
  if (!existsSync(path.join(SINGLE_DIST, 'index.html'))) throw new Error(`The single bundle (${path.relative(rootDir, SINGLE_DIST)}) is not built yet: run without --no-build.`);
  const pathShellDist = plan.pathMode ? await pathModeShell({ build: plan.build, quiet: false }) : null;
  const executablePath = await ensureChromium();
  /** The phone every visit emulates. */
  const phone = { network: PHONE_NETWORK, cpuSlowdown: plan.cpuSlowdown };
  const results = {
    settings: { runs: plan.runs, lighthouseRuns: plan.lighthouseRuns, network: PHONE_NETWORK, cpuSlowdown: plan.cpuSlowdown },
    routes: {}, tour: null, navigation: {}, integrity: null, lighthouse: {}, pathMode: null, account: null,
  };
  /** The scripts the visits downloaded, by route and site, and the tour's: for the module-level account. */
  const visits = { routes: {}, tour: null };
  let photoHost;
  const sites = {};
  let pathSite = null;
  let baselineSite = null;
  try {
    // DNS, TCP and TLS to the photo's host: three round trips of the emulated network.
    photoHost = await startPhotoHost({ connectionSetupMs: PHOTO_CONNECTION_RTTS * PHONE_NETWORK.latency });
    results.settings.standInPhotoBytes = photoHost.sizes;
    results.settings.photoConnectionSetupMs = PHOTO_CONNECTION_RTTS * PHONE_NETWORK.latency;
    const browser = freshProfiles({ executablePath, args: [...CHROMIUM_ARGS, ...photoHost.chromiumArgs] });
    sites.federated = await serveFederated();
    sites.single = await serveSingle();
    if (pathShellDist) pathSite = await serveStaticSite({ shellDist: pathShellDist });
    if (baselineCommit) {
      baselineSite = await serveBaseline(baselineCommit);
      results.settings.baseline = baselineSite.commit;
    }
    const run = { plan, phone, browser, sites, pathSite, visits };
    results.routes = await measureRoutes(run);
    if (plan.tour) results.tour = await measureTours(run);
    if (plan.integrity) results.integrity = await measureIntegrity(run);
    // The path-mode site too: home's prerendered HTML taken over, then the same tap.
    // And with --baseline, the commit's hash-mode site: the same tap, an A/B of two builds.
    const navigationSites = { ...sites, ...(pathSite ? { path: pathSite } : {}), ...(baselineSite ? { baseline: baselineSite } : {}) };
    if (plan.navigation) results.navigation = await measureNavigations({ ...run, navigationSites });
    if (pathSite) results.pathMode = await measurePathMode(run);
    if (plan.lighthouse) await measureLighthouse({ plan, executablePath, photoHost, sites, pathSite, results });
    results.account = benchAccount(visits, {
      federated: builtFileOf(sites.federated, buildFolderOf('shell')),
      single: builtFileOf(sites.single, SINGLE_DIST, 'single'),
      ...(pathSite ? { path: builtFileOf(pathSite, pathShellDist) } : {}),
    });
  } finally {
    for (const site of Object.values(sites)) site.close();
    await pathSite?.close();
    await baselineSite?.close();
    photoHost?.close();
  }
  printTable(results);
  printAccount(results.account);
  mkdirSync(path.join(rootDir, '.bench'), { recursive: true });
  writeFileSync(path.join(rootDir, '.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten .bench/results.json');
  return results;
}
