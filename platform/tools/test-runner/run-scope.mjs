/**
 * What one run takes beyond its plan (teams.mjs): a shard's part of the suite, split by the
 * test map's durations (shards.mjs); a team's loop's browser tests, chosen by the test map
 * (browser-choice.mjs); and the files that hand a list of browser tests to Playwright and say
 * why each is there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../workspace/index.js';
import { readTestMap } from './browser-choice.mjs';
import { browserKey, shardOf, weighItems } from './shards.mjs';
import { browserTestList, platformUnitFiles, unitTestFiles } from './steps.mjs';
import { testListLines } from './test-impact.mjs';

/** The checks by their names in the map and in a list. */
export const CHECKS = { lint: 'lint', typeCheck: 'type check' };

/**
 * Part `shard` of the whole suite: { checks, unit, platformUnit, browser, ms }, the checks by
 * CHECKS's keys, the test files relative to the root, the browser tests as listed (listedTests()),
 * `ms` the part's weight. Every part lists the whole suite and splits it the same way.
 */
export async function shardScope(plan, shard) {
  const [unit, browser] = await Promise.all([unitTestFiles(plan.jestArgs), browserTestList(plan.playwrightArgs, plan.projects)]);
  const items = weighItems({ checks: Object.keys(CHECKS), unit, platformUnit: platformUnitFiles(), browser, map: readTestMap() });
  const part = shardOf(items, shard);
  const mine = new Set(part.browser);
  return { ...part, browser: browser.filter((test) => mine.has(browserKey(test))) };
}

/** A browser test as `--list` prints it: "<project> <file>:<line>:<column> <describe> › <title>". */
export function listLine(test) {
  return `${test.project} ${test.file}:${test.line}:${test.column} ${test.titles.join(' › ')}`;
}

/**
 * Writes `tests` as Playwright's --test-list file at `file`, each after a comment that says why
 * it is there (`because`), under `head`: the one file that says which tests a loop or a shard
 * ran and why. Returns Playwright's arguments for it.
 */
export function writeBrowserList(file, tests, head) {
  mkdirSync(path.dirname(file), { recursive: true });
  const lines = testListLines(tests);
  const body = tests.map((test, index) => `${test.because ? `# because ${test.because}\n` : ''}${lines[index]}`);
  writeFileSync(file, `# ${head}\n${body.join('\n')}\n`);
  return ['--test-list', path.relative(rootDir, file)];
}
