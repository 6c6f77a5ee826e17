/**
 * `npm test`: every check and suite, then one summary line "N passed, N failed, N skipped". CI
 * runs this.
 *   - lint the whole workspace at zero warnings (ESLint, eslint.config.mjs)
 *   - type-check the whole workspace (tsc, incremental: .cache/tsc/)
 *   - jest unit tests
 *   - the platform's unit tests: node --test over every *.test.mjs under platform/
 *   - build the apps whose dist/ is older than their sources, and the browser suite's path-mode
 *     site (platform/builds/builds.mjs)
 *   - the Playwright browser suite in real Chromium, part of it through nginx, and its journeys
 *     (keyboard ones included) in Firefox and WebKit too
 * What the suite needs from Debian (browsers, nginx, Java, openssl) is found, or installed in
 * the background while the checks and builds run. On two cores the work runs in two lanes side
 * by side: lint and the type check in one, the builds in the other, and the unit tests in the
 * lane that is free first.
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
 * traces and screenshots.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, TEST_TOOLS, HEADLESS_SHELL, engineEnv, ENGINE_NEEDS, ENGINES, NGINX } from '../machine/index.mjs';
import { ensureBuilt, pathModeShell, prerenderedShell, SUITE_CANONICAL_ORIGIN } from '../builds/index.mjs';
import { cli } from '../cli/index.mjs';
import { rootDir, appFolder, REMOTES } from '../workspace/index.js';
import { browserTests, jestCounts, NONE, ONE_FAILURE, parseShard, playwrightCounts, plus, tapCounts } from './results.mjs';
import { evidenceLines } from '../release/index.mjs';

/**
 * Each workspace's loop: what it lints and unit-tests, and the tags of its browser tests. A
 * browser test carries the tag of every team whose folder a change could break it through
 * (docs/testing.md, "A team's loop").
 */
const inFolder = (folder) => `^${rootDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${folder}/`;
const TEAMS = {
  shell: { lint: ['shell'], unit: [inFolder('shell')], tags: ['@shell'] },
  ...Object.fromEntries(REMOTES.map((remote) => [appFolder(remote), { lint: [appFolder(remote)], unit: [inFolder(appFolder(remote))], tags: [`@${remote}`] }])),
  // The contract every app is built against: its own tests and every app's contract checks.
  shared: { lint: ['shared'], unit: [inFolder('shared'), '\\.contract\\.test\\.'], tags: ['@contract'] },
  // The tooling (npm run test:platform): deploy, release, servers, the suite's own helpers. The
  // release gate's test runs the candidate in every engine, so this loop has them all.
  platform: { lint: ['platform', 'e2e', 'docs', '*.{js,mjs}'], unit: [inFolder('platform'), inFolder('docs')], platformUnit: true, tags: ['@platform'], allEngines: true },
};

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
if (values.team && !team) {
  console.error(`No team loop for "${values.team}": there are ${Object.keys(TEAMS).join(', ')}.\n${USAGE}`);
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(2);
}
let shard;
try {
  shard = parseShard(values.shard);
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(2);
}
const started = Date.now();

const resultsDir = path.join(rootDir, 'test-results', values.team ?? 'all', shard ? `shard-${shard.index}-of-${shard.total}` : '');
const unitFile = path.join(resultsDir, 'unit.json');
const tapFile = path.join(resultsDir, 'platform-unit.tap');
const e2eFile = path.join(resultsDir, 'e2e.json');
const e2eReport = path.join(resultsDir, 'e2e-report');
const e2eArtifacts = path.join(resultsDir, 'e2e-artifacts');

/** How long each step took, for the line above the summary. */
const steps = [];

/**
 * Runs a command, its output kept and printed in one piece when it ends (two lanes run side by
 * side, and their lines must not interleave). Resolves with whether it exited 0.
 */
function run(label, command, args, env = {}) {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      steps.push(`${label.split(' ')[0].toLowerCase()} ${Math.round((Date.now() - since) / 1000)} s`);
      console.log(`\n=== ${label}: ${command} ${args.join(' ')}\n${output.trimEnd()}`);
      resolve(code === 0);
    });
  });
}

/** Runs a command with its output straight to this one's (the browser suite: its progress as it goes). */
function runLive(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('close', (code) => {
      steps.push(`${label.split(' ')[0].toLowerCase()} ${Math.round((Date.now() - since) / 1000)} s`);
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The summary so far; `failed` also counts a check (lint, the type check) that found anything. */
let counts = NONE;
const count = (more) => (counts = plus(counts, more));
function finish() {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const what = `${team ? `${values.team}'s loop` : 'npm test'}${shard ? ` (part ${shard.index} of ${shard.total})` : ''}`;
  console.log(`\n${what}: ${minutes} min on ${os.cpus().length} cores (${steps.join(', ')})`);
  if (counts.failed > 0) {
    // Above the summary, where a log that is cut short still shows it.
    const reports = [unitFile, tapFile, e2eFile].filter((file) => existsSync(file)).map((file) => path.relative(rootDir, file));
    const evidence = evidenceLines({ report: e2eReport, artifacts: e2eArtifacts, from: rootDir });
    console.log(`\nWhat failed, in full: each step's output above${reports.length ? `, and ${reports.join(', ')}` : ''}`);
    for (const line of evidence) console.log(line);
  }
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(counts.failed === 0 && counts.passed > 0 ? 0 : 1);
}

// A team's loop runs the browser tests in Chromium only; the full suite in every engine.
const engines = team && !team.allEngines ? ['chromium'] : ENGINES;
const projects = team ? ['chromium'] : ENGINES;
const jestArgs = [...(team ? team.unit : []), ...(shard ? [shard.arg] : [])];
const playwrightArgs = ['-c', 'e2e/playwright.config.ts', ...(team ? ['--grep', team.tags.join('|')] : []), ...(shard ? [shard.arg] : []), ...(values.trace ? ['--trace', values.trace] : [])];
const checksHere = !shard || shard.index === 1;
// The platform's unit tests (node:test) take seconds: whole, in part 1, like lint.
const platformUnitHere = checksHere && (!team || team.platformUnit);

/** The platform's unit test files, every *.test.mjs under platform/ (Node 20's --test takes no glob), relative and sorted. */
function platformUnitFiles() {
  return readdirSync(path.join(rootDir, 'platform'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.mjs'))
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

/** Runs a command and resolves with what it wrote on stdout (it must exit 0). */
function output(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stderr}`))));
  });
}

if (values.list) {
  // What this run would take, one line each, without building or installing anything.
  if (checksHere) console.log('check lint\ncheck type check');
  const unitFiles = JSON.parse(await output('npx', ['jest', '--listTests', '--json', ...jestArgs]));
  for (const file of unitFiles.sort()) console.log(`unit ${path.relative(rootDir, file)}`);
  if (platformUnitHere) for (const file of platformUnitFiles()) console.log(`platform-unit ${file}`);
  const report = JSON.parse(await output('npx', ['playwright', 'test', '--list', '--reporter=json', ...playwrightArgs], { ENGINES: projects.join(',') }));
  for (const line of browserTests(report)) console.log(`browser ${line}`);
  process.exit(0);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// What the suite needs from Debian, found or installed while the lanes below run.
const installStarted = Date.now();
// Chromium's headless shell too: the suite's tests run in it (chromium.mjs, findHeadlessShell).
const browserNeeds = [...engines.map((engine) => ENGINE_NEEDS[engine]), ...(engines.includes('chromium') ? [HEADLESS_SHELL] : [])];
const installing = ensureInstalled([...browserNeeds, NGINX, ...TEST_TOOLS], { quiet: true }).then((found) => {
  steps.push(`install ${Math.round((Date.now() - installStarted) / 1000)} s`);
  for (const [name, where] of Object.entries(found)) console.log(`${name}: ${typeof where === 'string' ? where : Object.values(where).join(', ')}`);
  return found;
});
installing.catch(() => undefined);

/** Lint, then the type check: one lane, beside the builds. */
async function lintAndTypes() {
  if (checksHere) {
    const lintArgs = team ? ['eslint', ...team.lint, '--max-warnings', '0', '--cache', '--cache-location', '.cache/eslint/'] : ['eslint', '.', '--max-warnings', '0'];
    if (!(await run(team ? `Lint (${team.lint.join(', ')})` : 'Lint', 'npx', lintArgs))) count(ONE_FAILURE);
    // Incremental: what did not change since the last check is not checked again.
    const typecheckArgs = ['tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/tsconfig.tsbuildinfo'];
    if (!(await run('Type check', 'npx', typecheckArgs))) count(ONE_FAILURE);
  }
}

/** jest's unit tests, then the platform's (node --test). */
async function unitTests() {
  const unitOk = await run('Unit tests (jest)', 'npx', ['jest', '--json', `--outputFile=${unitFile}`, ...jestArgs]);
  count(jestCounts(readJson(unitFile), unitOk));
  if (platformUnitHere) await platformUnitTests();
}

/**
 * node --test over the platform's unit tests: its spec report in the output, its TAP report in a
 * file, whose closing counts join the summary line.
 */
async function platformUnitTests() {
  const args = ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`, ...platformUnitFiles()];
  const ok = await run('Platform unit tests (node --test)', process.execPath, args);
  count(tapCounts(existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '', ok));
}

/**
 * The builds the browser suite deploys: the apps whose sources changed, then the path-mode
 * site (its shell built for clean URLs, and every route's HTML, which a Chromium writes: it
 * waits for the install). Each is kept while its inputs are the same (platform/builds/builds.mjs).
 */
async function buildsLane() {
  const since = Date.now();
  const lines = [];
  try {
    await ensureBuilt(undefined, { quiet: true, log: (line) => lines.push(line) });
    await pathModeShell();
    await installing;
    await prerenderedShell({ canonicalOrigin: SUITE_CANONICAL_ORIGIN });
    return true;
  } catch (error) {
    lines.push(`${error.message}\nThe browser suite cannot run without it.`);
    count(ONE_FAILURE);
    return false;
  } finally {
    steps.push(`build ${Math.round((Date.now() - since) / 1000)} s`);
    console.log(`\n=== Build: the apps whose sources changed since their last build, and the path-mode site\n${lines.join('\n')}`);
  }
}

// The unit tests run in whichever lane is free first: after a one-line change a team's builds
// take seconds and its lint and type check half a minute, while the whole run's builds take
// minutes. Started once, awaited by both lanes.
let unitRun;
const unitTestsOnce = () => (unitRun ??= unitTests());
const [, built] = await Promise.all([
  lintAndTypes().then(unitTestsOnce),
  buildsLane().then(async (ok) => {
    await unitTestsOnce();
    return ok;
  }),
]);
let found;
try {
  found = await installing;
} catch (error) {
  console.error(error.message);
  count(ONE_FAILURE);
}
if (!built || !found) finish();

const e2eOk = await runLive(
  team ? `Browser tests tagged ${team.tags.join(' or ')} (Chromium)` : 'Browser tests (Playwright: Chromium; the journeys in Firefox and WebKit too)',
  'npx',
  ['playwright', 'test', ...playwrightArgs],
  {
    ...engineEnv(Object.fromEntries(engines.map((engine) => [engine, found[engine]]))),
    ENGINES: projects.join(','),
    NGINX_PATH: found.nginx,
    E2E_REPORT: e2eFile,
    E2E_HTML_REPORT: e2eReport,
    E2E_OUTPUT_DIR: e2eArtifacts,
  },
);
const e2e = existsSync(e2eFile) ? readJson(e2eFile) : null;
count(playwrightCounts(e2e, e2eOk));
if (e2e?.stats) {
  // Where a failure's cause may be the machine, just above the summary: the last lines are
  // often all of a log one gets back.
  const workers = e2e.config?.metadata?.actualWorkers ?? e2e.config?.workers;
  console.log(`\nBrowser suite: ${(e2e.stats.duration / 60_000).toFixed(1)} min, ${workers} worker(s), on ${os.cpus().length} cores`);
}
finish();
