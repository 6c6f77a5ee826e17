/**
 * The dev refresh timing's run (dev-refresh-timing.mjs reads its options): starts the four dev
 * servers in a scratch copy of the apps (platform/dev's startDevSandbox; the working tree is never
 * edited), opens the site in Chromium, and for each kind of edit (edit-kinds.mjs) writes the file
 * and lets the page note the time its DOM shows the change (goal-checks.mjs). The kinds take
 * turns, run after run, so a busy spell of the machine falls on all; refreshSummary gives each
 * kind's median and its ratio to the shell's edit of the same kind.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { startDevSandbox } from '../../../dev/index.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../../machine/index.mjs';
import { median } from '../figures/median.mjs';
import { baselineOf, KINDS } from './edit-kinds.mjs';
import { installGoalChecks } from './goal-checks.mjs';

/**
 * Each kind's row: its times, their median, and the median's ratio to the shell's edit of the
 * same kind on the same page (baselineOf).
 * @param {Record<string, number[]>} times ms from save to shown, by kind's name
 * @param {Array<{ name: string, route: string }>} [kinds]
 */
export function refreshSummary(times, kinds = KINDS) {
  return kinds.map((kind) => {
    const value = median(times[kind.name]);
    return { kind: kind.name, runs: times[kind.name], medianMs: value, ratioToShell: Number((value / median(times[baselineOf(kind)])).toFixed(2)) };
  });
}

/**
 * @param {{ runs: number, warmup: number, json?: string }} options
 *   runs counted per kind; warmup rounds printed, not counted; json: a file for the figures
 */
export async function timeDevRefresh({ runs: RUNS, warmup: WARMUP, json: JSON_OUT }) {
  const executablePath = await findChromium();
  console.log(`Starting the dev servers in a scratch copy (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})...`);
  const started = Date.now();
  const dev = await startDevSandbox();
  console.log(`Dev servers ready in ${((Date.now() - started) / 1000).toFixed(0)} s at ${dev.origin}`);
  // Loaded here, not on import: the unit tests import this module for its pure helpers, and
  // loading Playwright costs each such process a third of a second of CPU.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const times = Object.fromEntries(KINDS.map(({ name }) => [name, []]));
  const loads = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // A reload, a failed update or an error would make a figure meaningless: say so.
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) console.log(`  (page ${message.type()}: ${message.text().split('\n')[0]})`);
    });
    await page.goto(`${dev.origin}/#/contact`);
    await page.locator('main h1').waitFor();
    await page.evaluate(() => {
      window.__devTimingMark = true;
    });
    await page.evaluate(installGoalChecks);
    const originals = new Map();
    let n = 0;
    for (let run = 1 - WARMUP; run <= RUNS; run += 1) {
      for (const kind of KINDS) {
        n += 1;
        await page.evaluate((route) => {
          if (window.location.hash !== `#${route}`) window.location.hash = route;
        }, kind.route);
        // The route's page has rendered what the edit changes, and the page is idle: a remote
        // page renders in steps after its first paint (the Solutions catalogue), and that work
        // would otherwise fall on the first edit made there and not on the next.
        await page.locator(kind.shows(0).selector).first().waitFor();
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
        const goal = kind.shows(n);
        await page.evaluate((g) => window.__devWatchFor(g), goal);
        const original = originals.get(kind.file) ?? dev.read(kind.file);
        originals.set(kind.file, original);
        const outputBefore = dev.output.length;
        const savedAt = Date.now();
        dev.edit(kind.file, () => kind.edit(original, n));
        await page.waitForFunction(() => window.__devEditShownAt !== undefined, null, { timeout: 60_000 });
        const shownAt = await page.evaluate(() => window.__devEditShownAt);
        if (!(await page.evaluate(() => window.__devTimingMark === true))) throw new Error(`${kind.name}: the page reloaded`);
        if (run > 0) {
          times[kind.name].push(shownAt - savedAt);
          loads.push(os.loadavg()[0]);
        }
        // Where the time went: the dev server's compilation, and the page fetching the update.
        const compiled = dev.output.slice(outputBefore).map((line) => line.match(/compiled .*in (\d+) ms/)?.[1]).filter(Boolean).join('+');
        const fetches = await page.evaluate(() => window.__devHotUpdates);
        const fetched = fetches.length ? `${Math.round(Math.min(...fetches.map(([start]) => start)) - savedAt)}-${Math.round(Math.max(...fetches.map(([, end]) => end)) - savedAt)}` : '-';
        console.log(
          `  ${run > 0 ? `run ${run}` : 'warm-up'} ${kind.name.padEnd(34)} ${String(shownAt - savedAt).padStart(5)} ms  (compiled in ${compiled || '?'} ms; update fetched ${fetched} ms after the save)`,
        );
        // Back to the original before the next kind edits the same file.
        dev.edit(kind.file, () => original);
        await page.waitForFunction((g) => !window.__devGoalHolds(g), goal, { timeout: 60_000 });
      }
    }
  } finally {
    await browser.close();
    await dev.stop();
  }
  const rows = refreshSummary(times);
  console.log(`\nMedians of ${RUNS} (ms from save to the page showing it; ratio to the shell's edit of the same kind on the same page):`);
  for (const row of rows) console.log(`  ${row.kind.padEnd(34)} ${String(row.medianMs).padStart(6)}   x${row.ratioToShell.toFixed(2)}   [${row.runs.join(', ')}]`);
  const loadSummary = `load average during the runs: median ${median(loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores`;
  console.log(`  ${loadSummary}`);
  if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify({ runs: RUNS, rows, loads, date: new Date().toISOString() }, null, 2)}\n`);
}

