/**
 * How long an edit takes to show under `npm run dev` (docs/development.md): from the moment a
 * source file is saved to the moment the page at the shell's dev server shows the change,
 * without a reload. It starts the four dev servers in a scratch copy of the apps on free ports
 * (platform/dev/dev-sandbox.mjs; the working tree is never edited), opens the site in Chromium,
 * and for each kind of edit writes the file and lets the page itself note the time its DOM
 * shows the new text or style (a MutationObserver; the page's clock is this machine's).
 * The kinds of edit take turns, run after run, so a busy spell of the machine falls on all.
 *
 *   node platform/tools/bench/dev-refresh-timing.mjs [--runs 5] [--warmup 1] [--json file]
 *
 * The first round (--warmup) is printed but not counted: each dev server's first rebuild after
 * its start is slower than the ones after. Prints the median of each kind, its ratio to the
 * shell's edit of the same kind, and the load average. The run is dev-refresh/time-refresh.mjs's.
 */
import { cli, fail } from '../../cli/index.mjs';
import { timeDevRefresh } from './index.mjs';

const USAGE = 'node platform/tools/bench/dev-refresh-timing.mjs [--runs 5] [--warmup 1] [--json file]';
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

timeDevRefresh({ runs: RUNS, warmup: WARMUP, json: JSON_OUT }).catch((error) => {
  console.error(error);
  process.exit(1);
});
