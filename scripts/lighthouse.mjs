/**
 * Lighthouse 12 scores per route, in path mode, with the system Chromium:
 *   npm run lighthouse            (builds the static path-mode site first)
 *   npm run lighthouse -- --no-build
 *   npm run lighthouse -- --no-build --routes /,/resources
 * Prints a table and writes .bench/lighthouse.json. Mobile form factor and throttling
 * (Lighthouse defaults).
 *
 * This machine has no internet: the stock photo host cannot be reached, and Chromium logs the
 * failed request as a console error. Lighthouse's console audit only sees the message
 * ("net::ERR_NAME_NOT_RESOLVED"), not the host, so instead of ignoring that message for every
 * host, the photo's host alone is blocked (said in the output): Lighthouse ignores its own
 * blocks, the site shows its designed fallback, and every other console error still counts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from './lib/chromium.mjs';
import { deploySite, rootDir } from './lib/deploy.mjs';
import { IMAGE_ORIGINS } from './lib/security-headers.mjs';
import { createShellServer, createStaticServer, freePort, listen } from './lib/static-server.mjs';
import { prerender } from './prerender.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function serveStaticSite() {
  const cdnPort = await freePort();
  const shellPort = await freePort();
  const target = path.join(os.tmpdir(), `site-lighthouse-${process.pid}`);
  const { shellDir, cdnDir } = deploySite({ target, cdnOrigin: `http://localhost:${cdnPort}` });
  const origin = `http://localhost:${shellPort}`;
  const routes = await prerender({ outDir: shellDir, siteOrigin: origin, log: false });
  const cdn = createStaticServer({ root: cdnDir, cors: true });
  await listen(cdn, cdnPort);
  const shell = createShellServer({ root: shellDir });
  await listen(shell, shellPort);
  return { origin, routes, close: () => Promise.all([shell.close(), cdn.close()]) };
}

export async function lighthouseScores(url, port) {
  const config = {
    extends: 'lighthouse:default',
    // See the header comment: the offline stock photo host only.
    settings: { onlyCategories: CATEGORIES, blockedUrlPatterns: IMAGE_ORIGINS.map((origin) => `${origin}/*`) },
  };
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const lhr = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => a.id);
  return {
    scores,
    // A failed run (no paint, a page that did not load in time) scores 0 with a reason here;
    // a caller must report it as a failed run, not as a figure.
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    metrics: {
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    },
    failing,
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit', env: { ...process.env, URL_MODE: 'path' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const site = await serveStaticSite();
  const chrome = await chromeLauncher.launch({
    chromePath: await ensureChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  try {
    const only = process.argv.includes('--routes') ? process.argv[process.argv.indexOf('--routes') + 1].split(',') : null;
    for (const route of site.routes.filter((r) => !only || only.includes(r))) {
      const { scores, metrics, failing, runtimeError } = await lighthouseScores(`${site.origin}${route}`, chrome.port);
      rows.push({ route, ...scores, metrics, failing, runtimeError });
      if (runtimeError) console.log(`${route}: Lighthouse run failed (${runtimeError})`);
      console.log(
        `${route.padEnd(72)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  bp ${String(scores['best-practices']).padStart(3)}  seo ${String(scores.seo).padStart(3)}${failing.length ? `  (below 100: ${failing.join(', ')})` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    await site.close();
  }
  console.log(`\nNote: ${IMAGE_ORIGINS.join(', ')} is blocked: this machine is offline, and the site shows its fallback for the photo.`);
  mkdirSync(path.join(rootDir, '.bench'), { recursive: true });
  writeFileSync(path.join(rootDir, '.bench/lighthouse.json'), `${JSON.stringify(rows, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
