/**
 * `npm test`: every check and suite, then one summary line "N passed, N failed, N skipped". CI
 * runs this.
 *   - lint the whole workspace at zero warnings (ESLint, eslint.config.mjs)
 *   - type-check the whole workspace (tsc, incremental: .cache/tsc/)
 *   - jest unit tests
 *   - the platform's unit tests: Node's test runner over every *.test.mjs under platform/
 *   - build the apps whose dist/ is older than their sources, and the browser suite's path-mode
 *     site (platform/builds/builds.mjs)
 *   - the Playwright browser suite in real Chromium, part of it through nginx, and its journeys
 *     (keyboard ones included) in Firefox and WebKit too
 * What the suite needs from Debian (browsers, nginx, Java, openssl) is found, or installed in
 * the background while the checks and builds run. Before the browser suite the steps run in
 * lanes side by side (lanes.mjs): lint and the type check in one, the builds in another, the
 * platform's unit tests in a third; jest in the lane that is free first.
 *
 * `npm test -w <workspace>` (the workspace's own "test" script runs this with --team): one
 * team's loop. The same steps for that workspace only: its lint (with ESLint's cache), the type
 * check, its unit tests, the builds that are stale, and the browser tests tagged for it, in
 * Chromium (docs/testing.md, "A team's loop"). The platform's unit tests run in the full run and
 * the platform's loop.
 *
 * `--shard=I/N` runs part I of N of the unit and browser tests (jest's and Playwright's own
 * sharding); lint, the type check and the platform's unit tests run in part 1. `--list` prints
 * what would run, and runs nothing. `--trace MODE` is Playwright's. Lint and the type check
 * each count as one failure when they find anything.
 *
 * Each loop writes its reports to a folder of its own, test-results/<loop>/ (all, or the
 * workspace's name; a shard's in shard-I-of-N/ under it), emptied when that loop runs again;
 * when anything failed, the run ends by naming them and the browser suite's HTML report,
 * traces and screenshots. Here: the arguments and the order of the steps; what a loop or a
 * shard takes is teams.mjs's, each step steps.mjs's, the closing lines summary.mjs's.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../cli/index.mjs';
import { rootDir } from '../workspace/index.js';
import { ensureInstalled, TEST_TOOLS, HEADLESS_SHELL, engineEnv, ENGINE_NEEDS, ENGINES, NGINX } from '../machine/index.mjs';
import { evidenceLines } from '../release/index.mjs';
import { inLanes } from './lanes.mjs';
import { browserTests, ONE_FAILURE, parseShard } from './results.mjs';
import { browserSuite, builds, jest, lint, output, platformUnit, platformUnitFiles, typeCheck } from './steps.mjs';
import { createSummary, exitCode } from './summary.mjs';
import { runPlan, teamLoops } from './teams.mjs';

const TEAMS = teamLoops(rootDir);

const USAGE = `
Usage: npm test [-- --shard=I/N --list --trace MODE]   every check and suite, every engine (what CI runs)
       npm test -w <workspace>               one team's loop: ${Object.keys(TEAMS).filter((name) => name !== 'platform').join(', ')}
       npm run test:platform                 the loop of the platform (platform/, e2e/ helpers, docs/)

  --shard=I/N  part I of N of the unit and browser tests (lint, the type check and the
               platform's unit tests in part 1);
               the N parts together run every test once (docs/testing.md, "Shards")
  --list       print the unit test files and browser tests the run would take, run nothing
  --trace MODE Playwright's trace mode for the browser tests (default on-first-retry: a failed
               test runs again with a trace); retain-on-failure traces every test's first run
               and keeps the failures' (about a third slower)

Reports go to test-results/<loop>/ (all, or the workspace), kept until that loop runs again.

Ends with "N passed, N failed, N skipped"; the exit code is 0 only when nothing failed.
`;

const { values } = cli({ usage: USAGE, options: { team: { type: 'string' }, shard: { type: 'string' }, list: { type: 'boolean' }, trace: { type: 'string' } } });
const team = values.team ? TEAMS[values.team] : null;
if (values.team && !team) refuse(`No team loop for "${values.team}": there are ${Object.keys(TEAMS).join(', ')}.`);
let shard;
try {
  shard = parseShard(values.shard);
} catch (error) {
  refuse(error.message);
}
const plan = runPlan({ team, shard, trace: values.trace, allEngines: ENGINES });
const summary = createSummary(Date.now());

const resultsDir = path.join(rootDir, 'test-results', values.team ?? 'all', shard ? `shard-${shard.index}-of-${shard.total}` : '');
const reports = {
  unit: path.join(resultsDir, 'unit.json'),
  tap: path.join(resultsDir, 'platform-unit.tap'),
  e2e: { json: path.join(resultsDir, 'e2e.json'), html: path.join(resultsDir, 'e2e-report'), artifacts: path.join(resultsDir, 'e2e-artifacts') },
};

if (values.list) {
  // What this run would take, one line each, without building or installing anything.
  if (plan.checksHere) console.log('check lint\ncheck type check');
  const unitFiles = JSON.parse(await output('npx', ['jest', '--listTests', '--json', ...plan.jestArgs]));
  for (const file of unitFiles.sort()) console.log(`unit ${path.relative(rootDir, file)}`);
  if (plan.platformUnitHere) for (const file of platformUnitFiles()) console.log(`platform-unit ${file}`);
  const report = JSON.parse(await output('npx', ['playwright', 'test', '--list', '--reporter=json', ...plan.playwrightArgs], { ENGINES: plan.projects.join(',') }));
  for (const line of browserTests(report)) console.log(`browser ${line}`);
  process.exit(0);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// What the suite needs from Debian, found or installed while the lanes below run.
const installStarted = Date.now();
// Chromium's headless shell too: the suite's tests run in it (chromium.mjs, findHeadlessShell).
const browserNeeds = [...plan.engines.map((engine) => ENGINE_NEEDS[engine]), ...(plan.engines.includes('chromium') ? [HEADLESS_SHELL] : [])];
const installing = ensureInstalled([...browserNeeds, NGINX, ...TEST_TOOLS], { quiet: true }).then((found) => {
  summary.time('install', installStarted);
  for (const [name, where] of Object.entries(found)) console.log(`${name}: ${typeof where === 'string' ? where : Object.values(where).join(', ')}`);
  return found;
});
installing.catch(() => undefined);

// The lanes: the checks (lint, then the type check) beside the builds, and the platform's unit
// tests (the most CPU of these steps) beside both, so that no core idles while work is left;
// jest in whichever lane is free first (in a team's loop after a small change, the builds'
// lane: they take seconds there).
const checks = async () => {
  if (!plan.checksHere) return;
  await lint(summary, plan, team?.lint);
  await typeCheck(summary);
};
const lanes = await inLanes(
  {
    checks,
    builds: () => builds(summary, installing),
    ...(plan.platformUnitHere ? { platformUnit: () => platformUnit(summary, reports.tap) } : {}),
  },
  { jest: () => jest(summary, plan, reports.unit) },
);

let found;
try {
  found = await installing;
} catch (error) {
  console.error(error.message);
  summary.count(ONE_FAILURE);
}
if (lanes.builds && found) {
  const e2e = await browserSuite(summary, plan, {
    label: team ? `Browser tests tagged ${team.tags.join(' or ')} (Chromium)` : 'Browser tests (Playwright: Chromium; the journeys in Firefox and WebKit too)',
    env: { ...engineEnv(Object.fromEntries(plan.engines.map((engine) => [engine, found[engine]]))), ENGINES: plan.projects.join(','), NGINX_PATH: found.nginx },
    reports: reports.e2e,
  });
  if (e2e?.stats) {
    // Where a failure's cause may be the machine, just above the summary: the last lines are
    // often all of a log one gets back.
    const workers = e2e.config?.metadata?.actualWorkers ?? e2e.config?.workers;
    console.log(`\nBrowser suite: ${(e2e.stats.duration / 60_000).toFixed(1)} min, ${workers} worker(s), on ${os.cpus().length} cores`);
  }
}
finish();

/** Prints the closing lines and exits: 0 only when something passed and nothing failed. */
function finish() {
  const what = `${team ? `${values.team}'s loop` : 'npm test'}${shard ? ` (part ${shard.index} of ${shard.total})` : ''}`;
  const failed = summary.counts.failed > 0;
  const written = failed ? [reports.unit, reports.tap, reports.e2e.json].filter((file) => existsSync(file)).map((file) => path.relative(rootDir, file)) : [];
  const evidence = failed ? evidenceLines({ report: reports.e2e.html, artifacts: reports.e2e.artifacts, from: rootDir }) : [];
  for (const line of summary.lines({ what, cores: os.cpus().length, reports: written, evidence })) console.log(line);
  process.exit(exitCode(summary.counts));
}

/** A wrong argument: what is wrong, the usage, a summary line that says nothing ran, exit code 2. */
function refuse(message) {
  console.error(`${message}\n${USAGE}`);
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(2);
}
