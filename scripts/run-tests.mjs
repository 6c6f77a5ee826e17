/**
 * `npm test`: every check and suite, then one summary line "N passed, N failed". CI runs this.
 *   1. lint the whole workspace at zero warnings (ESLint, eslint.config.mjs)
 *   2. type-check the whole workspace (tsc, incremental: .cache/tsc/)
 *   3. build the apps whose dist/ is older than their sources (scripts/lib/builds.mjs)
 *   4. jest unit tests
 *   5. the Playwright browser suite in real Chromium, part of it through nginx, and its journeys
 *      (keyboard ones included) in Firefox and WebKit too
 * What the suite needs from Debian (browsers, nginx, Java, openssl) is found or installed first.
 *
 * `npm test -w <workspace>` (the workspace's own "test" script runs this with --team): one
 * team's loop. The same steps for that workspace only: its lint (with ESLint's cache), the type
 * check, the builds that are stale, its unit tests, and the browser tests tagged for it, in
 * Chromium (docs/testing.md, "A team's loop"). For shared, whose changes reach everyone: every
 * app's contract checks.
 * Lint and the type check each count as one failure when they find anything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, TEST_TOOLS } from './lib/apt.mjs';
import { ensureBuilt } from './lib/builds.mjs';
import { cli } from './lib/cli.mjs';
import { appFolder, REMOTES, rootDir } from './lib/deploy.mjs';
import { engineEnv, ENGINE_NEEDS, ENGINES } from './lib/engines.mjs';
import { NGINX } from './lib/nginx.mjs';

/**
 * Each workspace's loop: what it lints and unit-tests, and the tag of its browser tests.
 * Browser tests carry the tag of every team whose page or code they exercise (docs/testing.md,
 * "A team's loop").
 */
const inFolder = (folder) => `^${rootDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${folder}/`;
const TEAMS = {
  shell: { lint: ['shell'], unit: [inFolder('shell')], tag: '@shell' },
  ...Object.fromEntries(REMOTES.map((remote) => [appFolder(remote), { lint: [appFolder(remote)], unit: [inFolder(appFolder(remote))], tag: `@${remote}` }])),
  // The contract every app is built against: its own tests and every app's contract checks.
  shared: { lint: ['shared'], unit: [inFolder('shared'), '\\.contract\\.test\\.'], tag: '@contract' },
  // The tooling (npm run test:platform): deploy, release, servers, the suite's own helpers.
  platform: { lint: ['scripts', 'e2e', 'docs', '*.{js,mjs}'], unit: [inFolder('docs')], tag: '@platform' },
};

const USAGE = `
Usage: npm test                 every check and suite, every engine (what CI runs)
       npm test -w <workspace>  one team's loop: ${Object.keys(TEAMS).filter((name) => name !== 'platform').join(', ')}
       npm run test:platform    the loop of the tooling (scripts/, e2e/ helpers, docs/)

Ends with "N passed, N failed"; the exit code is 0 only when nothing failed.
`;

const { values } = cli({ usage: USAGE, options: { team: { type: 'string' } } });
const team = values.team ? TEAMS[values.team] : null;
if (values.team && !team) {
  console.error(`No team loop for "${values.team}": there are ${Object.keys(TEAMS).join(', ')}.\n${USAGE}`);
  console.log('0 passed, 1 failed');
  process.exit(2);
}
const started = Date.now();

const resultsDir = path.join(rootDir, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** How long each step took, for the line above the summary. */
const steps = [];
function timed(label, since) {
  steps.push(`${label} ${Math.round((Date.now() - since) / 1000)} s`);
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const since = Date.now();
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } });
  timed(label.split(' ')[0].toLowerCase(), since);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const finish = () => {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${team ? `${values.team}'s loop` : 'npm test'}: ${minutes} min on ${os.cpus().length} cores (${steps.join(', ')})`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
};

// A team's loop runs the browser tests in Chromium only; the full suite in every engine.
const engines = team ? ['chromium'] : ENGINES;
let found;
try {
  found = await ensureInstalled([...engines.map((engine) => ENGINE_NEEDS[engine]), NGINX, ...TEST_TOOLS]);
  for (const [name, where] of Object.entries(found)) console.log(`${name}: ${typeof where === 'string' ? where : Object.values(where).join(', ')}`);
} catch (error) {
  console.error(error.message);
  failed += 1;
  finish();
}

const lintArgs = team ? ['eslint', ...team.lint, '--max-warnings', '0', '--cache', '--cache-location', '.cache/eslint/'] : ['eslint', '.', '--max-warnings', '0'];
if (!run(team ? `Lint (${team.lint.join(', ')})` : 'Lint', 'npx', lintArgs)) failed += 1;

// Incremental: what did not change since the last check is not checked again.
const typecheckArgs = ['tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/tsconfig.tsbuildinfo'];
if (!run('Type check', 'npx', typecheckArgs)) failed += 1;

console.log('\n=== Build: the apps whose sources changed since their last build');
const buildStarted = Date.now();
try {
  await ensureBuilt();
  timed('build', buildStarted);
} catch (error) {
  console.error(`${error.message}\nThe browser suite cannot run without it.`);
  failed += 1;
  finish();
}

const unitFile = path.join(resultsDir, 'unit.json');
const unitOk = run('Unit tests (jest)', 'npx', ['jest', '--json', `--outputFile=${unitFile}`, ...(team ? team.unit : [])]);
const unit = readJson(unitFile);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
} else if (!unitOk) {
  failed += 1;
}

const e2eFile = path.join(resultsDir, 'e2e.json');
const e2eOk = run(
  team ? `Browser tests tagged ${team.tag} (Chromium)` : 'Browser tests (Playwright: Chromium; the journeys in Firefox and WebKit too)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...(team ? ['--grep', team.tag] : [])],
  { ...engineEnv(Object.fromEntries(engines.map((engine) => [engine, found[engine]]))), NGINX_PATH: found.nginx },
);
const e2e = existsSync(e2eFile) ? readJson(e2eFile) : null;
if (e2e?.stats) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  if (e2e.errors?.length) failed += e2e.errors.length;
  // Where a failure's cause may be the machine, just above the summary: the last lines are
  // often all of a log one gets back.
  const workers = e2e.config?.metadata?.actualWorkers ?? e2e.config?.workers;
  console.log(`\nBrowser suite: ${(e2e.stats.duration / 60_000).toFixed(1)} min, ${workers} worker(s), on ${os.cpus().length} cores`);
} else if (!e2eOk) {
  failed += 1;
}
if (!e2eOk && failed === 0) failed += 1;
finish();
