import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inLanes } from './lanes.mjs';

/** A job that takes `ms` and notes its start and end in `log`. */
const job = (log, name, ms, result = name) => async () => {
  log.push(`${name} start`);
  await new Promise((resolve) => setTimeout(resolve, ms));
  log.push(`${name} end`);
  return result;
};

test('each first job has a lane; the queue goes, in order, to whichever lane is free first', async () => {
  const log = [];
  const results = await inLanes({ checks: job(log, 'checks', 40), builds: job(log, 'builds', 10, true) }, { jest: job(log, 'jest', 60), platform: job(log, 'platform', 5) });
  assert.deepEqual(results, { checks: 'checks', builds: true, jest: 'jest', platform: 'platform' });
  // The builds end first and take jest; the checks' lane takes the platform's tests next.
  assert.ok(log.indexOf('jest start') > log.indexOf('builds end') && log.indexOf('jest start') < log.indexOf('checks end'));
  assert.ok(log.indexOf('platform start') > log.indexOf('checks end'));
  assert.equal(log.filter((line) => line.endsWith('start')).length, 4, 'every job once');
});

test('with nothing queued, the lanes run side by side and end together', async () => {
  const log = [];
  const started = Date.now();
  await inLanes({ a: job(log, 'a', 30), b: job(log, 'b', 30) });
  assert.deepEqual(log.slice(0, 2).sort(), ['a start', 'b start']);
  assert.ok(Date.now() - started < 55, 'side by side, not one after the other');
});

test("a job's failure is its result: a lane goes on to the next job", async () => {
  const results = await inLanes({ a: async () => false }, { b: async () => true });
  assert.deepEqual(results, { a: false, b: true });
});
