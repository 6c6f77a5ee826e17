/**
 * The steps of `npm test`, each a tool run as a child process: lint, the type check, jest, the
 * platform's unit tests (Node's test runner), the builds, the browser suite. Each adds its counts and
 * its seconds to the run's summary (summary.mjs) and resolves with whether it passed; which
 * step runs when is run-tests.mjs's (the lanes: lanes.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, pathModeShell, prerenderedShell, SUITE_CANONICAL_ORIGIN } from '../../builds/index.mjs';
import { findMotoServer, startS3Server } from '../../machine/index.mjs';
import { rootDir } from '../../workspace/index.js';
import { listedTests } from './browser-choice.mjs';
import { jestCounts, ONE_FAILURE, playwrightCounts, tapCounts } from './results.mjs';

/**
 * Runs a command, its output kept and printed in one piece when it ends (lanes run side by
 * side, and their lines must not interleave). Resolves with whether it exited 0.
 */
export function run(summary, label, command, args, env = {}) {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      summary.time(label, since);
      console.log(`\n=== ${label}: ${command} ${args.join(' ')}\n${output.trimEnd()}`);
      resolve(code === 0);
    });
  });
}

/** Runs a command with its output straight to this one's (the browser suite: its progress as it goes). */
export function runLive(summary, label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('close', (code) => {
      summary.time(label, since);
      resolve(code === 0);
    });
  });
}

/** Runs a command and resolves with what it wrote on stdout (it must exit 0). */
export function output(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stderr}`))));
  });
}

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** ESLint at zero warnings (`plan.lintArgs`: the whole workspace, or a team's folders with the cache). */
export async function lint(summary, plan, teamLint) {
  if (!(await run(summary, teamLint ? `Lint (${teamLint.join(', ')})` : 'Lint', 'npx', plan.lintArgs))) summary.count(ONE_FAILURE);
}

/** tsc over the whole workspace, incremental: what did not change since the last check is not checked again. */
export async function typeCheck(summary) {
  const args = ['tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '.cache/tsc/tsconfig.tsbuildinfo'];
  if (!(await run(summary, 'Type check', 'npx', args))) summary.count(ONE_FAILURE);
}

/** jest's unit tests, its report in `report`: `args` its patterns, or `files`, exactly those (a shard's). */
export async function jest(summary, { args = [], files }, report) {
  if (files && !files.length) return;
  const which = files ? ['--runTestsByPath', ...files] : args;
  const ok = await run(summary, 'Unit tests (jest)', 'npx', ['jest', '--json', `--outputFile=${report}`, ...which]);
  summary.count(jestCounts(readJson(report), ok));
}

/** The unit test files jest would run with `args`, relative to the root and sorted. */
export async function unitTestFiles(args) {
  const files = JSON.parse(await output('npx', ['jest', '--listTests', '--json', ...args]));
  return files.map((file) => path.relative(rootDir, file)).sort();
}

/** The platform's unit test files, every *.test.mjs under platform/ (Node 20's --test takes no glob), relative and sorted. */
export function platformUnitFiles() {
  return readdirSync(path.join(rootDir, 'platform'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.mjs'))
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

/**
 * How many of the platform's test files run at once: Node's default, one fewer than the cores,
 * ran them one at a time on two, each file's waits (for a process it killed midway, an S3
 * server starting, a lock's timeout) leaving a core idle (docs/testing.md, "A team's loop").
 * PLATFORM_TEST_CONCURRENCY=n asks for another number.
 */
export const PLATFORM_TEST_CONCURRENCY = Number(process.env.PLATFORM_TEST_CONCURRENCY) || 4;

/**
 * The S3 server (moto's) every bucket test file of the run shares, each in buckets of its own
 * (bucket/testing/fake-bucket.mjs): started once here, where each file used to start one, at a
 * second and half a second of CPU each. Node 20's runner has no global setup to start it in
 * (--test-global-setup came in Node 24). Without moto, or when it will not start, null: each
 * file then starts its own, and says what is missing.
 */
async function sharedS3Server() {
  if (!findMotoServer()) return null;
  try {
    return await startS3Server();
  } catch {
    return null;
  }
}

/**
 * The files in the order they start: release/'s first. Its files run the real commands as
 * processes of their own, several a test, and take most of the lane; started last (by name, as
 * `node --test` orders them), one would run on alone after the rest had ended, where the short
 * files started last fill the cores to the end.
 */
export function platformUnitOrder(files) {
  const first = (file) => (file.startsWith(`platform${path.sep}release${path.sep}`) ? 0 : 1);
  return [...files].sort((a, b) => first(a) - first(b));
}

/**
 * Node's test runner over the platform's unit tests (`files`, default all), in platformUnitOrder
 * (node-tests.mjs: `node --test` would sort them by name): its spec report in the output, its TAP
 * report in `reports.tap`, whose closing counts join the summary line, and each file's duration
 * in `reports.durations` (file-durations.mjs), which the test map keeps. The bucket tests reach
 * the run's one S3 server through TEST_S3_ENDPOINT.
 */
export async function platformUnit(summary, reports, files = platformUnitFiles()) {
  if (!files.length) return;
  const args = [
    path.join(rootDir, 'platform/tools/test-runner/node-tests.mjs'),
    `--concurrency=${PLATFORM_TEST_CONCURRENCY}`,
    `--tap=${reports.tap}`,
    `--durations=${reports.durations}`,
    ...platformUnitOrder(files),
  ];
  const s3 = await sharedS3Server();
  try {
    const ok = await run(summary, 'Platform unit tests (node:test)', process.execPath, args, s3 ? { TEST_S3_ENDPOINT: s3.endpoint } : {});
    summary.count(tapCounts(existsSync(reports.tap) ? readFileSync(reports.tap, 'utf8') : '', ok));
  } finally {
    await s3?.stop();
  }
}

/**
 * The builds the browser suite deploys: the apps whose sources changed, then the path-mode
 * site (its shell built for clean URLs, and every route's HTML, which a Chromium writes: it
 * waits for `installing`, the Debian packages), unless `pathSite()` resolves false: no test of
 * the run reads it (a team's loop that chose none that do). Each is kept while its inputs are
 * the same (platform/builds/builds.mjs).
 */
export async function builds(summary, installing, pathSite = async () => true) {
  const since = Date.now();
  const lines = [];
  try {
    await ensureBuilt(undefined, { quiet: true, log: (line) => lines.push(line) });
    if (!(await pathSite())) {
      lines.push('No path-mode site: no browser test of this run reads it.');
      return true;
    }
    await pathModeShell();
    await installing;
    await prerenderedShell({ canonicalOrigin: SUITE_CANONICAL_ORIGIN });
    return true;
  } catch (error) {
    lines.push(`${error.message}\nThe browser suite cannot run without it.`);
    summary.count(ONE_FAILURE);
    return false;
  } finally {
    summary.time('build', since);
    console.log(`\n=== Build: the apps whose sources changed since their last build, and the path-mode site\n${lines.join('\n')}`);
  }
}

/** The browser tests Playwright would run with `args` (--list), as listedTests() gives them, in `projects`. */
export async function browserTestList(args, projects) {
  return listedTests(JSON.parse(await output('npx', ['playwright', 'test', '--list', '--reporter=json', ...args], { ENGINES: projects.join(',') })));
}

/** The Playwright suite with `args`, its reports in `reports` ({ json, html, artifacts }), in `env`'s engines. */
export async function browserSuite(summary, args, { label, env, reports }) {
  const ok = await runLive(summary, label, 'npx', ['playwright', 'test', ...args], {
    ...env,
    E2E_REPORT: reports.json,
    E2E_HTML_REPORT: reports.html,
    E2E_OUTPUT_DIR: reports.artifacts,
  });
  const report = existsSync(reports.json) ? readJson(reports.json) : null;
  summary.count(playwrightCounts(report, ok));
  return report;
}
