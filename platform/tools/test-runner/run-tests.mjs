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
 * The whole run records the test map, e2e/test-map.json, when it ran whole and green: what each
 * browser test's pages ran, and how long every test and step took (test-map.mjs).
 *
 * `npm test -w <workspace>` (the workspace's own "test" script runs this with --team): one
 * team's loop. The same steps for that workspace only: its lint (with ESLint's cache), the type
 * check, its unit tests, the builds that are stale, and of the browser tests tagged for it, in
 * Chromium, those its change can break by the test map (test-impact.mjs), which it names above
 * their output; the path-mode site only when one of them reads it (docs/testing.md, "A team's
 * loop"). The platform's unit tests run in the full run and the platform's loop.
 *
 * `--shard=I/N` runs part I of N of the whole suite, split by the durations the test map
 * recorded (shards.mjs): its share of the checks, the unit test files, the platform's test files
 * and the browser tests; every part builds. `--list` prints what would run, and runs nothing.
 * `--trace MODE` is Playwright's. Lint and the type check each count as one failure when they
 * find anything.
 *
 * Each loop writes its reports to a folder of its own, test-results/<loop>/ (all, or the
 * workspace's name; a shard's in shard-I-of-N/ under it), emptied when that loop runs again;
 * when anything failed, the run ends by naming them and the browser suite's HTML report,
 * traces and screenshots. Here: the arguments and the order of the steps; what a loop or a
 * shard takes is teams.mjs's and run-scope.mjs's, each step steps.mjs's, the closing lines
 * summary.mjs's.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../../cli/index.mjs';
import { rootDir } from '../../workspace/index.js';
import { ensureInstalled, TEST_TOOLS, HEADLESS_SHELL, engineEnv, ENGINE_NEEDS, ENGINES, NGINX } from '../../machine/index.mjs';
import { evidenceLines } from '../../release/index.mjs';
import { chooseForLoop, writeTestMap } from './browser-choice.mjs';
import { changesSince, headCommit } from './git.mjs';
import { inLanes } from './lanes.mjs';
import { ONE_FAILURE, parseShard } from './results.mjs';
import { CHECKS, listLine, shardScope, writeBrowserList } from './run-scope.mjs';
import { browserSuite, browserTestList, builds, jest, lint, platformUnit, platformUnitFiles, readJson, typeCheck, unitTestFiles } from './steps.mjs';
import { createSummary, exitCode } from './summary.mjs';
import { runPlan, teamLoops } from './teams.mjs';
import { changedFiles } from './test-impact.mjs';
import { TEST_MAP_FILE } from './test-map.mjs';

const TEAMS = teamLoops(rootDir);

const USAGE = `
Usage: npm test [-- --shard=I/N --list --trace MODE]   every check and suite, every engine (what CI runs)
       npm test -w <workspace>               one team's loop: ${Object.keys(TEAMS).filter((name) => name !== 'platform').join(', ')}
       npm run test:platform                 the loop of the platform (platform/, e2e/ helpers, docs/)

  --shard=I/N  part I of N of the whole suite, split by the test map's durations; every
               part builds, and the N parts together run every check and test once
               (docs/testing.md, "Shards")
  --list       print the unit test files and browser tests the run would take, run nothing
  --trace MODE Playwright's trace mode for the browser tests (default on-first-retry: a failed
               test runs again with a trace); retain-on-failure traces every test's first run
               and keeps the failures' (about a third slower)

Reports go to test-results/<loop>/ (all, or the workspace), kept until that loop runs again;
a loop's browser tests and why it chose them in test-results/<loop>/browser-tests.txt. A whole,
green npm test writes the test map the loops choose by, e2e/test-map.json: commit it.

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
if (team && shard) refuse(`A team's loop is not split: --shard=I/N parts the whole suite (docs/testing.md, "Shards").`);
const plan = runPlan({ team, shard, trace: values.trace, allEngines: ENGINES });
const summary = createSummary(Date.now());

const resultsDir = path.join(rootDir, 'test-results', values.team ?? 'all', shard ? `shard-${shard.index}-of-${shard.total}` : '');
const reports = {
  unit: path.join(resultsDir, 'unit.json'),
  tap: path.join(resultsDir, 'platform-unit.tap'),
  durations: path.join(resultsDir, 'platform-unit-durations.json'),
  browserList: path.join(resultsDir, 'browser-tests.txt'),
  coverage: path.join(resultsDir, 'coverage-records'),
  e2e: { json: path.join(resultsDir, 'e2e.json'), html: path.join(resultsDir, 'e2e-report'), artifacts: path.join(resultsDir, 'e2e-artifacts') },
};

// What this run takes besides its plan: a shard's part, split by the test map's durations; a
// loop's browser tests, chosen by the test map while the lanes below run (the builds wait for
// it to know whether the path-mode site is needed).
const part = shard ? await shardScope(plan, shard) : null;
const choosing = plan.choosesTests ? browserTestList(plan.playwrightArgs, plan.projects).then((listed) => chooseForLoop({ listed, tags: team.tags })) : null;
choosing?.catch(() => undefined);
const checksHere = part ? part.checks : plan.checksHere ? Object.keys(CHECKS) : [];

if (values.list) {
  // What this run would take, one line each, without building or installing anything; the
  // tools list theirs at once.
  const [unit, browser] = part
    ? [part.unit, part.browser]
    : await Promise.all([unitTestFiles(plan.jestArgs), choosing ? choosing.then((loop) => loop.choice.chosen) : browserTestList(plan.playwrightArgs, plan.projects)]);
  for (const check of checksHere) console.log(`check ${CHECKS[check]}`);
  for (const file of unit) console.log(`unit ${file}`);
  for (const file of part ? part.platformUnit : plan.platformUnitHere ? platformUnitFiles() : []) console.log(`platform-unit ${file}`);
  if (choosing) console.error((await choosing).head);
  for (const test of browser) console.log(`browser ${listLine(test)}`);
  process.exit(0);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// The whole run records the test map at the commit it starts from, with what differs from it.
const head = plan.recordsMap ? headCommit() : null;
const recording = head ? { base: head, dirty: changedFiles({ ...changesSince(head), mapFile: TEST_MAP_FILE }) } : null;

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
  if (checksHere.includes('lint')) await lint(summary, plan, team?.lint);
  if (checksHere.includes('typeCheck')) await typeCheck(summary);
};
const platformFiles = part ? part.platformUnit : plan.platformUnitHere ? platformUnitFiles() : [];
const pathSiteNeeded = async () => !choosing || (await choosing.then((choice) => choice.needsPathSite, () => true));
const lanes = await inLanes(
  {
    checks,
    builds: () => builds(summary, installing, pathSiteNeeded),
    ...(platformFiles.length ? { platformUnit: () => platformUnit(summary, reports, platformFiles) } : {}),
  },
  { jest: () => jest(summary, part ? { files: part.unit } : { args: plan.jestArgs }, reports.unit) },
);

let found;
try {
  found = await installing;
} catch (error) {
  console.error(error.message);
  summary.count(ONE_FAILURE);
}
const browser = lanes.builds && found ? await browserArgs() : null;
if (browser) {
  const e2e = await browserSuite(summary, browser.args, {
    label: team ? `Browser tests tagged ${team.tags.join(' or ')} (Chromium)` : 'Browser tests (Playwright: Chromium; the journeys in Firefox and WebKit too)',
    env: {
      ...engineEnv(Object.fromEntries(plan.engines.map((engine) => [engine, found[engine]]))),
      ENGINES: plan.projects.join(','),
      NGINX_PATH: found.nginx,
      ...(recording ? { E2E_TEST_MAP_DIR: reports.coverage } : {}),
      ...(browser.withoutPathSite ? { E2E_WITHOUT_PATH_SITE: '1' } : {}),
    },
    reports: reports.e2e,
  });
  if (e2e?.stats) {
    // Where a failure's cause may be the machine, just above the summary: the last lines are
    // often all of a log one gets back.
    const workers = e2e.config?.metadata?.actualWorkers ?? e2e.config?.workers;
    console.log(`\nBrowser suite: ${(e2e.stats.duration / 60_000).toFixed(1)} min, ${workers} worker(s), on ${os.cpus().length} cores`);
  }
  if (recording) recordTestMap(e2e);
}
finish();

/**
 * Playwright's arguments for this run's browser tests, and whether it can do without the
 * path-mode site; null when there are none to run. A loop's and a shard's are listed in
 * test-results/<loop>/browser-tests.txt, each with why, and named above their output.
 */
async function browserArgs() {
  if (part) {
    if (!part.browser.length) return null;
    return { args: [...plan.playwrightArgs, ...writeBrowserList(reports.browserList, part.browser, `part ${shard.index} of ${shard.total}: ${part.browser.length} browser tests`)] };
  }
  if (!choosing) return { args: plan.playwrightArgs };
  let loop;
  try {
    loop = await choosing;
  } catch (error) {
    // Playwright could not list the tests (a spec that does not load): the run says why.
    console.log(`\nThe browser tests could not be chosen by the test map, so every one tagged ${team.tags.join(' or ')} runs:\n${error.message}`);
    return { args: plan.playwrightArgs };
  }
  console.log(`\n${loop.head}`);
  if (!loop.choice.chosen.length) return null;
  const args = writeBrowserList(reports.browserList, loop.choice.chosen, loop.head);
  console.log(`Which, and why: ${path.relative(rootDir, reports.browserList)}`);
  return { args: [...plan.playwrightArgs, ...args], withoutPathSite: !loop.needsPathSite };
}

/**
 * After the whole run: the test map, written when the run was whole and green (every test
 * passed, none skipped), for the developer to commit; otherwise it stays as it was.
 */
function recordTestMap(e2e) {
  const { passed, failed, skipped } = summary.counts;
  if (failed || skipped || !passed || !e2e?.stats || !existsSync(reports.coverage)) {
    console.log(`\nTest map: ${TEST_MAP_FILE} left as it was: only a whole, green run records it.`);
    return;
  }
  const map = writeTestMap({
    ...recording,
    report: e2e,
    recordsDir: reports.coverage,
    unitReport: readJson(reports.unit),
    platformDurations: existsSync(reports.durations) ? JSON.parse(readFileSync(reports.durations, 'utf8')) : {},
    stepMs: summary.stepMs,
  });
  const dirty = recording.dirty.length ? `, with ${recording.dirty.length} files not committed` : '';
  console.log(`\nTest map: ${TEST_MAP_FILE} written for ${Object.keys(map.tests).length} browser tests at ${recording.base.slice(0, 12)}${dirty}: commit it, and each team's loop chooses by it.`);
}

/** Prints the closing lines and exits: 0 only when something passed and nothing failed. */
function finish() {
  const what = `${team ? `${values.team}'s loop` : 'npm test'}${shard ? ` (part ${shard.index} of ${shard.total})` : ''}`;
  const failed = summary.counts.failed > 0;
  const written = failed ? [reports.unit, reports.tap, reports.e2e.json, reports.browserList].filter((file) => existsSync(file)).map((file) => path.relative(rootDir, file)) : [];
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
