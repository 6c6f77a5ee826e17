import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runPlan, teamLoops } from './teams.mjs';
import { parseShard } from './results.mjs';

const ALL = ['chromium', 'firefox', 'webkit'];
const loops = teamLoops('/repo');

test('a loop for the shell, shared, the platform and each remote, each with a tag', () => {
  assert.deepEqual(Object.keys(loops).sort(), ['platform', 'remote-contact', 'remote-resources', 'remote-solutions', 'shared', 'shell']);
  for (const loop of Object.values(loops)) assert.ok(loop.tags.length > 0 && loop.tags.every((tag) => /^@[a-z]+$/.test(tag)));
  assert.deepEqual(loops['remote-contact'].tags, ['@contact']);
  assert.deepEqual(loops['remote-contact'].unit, ['^/repo/remote-contact/']);
});

test('the whole suite: everything, every engine, lint without a cache', () => {
  const plan = runPlan({ allEngines: ALL });
  assert.equal(plan.checksHere, true);
  assert.equal(plan.platformUnitHere, true);
  assert.deepEqual(plan.lintArgs, ['eslint', '.', '--max-warnings', '0']);
  assert.deepEqual(plan.jestArgs, []);
  assert.deepEqual(plan.playwrightArgs, ['-c', 'e2e/playwright.config.ts']);
  assert.deepEqual(plan.engines, ALL);
  assert.deepEqual(plan.projects, ALL);
});

test("a team's loop: its folders, its tags, Chromium; the platform's every engine and its node:test files", () => {
  const shell = runPlan({ team: loops.shell, allEngines: ALL });
  assert.equal(shell.platformUnitHere, false);
  assert.deepEqual(shell.lintArgs.slice(0, 2), ['eslint', 'shell']);
  assert.ok(shell.lintArgs.includes('--cache'));
  assert.deepEqual(shell.playwrightArgs, ['-c', 'e2e/playwright.config.ts', '--grep', '@shell']);
  assert.deepEqual(shell.engines, ['chromium']);
  const platform = runPlan({ team: loops.platform, allEngines: ALL });
  assert.equal(platform.platformUnitHere, true);
  assert.deepEqual(platform.engines, ALL);
  assert.deepEqual(platform.projects, ['chromium']);
});

test('a shard: its part of everything, chosen by duration; only the whole run records the test map', () => {
  const first = runPlan({ shard: parseShard('1/3'), trace: 'retain-on-failure', allEngines: ALL });
  assert.equal(first.checksHere, false);
  assert.equal(first.platformUnitHere, false);
  assert.equal(first.recordsMap, false);
  assert.deepEqual(first.jestArgs, []);
  assert.deepEqual(first.playwrightArgs, ['-c', 'e2e/playwright.config.ts', '--trace', 'retain-on-failure']);
  assert.equal(runPlan({ allEngines: ALL }).recordsMap, true);
  assert.equal(runPlan({ team: loops.shell, allEngines: ALL }).recordsMap, false);
  assert.equal(runPlan({ team: loops.shell, allEngines: ALL }).choosesTests, true);
});
