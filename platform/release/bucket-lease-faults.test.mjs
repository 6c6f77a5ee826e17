/**
 * The lease of a release into a bucket on a failing network: a renewal whose answer is lost, and
 * a holder paused (SIGSTOP) past its lease, during its gate or just after its commit, while
 * another release runs. A fault proxy (bucket/testing/fault-proxy.mjs) sits between the
 * commands' SDK and moto's S3 server; each release is fake-release.mjs (the real lease, working
 * copy, switch and push, with a stand-in gate). A reader polls the bucket meanwhile, and each
 * test asserts that what every command said is true of the bucket after it.
 *
 * These holders renew their lease every half or third of a second (a staleness of 1.5 or 1 s,
 * which a pause must outlast on the holder's own clock), so each try of a lease's request gets
 * the least timeout, a second: the tests run one after another, not beside each other, where a
 * loaded machine's store could take longer to answer one. The network's other faults are
 * bucket-faults.test.mjs's.
 * Run alone: node --test platform/release/bucket-lease-faults.test.mjs
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { versionOf } from '../deploy/index.mjs';
import { GATE_RUNS } from './testing/run-script.mjs';
import { againThenBack, EVERY_TRY, faultTests, lease, LEASE, noStackTrace, pollBucket, read, releasedAndLive, snapshot } from './testing/bucket-fault-checks.mjs';

const { setUp } = faultTests();

/** Stops a run (SIGSTOP) and resumes it (SIGCONT; a run that has ended is left alone). */
const pause = (run) => process.kill(run.pid, 'SIGSTOP');
const resume = (run) => {
  try {
    process.kill(run.pid, 'SIGCONT');
  } catch {
    // Ended already.
  }
};

test("a renewal of the lease whose answer is lost is read back: the holder renews on, and releases", async (t) => {
  const here = await setUp(t);
  const { proxy, release, address } = here;
  const lost = proxy.fault({ name: 'renewal', when: (request) => lease(request)?.renewals === 1, fault: 'lose-answer', times: EVERY_TRY });
  const renewedAfter = proxy.fault({ name: 'the renewal after', when: (request) => lease(request)?.renewals === 2, fault: 'pass', times: 1 });
  const open = path.join(here.scratch.dir, 'gate-open');
  // Renewed every 0.5 s: its gate stays shut until a renewal after the lost one went through.
  const running = release(address, 'contact', 'v2', `until:${open}`, { DEPLOY_LOCK_STALE_S: '1.5' });
  try {
    await running.said(GATE_RUNS);
    await lost.hit();
    // A holder that took the lost answer for a refusal would stop renewing, and say its lock was taken over.
    await Promise.race([renewedAfter.hit(), running.said(/lock was taken over/).then(() => assert.fail('the holder stopped renewing its lease after a lost answer'))]);
  } finally {
    writeFileSync(open, '');
  }
  const run = await running;
  assert.doesNotMatch(run.stderr, /taken over/);
  await releasedAndLive(address, run);
  assert.equal((await read(address, LEASE)).state, 'free');
  await againThenBack(here);
});

test('a holder paused past its lease during its gate, resumed after another release: refused (exit 6), and it changes nothing', async (t) => {
  const here = await setUp(t);
  const { release, address, entries } = here;
  const open = path.join(here.scratch.dir, 'gate-open');
  // Its lease says it is stale after 1 s: the other release honours that.
  const stalled = release(address, 'contact', 'v2', `until:${open}`, { DEPLOY_LOCK_STALE_S: '1' });
  await stalled.said(GATE_RUNS);
  pause(stalled);
  const stop = pollBucket(address);
  let afterOther;
  try {
    const other = await release(address, 'solutions', 'v2');
    assert.equal(other.code, 0, `${other.stdout}${other.stderr}`);
    assert.match(other.stderr, /^took over the deploy's lock: a release of contact holds this deploy since .*, and has not renewed it for 1 s$/m);
    afterOther = await snapshot(address);
  } finally {
    writeFileSync(open, '');
    resume(stalled);
  }
  const run = await stalled;
  const { broken, seen } = await stop();
  noStackTrace(run);
  assert.equal(run.code, 6, `${run.stdout}${run.stderr}`);
  assert.match(run.stderr, /^Release refused: The deploy's lock was taken over while this run held it\b.*\. Nothing was released; the candidate stays unused at s3:\/\//m);
  assert.match(run.stderr, new RegExp(`^Live now in ${address.replaceAll('/', '\\/')}: contact ${versionOf(entries.contact)}\\.$`, 'm'));
  // Nothing it did after waking: every object (the lease aside) as the other release left it, and contact never moved.
  assert.deepEqual(await snapshot(address), afterOther);
  assert.deepEqual([...seen], [versionOf(entries.contact)]);
  assert.deepEqual(broken, []);
  assert.notDeepEqual((await read(address, 'prod/shell/remotes.json')).solutions, entries.solutions);
});

test("a holder paused after its commit, just before its first copy, resumed after another release: its push was finished by that release, and its late copy fails", async (t) => {
  const here = await setUp(t);
  const { release, address, entries } = here;
  const stalled = release(address, 'contact', 'v2', '0', { DEPLOY_LOCK_STALE_S: '1', DEPLOY_PAUSE_AT: 'bucket-before-copy' });
  await stalled.said(/^Paused at bucket-before-copy/m);
  const stop = pollBucket(address);
  let afterOther;
  try {
    const other = await release(address, 'solutions', 'v2');
    assert.equal(other.code, 0, `${other.stdout}${other.stderr}`);
    assert.match(other.stdout, /^Finished first: a release of contact, begun at .*, whose upload to the bucket was interrupted after it committed, is complete\.$/m);
    afterOther = await snapshot(address);
  } finally {
    resume(stalled);
  }
  const run = await stalled;
  const { broken } = await stop();
  noStackTrace(run);
  const hash = await releasedAndLive(address, run);
  assert.match(run.stdout, /This run stalled past its lock after committing its push; the run that took the lock over finished it\./);
  assert.match(run.stdout, new RegExp(`^Live now in .*: contact ${hash} \\(this run's\\)\\.$`, 'm'));
  assert.deepEqual(await snapshot(address), afterOther);
  assert.deepEqual(broken, []);
  assert.deepEqual((await read(address, 'prod/releases/contact.json')).map(({ entry }) => entry), [entries.contact]);
});
