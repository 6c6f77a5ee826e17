/**
 * `npm test`: every check and suite, then one summary line "N passed, N failed".
 *   1. lint the whole workspace at zero warnings (ESLint, eslint.config.mjs)
 *   2. type-check the whole workspace (tsc)
 *   3. production build of every app (skip with SKIP_BUILD=1 when dist/ is current)
 *   4. jest unit tests
 *   5. the Playwright browser suite in real Chromium, part of it through nginx, and its
 *      journeys (keyboard ones included) in Firefox and WebKit too; engines and nginx are found
 *      or installed first (scripts/lib/engines.mjs)
 * Lint and the type check each count as one failure when they find anything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engineEnv, ensureEngines, ENGINES } from './lib/engines.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { rootDir } from './lib/deploy.mjs';

const resultsDir = path.join(rootDir, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } });
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
let engines;
let nginxPath;
try {
  engines = await ensureEngines(ENGINES);
  for (const [engine, where] of Object.entries(engines)) console.log(`${engine}: ${typeof where === 'string' ? where : Object.values(where).join(', ')}`);
  nginxPath = ensureNginx();
  console.log(`nginx: ${nginxPath}`);
} catch (error) {
  console.error(error.message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const lintOk = run('Lint', 'npm', ['run', 'lint']);
if (!lintOk) failed += 1;

const typecheckOk = run('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
if (!typecheckOk) failed += 1;

const buildOk = process.env.SKIP_BUILD === '1' || run('Build', 'npm', ['run', 'build']);
if (!buildOk) {
  console.error('The build failed: the browser suite cannot run.');
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exit(1);
}

const unitFile = path.join(resultsDir, 'unit.json');
const unitOk = run('Unit tests (jest)', 'npx', ['jest', '--json', `--outputFile=${unitFile}`]);
const unit = readJson(unitFile);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
} else if (!unitOk) {
  failed += 1;
}

const e2eFile = path.join(resultsDir, 'e2e.json');
const e2eOk = run('Browser tests (Playwright: Chromium; the journeys in Firefox and WebKit too)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  ...engineEnv(engines),
  NGINX_PATH: nginxPath,
});
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

const allOk = lintOk && typecheckOk && unitOk && e2eOk && failed === 0 && passed > 0;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
