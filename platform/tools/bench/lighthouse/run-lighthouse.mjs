/**
 * `npm run lighthouse`'s run (lighthouse.mjs reads its options): Lighthouse (mobile) on every
 * path-mode route, prerendered as build:static makes it, with the stock photo's stand-in host;
 * prints a line per route and writes .bench/lighthouse.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ensureBuilt, pathModeShell } from '../../../builds/index.mjs';
import { rootDir, REMOTES } from '../../../workspace/index.js';
import { ensureChromium } from '../../../machine/index.mjs';
import { startPhotoHost } from '../../../serve/index.mjs';
import { median } from '../figures/median.mjs';
import { lighthouseLine, summariseRuns } from './lighthouse-figures.mjs';
import { lighthouseScores, serveStaticSite } from './lighthouse-runs.mjs';

/** An error the command reports as a refusal (its message, and with `showUsage` its usage). */
function refusal(message, showUsage = false) {
  return Object.assign(new Error(message), { refusal: true, showUsage });
}

/**
 * @param {{ build: boolean, routes?: string[], runs: number }} options
 *   build: build what changed first; routes: only these; runs: per route
 * @returns {Promise<object[]>} the rows written
 */
export async function runLighthouse({ build, routes: only, runs }) {
  let site;
  try {
    if (build) await ensureBuilt(REMOTES);
    site = await serveStaticSite({ shellDist: await pathModeShell({ build }) });
  } catch (error) {
    throw refusal(`Could not serve the prerendered site: ${error.message}`);
  }
  const unknown = only?.filter((route) => !site.routes.includes(route)) ?? [];
  if (unknown.length) {
    await site.close();
    throw refusal(`Not a route of the site: ${unknown.join(', ')}. Its routes: ${site.routes.join(', ')}`, true);
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
    throw refusal(`Could not start the measurement: ${error.message}`);
  }
  const rows = [];
  try {
    for (const route of site.routes.filter((r) => !only || only.includes(r))) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouseScores(`${site.origin}${route}`, chrome.port);
        if (result.runtimeError) console.log(`${route}: Lighthouse run failed (${result.runtimeError})`);
        results.push(result);
      }
      const metrics = results.filter((r) => !r.runtimeError).map((r) => r.metrics);
      const row = { route, ...summariseRuns(results), scriptKB: median(metrics.map((m) => m.scriptKB)), metrics };
      rows.push(row);
      console.log(lighthouseLine(row, runs));
    }
  } finally {
    await chrome.kill();
    await site.close();
    photoHost.close();
  }
  mkdirSync(path.join(rootDir, '.bench'), { recursive: true });
  writeFileSync(path.join(rootDir, '.bench/lighthouse.json'), `${JSON.stringify(rows, null, 2)}\n`);
  return rows;
}
