import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSummary, exitCode, summaryLines } from './summary.mjs';
import { ONE_FAILURE } from './results.mjs';

test('the step times line, then the summary line last', () => {
  const lines = summaryLines({ what: 'npm test', minutes: 9.04, cores: 2, steps: ['lint 40 s', 'browser 300 s'], counts: { passed: 3, failed: 0, skipped: 1 } });
  assert.deepEqual(lines, ['', 'npm test: 9.0 min on 2 cores (lint 40 s, browser 300 s)', '3 passed, 0 failed, 1 skipped']);
});

test('after a failure: the reports and the evidence to open, above the summary line', () => {
  const lines = summaryLines({ what: 'x', minutes: 1, cores: 2, steps: [], counts: { passed: 1, failed: 2, skipped: 0 }, reports: ['a.json'], evidence: ['Trace: t.zip'] });
  assert.deepEqual(lines.slice(-3), ["What failed, in full: each step's output above, and a.json", 'Trace: t.zip', '1 passed, 2 failed, 0 skipped']);
});

test('counts add up as the steps end; the exit code is 0 only with a pass and no failure', () => {
  const summary = createSummary(Date.now());
  assert.equal(exitCode(summary.counts), 1, 'nothing ran');
  summary.count({ passed: 5, failed: 0, skipped: 0 });
  assert.equal(exitCode(summary.counts), 0);
  summary.count(ONE_FAILURE);
  assert.deepEqual(summary.counts, { passed: 5, failed: 1, skipped: 0 });
  assert.equal(exitCode(summary.counts), 1);
  summary.time('Lint (shell)', Date.now() - 2000);
  assert.match(summary.lines({ what: 'w', cores: 2 })[1], /\(lint 2 s\)$/);
  // The test map keeps each step's time, for the shards (test-map.mjs).
  assert.ok(summary.stepMs.lint >= 2000 && summary.stepMs.lint < 3000);
});
