/**
 * What the kill tests of a remote's release (release/crash.test.mjs) and of the shell's
 * (release/shell/shell-crash.test.mjs) share: a stand-in release run as a process of its own, killed at a
 * crash point (cli/crash-point.mjs), a reader polling the served files meanwhile, and the run
 * again that must finish what the killed one began.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ageDeployLock } from '../../deploy/testing/stale-lock.mjs';

/**
 * Runs a stand-in release of this folder ("fake-release.mjs") with `args`, killed at `crashAt`
 * when given.
 * @returns {Promise<{ code: number | null, signal: string | null, output: string }>}
 */
export function runStandIn(script, args, crashAt) {
  const child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), ...args], {
    env: { ...process.env, ...(crashAt ? { DEPLOY_CRASH_AT: crashAt } : {}) },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, output })));
}

/**
 * A reader polling every 2 ms until stopped: `check(broken)` reads the served files and pushes
 * onto `broken` what it found that a visitor must never get. Returns the stop, which gives
 * everything found.
 */
export function pollEvery(check) {
  const broken = [];
  const timer = setInterval(() => check(broken), 2);
  return () => {
    clearInterval(timer);
    return broken;
  };
}

/**
 * `release(step)` killed at the crash point `step` in the deploy folder `dir`, then `release()`
 * again, with `poll()` reading meanwhile: the first run was killed, the second finished saying
 * `rerun`, and the reader met nothing broken. Between the two, the killed run's lock is aged
 * (deploy/testing/stale-lock.mjs) rather than waited out: the run again takes it over as stale.
 */
export async function killedThenRerun({ dir, release, step, rerun, poll }) {
  const stop = poll();
  let killed;
  let again;
  let broken;
  try {
    killed = await release(step);
    ageDeployLock(dir);
    again = await release();
  } finally {
    broken = stop();
  }
  assert.equal(killed.signal, 'SIGKILL', killed.output);
  assert.equal(again.code, 0, again.output);
  assert.match(again.output, rerun);
  assert.deepEqual(broken, []);
  return { killed, again };
}
