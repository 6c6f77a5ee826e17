/**
 * `npm run bench`: measures the federated site against a single-bundle build of itself
 * (same source, every remote page compiled into the shell, no Module Federation).
 * Headless Chromium, mobile emulation, 4x CPU slowdown, network close to Lighthouse's mobile
 * profile (150 ms RTT, 1.6 Mbps down, 750 kbps up), several cold runs, medians. The two builds
 * take turns run by run, so a slow spell of the machine lands on both rather than on one.
 *   npm run bench -- --runs 5 --lighthouse-runs 5 --no-build --no-lighthouse --no-navigation --no-tour --no-integrity --no-path --routes /,/contact
 * Also measures the path-mode site as `npm run build:static` makes it (every route's content in
 * its HTML): its loads and Lighthouse's four categories, by the URL a visitor opens.
 * The stock photo's host is stood in for by a local server (platform/serve/photo-host.mjs), so the pages
 * with a photo are measured as an online visitor sees them, its connection costing three of
 * the emulated round trips.
 * Prints a table and writes .bench/results.json. Not part of npm test: figures, not pass/fail.
 * The plan of a run is figures/bench-plan.mjs's, the run compared/run-bench.mjs's.
 */
import { cli, fail } from '../../cli/index.mjs';
import { benchPlan, runBench } from './index.mjs';

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

let plan;
try {
  plan = benchPlan(options);
} catch (error) {
  fail(error.message, USAGE);
}
try {
  await runBench(plan);
} catch (error) {
  console.error(`The benchmark stopped: ${error.message}`);
  process.exit(1);
}
