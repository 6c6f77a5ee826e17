/**
 * evidenceLines (playwright-evidence.mjs): what a failed browser run prints about the files it
 * left, on a scratch folder laid out as Playwright lays out its report and output folders.
 * Run alone: node --test platform/release/gate/playwright-evidence.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { scratchFolderPerTest } from '../../deploy/testing/fake-deploy.mjs';
import { evidenceLines } from './playwright-evidence.mjs';

const scratch = scratchFolderPerTest();

function file(relative) {
  const full = path.join(scratch.dir, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
}

test('names the HTML report and each trace with the command that opens it, and each screenshot', () => {
  file('loop/e2e-report/index.html');
  file('loop/e2e-artifacts/header-Header-marks-chromium-retry1/trace.zip');
  file('loop/e2e-artifacts/header-Header-marks-chromium/test-failed-1.png');
  file('loop/e2e-artifacts/header-Header-marks-chromium/error-context.md');
  assert.deepEqual(evidenceLines({ report: path.join(scratch.dir, 'loop/e2e-report'), artifacts: path.join(scratch.dir, 'loop/e2e-artifacts'), from: scratch.dir }), [
    'HTML report: npx playwright show-report loop/e2e-report',
    'Trace:       npx playwright show-trace loop/e2e-artifacts/header-Header-marks-chromium-retry1/trace.zip',
    'Screenshot:  loop/e2e-artifacts/header-Header-marks-chromium/test-failed-1.png',
  ]);
});

test('says nothing of a run that left nothing, and counts what is past the first ten', () => {
  assert.deepEqual(evidenceLines({ report: path.join(scratch.dir, 'none'), artifacts: path.join(scratch.dir, 'none'), from: scratch.dir }), []);
  for (let i = 0; i < 12; i++) file(`out/test-${String(i).padStart(2, '0')}/trace.zip`);
  const lines = evidenceLines({ report: path.join(scratch.dir, 'none'), artifacts: path.join(scratch.dir, 'out'), from: scratch.dir });
  assert.equal(lines.length, 11);
  assert.equal(lines.at(-1), '             and 2 more traces under out');
});
