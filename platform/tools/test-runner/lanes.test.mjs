import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inLanes } from './lanes.mjs';

/**
 * Jobs the test ends itself, in the order it chooses: `job(name)` starts when a lane takes it and
 * ends when the test calls `end(name)`; `log` says what happened, in order. No job waits on a
 * timer, so the order is the test's, whatever the machine's speed.
 */
function jobs() {
  const log = [];
  const enders = {};
  const started = {};
  const job =
    (name, result = name) =>
    () => {
      log.push(`${name} start`);
      return new Promise((resolve) => {
        enders[name] = () => {
          log.push(`${name} end`);
          resolve(result);
        };
        started[name]?.();
      });
    };
  /** Resolves once `name` has started (a lane took it). */
  const hasStarted = (name) => (log.includes(`${name} start`) ? Promise.resolve() : new Promise((resolve) => (started[name] = resolve)));
  /** Ends `name` once it has started, then lets the lanes move on. */
  const end = async (name) => {
    await hasStarted(name);
    enders[name]();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { log, job, end, hasStarted };
}

test('each first job has a lane; the queue goes, in order, to whichever lane is free first', { timeout: 10_000 }, async () => {
  const { log, job, end } = jobs();
  const running = inLanes({ checks: job('checks'), builds: job('builds', true) }, { jest: job('jest'), platform: job('platform') });
  await end('builds');
  await end('checks');
  await end('jest');
  await end('platform');
  assert.deepEqual(await running, { checks: 'checks', builds: true, jest: 'jest', platform: 'platform' });
  // The builds ended first and took jest; the checks' lane took the platform's tests next.
  assert.deepEqual(log, ['checks start', 'builds start', 'builds end', 'jest start', 'checks end', 'platform start', 'jest end', 'platform end']);
});

test('with nothing queued, the lanes run side by side: both start before either ends', { timeout: 10_000 }, async () => {
  const { log, job, end, hasStarted } = jobs();
  const running = inLanes({ a: job('a'), b: job('b') });
  // One lane after the other would start b only once a ended: the wait times out, and the test fails.
  await hasStarted('b');
  assert.deepEqual(log, ['a start', 'b start']);
  await end('b');
  await end('a');
  await running;
});

test("a job's failure is its result: a lane goes on to the next job", async () => {
  const results = await inLanes({ a: async () => false }, { b: async () => true });
  assert.deepEqual(results, { a: false, b: true });
});
