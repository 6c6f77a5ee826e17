/**
 * The summary line's counts from each tool's report, and --shard's argument (results.mjs).
 * The reports here have the fields each tool writes; e2e/tooling/test-runner.spec.ts runs the real
 * command. Run alone: node --test platform/tools/test-runner/results.test.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { jestCounts, NONE, parseShard, playwrightCounts, plus, tapCounts } from './results.mjs';

describe('jestCounts', () => {
  const report = { numPassedTests: 40, numFailedTests: 2, numRuntimeErrorTestSuites: 1, numPendingTests: 3, numTodoTests: 1 };

  test('passed, failed (a test file that cannot run is one), skipped (pending and todo)', () => {
    assert.deepEqual(jestCounts(report, false), { passed: 40, failed: 3, skipped: 4 });
  });

  test('no report: one failure if jest failed, nothing if it did not', () => {
    assert.deepEqual(jestCounts(null, false), { passed: 0, failed: 1, skipped: 0 });
    assert.deepEqual(jestCounts(null, true), NONE);
  });

  test('an exit code that the counts do not explain is one failure', () => {
    assert.deepEqual(jestCounts({ ...report, numFailedTests: 0, numRuntimeErrorTestSuites: 0 }, false), { passed: 40, failed: 1, skipped: 4 });
  });
});

describe('tapCounts', () => {
  const tap = 'TAP version 13\nok 1 - a\n1..3\n# tests 9\n# suites 2\n# pass 5\n# fail 1\n# cancelled 1\n# skipped 1\n# todo 1\n# duration_ms 12\n';

  test('the closing counts: fail and cancelled failed, skipped and todo skipped', () => {
    assert.deepEqual(tapCounts(tap, false), { passed: 5, failed: 2, skipped: 2 });
  });

  test('a report without its counts (the runner died) is one failure, whatever the exit code', () => {
    assert.deepEqual(tapCounts('', true), { passed: 0, failed: 1, skipped: 0 });
    assert.deepEqual(tapCounts('TAP version 13\nok 1 - a\n', true), { passed: 0, failed: 1, skipped: 0 });
  });
});

describe('playwrightCounts', () => {
  test('expected passed; unexpected, flaky and errors outside tests failed; skipped', () => {
    const report = { stats: { expected: 130, unexpected: 1, flaky: 1, skipped: 2 }, errors: [{ message: 'global setup' }] };
    assert.deepEqual(playwrightCounts(report, false), { passed: 130, failed: 3, skipped: 2 });
  });

  test('no report: one failure if Playwright failed', () => {
    assert.deepEqual(playwrightCounts(null, false), { passed: 0, failed: 1, skipped: 0 });
    assert.deepEqual(playwrightCounts({}, true), NONE);
  });
});

test('plus adds counts', () => {
  assert.deepEqual(plus({ passed: 1, failed: 2, skipped: 3 }, { passed: 10, failed: 0, skipped: 1 }), { passed: 11, failed: 2, skipped: 4 });
});


describe('parseShard', () => {
  test('I/N, and none', () => {
    assert.deepEqual(parseShard('2/3'), { index: 2, total: 3, arg: '--shard=2/3' });
    assert.equal(parseShard(undefined), null);
  });

  test('anything else says what is wrong', () => {
    for (const value of ['4/3', '0/3', '1/0', 'two/3', '1', '']) {
      assert.throws(() => parseShard(value), { message: `--shard must be I/N with 1 <= I <= N, like --shard=2/3, not "${value}".` });
    }
  });
});
