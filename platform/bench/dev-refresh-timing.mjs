/**
 * How long an edit takes to show under `npm run dev` (docs/development.md): from the moment a
 * source file is saved to the moment the page at the shell's dev server shows the change,
 * without a reload. It starts the four dev servers in a scratch copy of the apps on free ports
 * (platform/dev/dev-sandbox.mjs; the working tree is never edited), opens the site in Chromium,
 * and for each kind of edit writes the file and lets the page itself note the time its DOM
 * shows the new text or style (a MutationObserver; the page's clock is this machine's).
 * The kinds of edit take turns, run after run, so a busy spell of the machine falls on all.
 *
 *   node platform/bench/dev-refresh-timing.mjs [--runs 5] [--warmup 1] [--json file]
 *
 * The first round (--warmup) is printed but not counted: each dev server's first rebuild after
 * its start is slower than the ones after. Prints the median of each kind, its ratio to the
 * shell's edit of the same kind, and the load average.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../machine/index.mjs';
import { cli, fail } from '../cli/cli.mjs';
import { startDevSandbox } from '../dev/index.mjs';
import { median } from './median.mjs';

const USAGE = 'node platform/bench/dev-refresh-timing.mjs [--runs 5] [--warmup 1] [--json file]';
const { values } = cli({
  usage: USAGE,
  options: { runs: { type: 'string', default: '5' }, warmup: { type: 'string', default: '1' }, json: { type: 'string' } },
});
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const JSON_OUT = values.json;
if (!(Number.isInteger(RUNS) && RUNS > 0) || !(Number.isInteger(WARMUP) && WARMUP >= 0)) {
  fail('--runs takes a whole number above 0, --warmup one of 0 or more.', USAGE);
}

/**
 * Each kind of edit: the route it shows on, the file, and how run `n` changes it (a text that
 * an element of the page then contains, or a style the element then has). The shell's edits
 * are made on each remote's page too, so each remote's edit is compared with the same edit to
 * the shell on the same page: React walks the page's whole tree to find what to refresh, and
 * the Solutions page (129 cards) is far bigger than the Contact page.
 */
const REMOTE_KINDS = [
  {
    name: 'contact: text',
    route: '/contact',
    file: 'remote-contact/src/contact/ContactPage.tsx',
    edit: (text, n) => text.replace(`title="Let's talk about your business"`, `title="Contact edit ${n}"`),
    shows: (n) => ({ selector: 'main h1', text: `Contact edit ${n}` }),
  },
  {
    name: 'solutions: text',
    route: '/solutions',
    file: 'remote-solutions/src/catalogue/HelpChoosing.tsx',
    edit: (text, n) => text.replace('<h2 id={HEADING_ID}>{solutionsCopy.helpTitle}</h2>', `<h2 id={HEADING_ID}>Solutions edit ${n}</h2>`),
    shows: (n) => ({ selector: '#solutions-help-heading', text: `Solutions edit ${n}` }),
  },
  {
    name: 'resources: text',
    route: '/resources',
    file: 'remote-resources/src/hub/ResourcesPage.tsx',
    edit: (text, n) => text.replace('lead="Practical guides and real client stories', `lead="Resources edit ${n}: guides and real client stories`),
    shows: (n) => ({ selector: 'main', text: `Resources edit ${n}` }),
  },
];
const shellText = (route) => ({
  name: `shell: text on ${route}`,
  route,
  file: 'shell/src/footer/Footer.tsx',
  edit: (text, n) => text.replace('Practical advice and hands-on implementation', `Shell edit ${n}`),
  shows: (n) => ({ selector: 'footer', text: `Shell edit ${n}` }),
});
const KINDS = [
  ...REMOTE_KINDS.flatMap((kind) => [kind, shellText(kind.route)]),
  {
    name: 'contact: emotion style',
    route: '/contact',
    file: 'remote-contact/src/contact/ContactPage.tsx',
    edit: (text, n) => text.replace('const LocationCard = styled(Card)`\n', `const LocationCard = styled(Card)\`\n  outline: 1px solid rgb(${n}, 0, 0);\n`),
    shows: (n) => ({ selector: 'main address', ancestor: 2, outlineColor: `rgb(${n}, 0, 0)` }),
  },
  {
    name: 'shell: emotion style on /contact',
    route: '/contact',
    file: 'shell/src/footer/Footer.tsx',
    edit: (text, n) => text.replace('const Root = styled.footer`\n', `const Root = styled.footer\`\n  outline: 1px solid rgb(${n}, 0, 0);\n`),
    shows: (n) => ({ selector: 'footer', ancestor: 0, outlineColor: `rgb(${n}, 0, 0)` }),
  },
];

/** The shell's edit of the same kind on the same page, which a kind's time is compared with. */
function baselineOf(kind) {
  return kind.name.endsWith('style') || kind.name.includes('style on') ? 'shell: emotion style on /contact' : `shell: text on ${kind.route}`;
}

/** In the page: whether it shows `goal`, and a watch that notes the time it first does. */
function installGoalChecks() {
  window.__devGoalHolds = (goal) => {
    let element = document.querySelector(goal.selector);
    if (goal.text) return Boolean(element?.textContent.includes(goal.text));
    for (let i = 0; element && i < goal.ancestor; i += 1) element = element.parentElement;
    return Boolean(element) && getComputedStyle(element).outlineColor === goal.outlineColor;
  };
  window.__devHotUpdates = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/hot-update/.test(entry.name)) window.__devHotUpdates.push([performance.timeOrigin + entry.startTime, performance.timeOrigin + entry.responseEnd]);
    }
  }).observe({ type: 'resource' });
  window.__devWatchFor = (goal) => {
    window.__devEditShownAt = undefined;
    window.__devHotUpdates = [];
    const observer = new MutationObserver(() => {
      if (window.__devGoalHolds(goal)) {
        window.__devEditShownAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  };
}

async function main() {
  const executablePath = await findChromium();
  console.log(`Starting the dev servers in a scratch copy (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})...`);
  const started = Date.now();
  const dev = await startDevSandbox();
  console.log(`Dev servers ready in ${((Date.now() - started) / 1000).toFixed(0)} s at ${dev.origin}`);
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
  const rows = KINDS.map((kind) => {
    const value = median(times[kind.name]);
    return { kind: kind.name, runs: times[kind.name], medianMs: value, ratioToShell: Number((value / median(times[baselineOf(kind)])).toFixed(2)) };
  });
  console.log(`\nMedians of ${RUNS} (ms from save to the page showing it; ratio to the shell's edit of the same kind on the same page):`);
  for (const row of rows) console.log(`  ${row.kind.padEnd(34)} ${String(row.medianMs).padStart(6)}   x${row.ratioToShell.toFixed(2)}   [${row.runs.join(', ')}]`);
  const loadSummary = `load average during the runs: median ${median(loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores`;
  console.log(`  ${loadSummary}`);
  if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify({ runs: RUNS, rows, loads, date: new Date().toISOString() }, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
