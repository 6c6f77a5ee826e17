/**
 * Lighthouse 12 scores per route, in path mode, with the system Chromium:
 *   npm run lighthouse            (builds what changed first: the remotes, the path-mode shell)
 *   npm run lighthouse -- --no-build
 *   npm run lighthouse -- --no-build --routes /,/resources --runs 3
 * Prints a table and writes .bench/lighthouse.json. Mobile form factor and throttling
 * (Lighthouse defaults).
 *
 * This machine has no internet: the stock photo's host is stood in for by a local server with a
 * photo of the real dimensions (platform/serve/photo-host.mjs), so the scores describe an online
 * visitor, whose pages show the photo, rather than one whose photo request fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ensureChromium } from '../machine/index.mjs';
import { cli, fail } from '../cli/cli.mjs';
import { ensureBuilt, pathModeShell } from '../builds/builds.mjs';
import { rootDir } from '../deploy/deploy.mjs';
import { REMOTES } from '../webpack/index.js';
import { startPhotoHost } from '../serve/index.mjs';
import { lighthouseScores, serveStaticSite, summariseRuns } from './lighthouse-runs.mjs';

const USAGE = `Usage: npm run lighthouse -- [--no-build] [--routes /,/resources] [--runs N]
  Lighthouse (mobile) on every path-mode route, prerendered as build:static makes it.
  --no-build    build nothing: use the builds there are (the path-mode shell must be
                built for the current sources); without it, only what changed is built
  --routes      only these routes
  --runs N      N runs per route (default 1): performance is their median, the other
                categories their lowest`;

async function main() {
  const { values } = cli({ usage: USAGE, options: { 'no-build': { type: 'boolean' }, routes: { type: 'string' }, runs: { type: 'string' } } });
  const runs = values.runs === undefined ? 1 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs takes a whole number of runs, got "${values.runs}".`, USAGE);
  let site;
  try {
    if (!values['no-build']) await ensureBuilt(REMOTES);
    site = await serveStaticSite({ shellDist: await pathModeShell({ build: !values['no-build'] }) });
  } catch (error) {
    fail(`Could not serve the prerendered site: ${error.message}`);
  }
  const only = values.routes?.split(',');
  const unknown = only?.filter((route) => !site.routes.includes(route)) ?? [];
  if (unknown.length) {
    await site.close();
    fail(`Not a route of the site: ${unknown.join(', ')}. Its routes: ${site.routes.join(', ')}`, USAGE);
  }
  let photoHost;
  let chrome;
  try {
    photoHost = await startPhotoHost();
    chrome = await chromeLauncher.launch({
      chromePath: await ensureChromium(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...photoHost.chromiumArgs],
    });
  } catch (error) {
    photoHost?.close();
    await site.close();
    fail(`Could not start the measurement: ${error.message}`);
  }
  const rows = [];
  const shown = (value) => (Number.isFinite(value) ? String(value) : 'failed').padStart(3);
  try {
    for (const route of site.routes.filter((r) => !only || only.includes(r))) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouseScores(`${site.origin}${route}`, chrome.port);
        if (result.runtimeError) console.log(`${route}: Lighthouse run failed (${result.runtimeError})`);
        results.push(result);
      }
      const row = { route, ...summariseRuns(results), metrics: results.filter((r) => !r.runtimeError).map((r) => r.metrics) };
      rows.push(row);
      console.log(
        `${route.padEnd(72)} perf ${shown(row.performance)}${runs > 1 ? ` (${row.performanceRuns.join(', ')})` : ''}  a11y ${shown(row.lowest.accessibility)}  bp ${shown(row.lowest['best-practices'])}  seo ${shown(row.lowest.seo)}${row.failing.length ? `  (below 100: ${row.failing.join(', ')})` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    await site.close();
    photoHost.close();
  }
  mkdirSync(path.join(rootDir, '.bench'), { recursive: true });
  writeFileSync(path.join(rootDir, '.bench/lighthouse.json'), `${JSON.stringify(rows, null, 2)}\n`);
}

await main();
