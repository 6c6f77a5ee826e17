/**
 * node-tests.mjs as the platform's unit lane runs it, on test files written here: a file that
 * never ends is stopped at --timeout and fails the run, while the others' results stand; a
 * wrong --timeout is refused with the usage. Run alone:
 * node --test platform/tools/test-runner/node-tests.test.mjs
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { tapCounts } from './results.mjs';

const runner = fileURLToPath(new URL('./node-tests.mjs', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'node-tests-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// The runner as the lane starts it: not as a file of this test run, which Node's runner would
// take its run() for (it tells its children by NODE_TEST_CONTEXT).
const env = { ...process.env };
delete env.NODE_TEST_CONTEXT;

function file(name, body) {
  const at = path.join(dir, name);
  writeFileSync(at, `import { test } from 'node:test';\n${body}\n`);
  return at;
}

test('a file that never ends is stopped at --timeout and fails the run; the other files pass', () => {
  const idle = file('idle.test.mjs', "test('waits for ever', () => new Promise(() => setInterval(() => {}, 1000)));");
  const quick = file('quick.test.mjs', "test('passes', () => {});");
  const tap = path.join(dir, 'report.tap');
  // Without the runner's timeout, this one would stop it: no exit code then, but a signal.
  const ran = spawnSync(process.execPath, [runner, '--concurrency', '2', '--tap', tap, '--timeout', '5000', idle, quick], { encoding: 'utf8', env, timeout: 120_000 });
  assert.equal(ran.status, 1, ran.stdout + ran.stderr);
  assert.match(ran.stdout, /timed out after 5000ms/);
  assert.deepEqual(tapCounts(readFileSync(tap, 'utf8'), false), { passed: 1, failed: 1, skipped: 0 });
});

test('a --timeout that is not a whole number of milliseconds a timer can wait is refused with the usage, exit 2', () => {
  const any = file('any.test.mjs', "test('passes', () => {});");
  for (const wrong of ['soon', '0', 'Infinity', '1.5', String(2 ** 31)]) {
    const ran = spawnSync(process.execPath, [runner, '--timeout', wrong, any], { encoding: 'utf8', env });
    assert.equal(ran.status, 2, wrong);
    assert.ok(ran.stderr.startsWith(`--timeout must be a whole number of milliseconds above 0, not "${wrong}".\n\nUsage: node platform/tools/test-runner/node-tests.mjs`), ran.stderr);
  }
});
