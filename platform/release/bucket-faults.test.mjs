/**
 * Releases into a bucket on a network that fails, as Jepsen's faults do: a fault proxy
 * (bucket/testing/fault-proxy.mjs) between the commands' SDK and moto's S3 server loses the
 * answer to each conditional write after the store made it, delays a request past its timeout,
 * answers 409 and 500; and a holder is paused (SIGSTOP) past its lease while another release
 * runs. Each release is fake-release.mjs (the real lease, working copy, switch and push, with a
 * stand-in gate); the rollback is the real command. A reader polls the bucket (past the proxy)
 * meanwhile, and each test asserts that what every command said is true of the bucket after it.
 * Run alone: node --test platform/release/bucket-faults.test.mjs
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { deleteObject, getObject, listObjects } from '../bucket/index.mjs';
import { fakeBucketDeploy } from '../bucket/testing/fake-bucket.mjs';
import { bodyText } from '../bucket/testing/fault-proxy.mjs';
import { versionOf } from '../deploy/index.mjs';
import { GATE_RUNS, runScript } from './testing/run-script.mjs';
import { bucketTests } from './testing/bucket-scratch.mjs';

const file = bucketTests();
const bucketOf = (address) => address.split('/')[2];
const LEASE = 'prod/.deploy.lock';
/** Every try the SDK makes of a request (bucket-address.mjs): losing all their answers leaves the read-back to decide. */
const EVERY_TRY = 3;

/**
 * The test `t`'s own scratch folder and fault proxy, and its commands, run through that proxy:
 * a release (fake-release.mjs, its builds in the scratch folder) and the rollback.
 */
async function setUp(t) {
  const { scratch, proxy } = await file.forTest(t, { faultProxy: true });
  const release = (address, remote, version, gate = '0', env = {}) => runScript('testing/fake-release.mjs', [address, remote, version, gate, path.join(scratch.dir, 'builds')], { ...proxy.env, ...env });
  const rollback = (address, remote) => runScript('rollback.mjs', [remote, '--to', address], proxy.env);
  return { scratch, proxy, release, rollback };
}

async function read(address, key) {
  const object = await getObject(bucketOf(address), key);
  return object && JSON.parse(object.body.toString('utf8'));
}

/** Every object under the prefix with its ETag, but the lease: what a run changed. */
async function snapshot(address) {
  return (await listObjects(bucketOf(address), 'prod/')).filter(({ key }) => key !== LEASE).map(({ key, etag }) => `${key} ${etag}`);
}

/**
 * Reads remotes.json and contact's history past the proxy until stopped: what it found that was
 * not whole, and every version of contact it saw live.
 */
function pollBucket(address) {
  const broken = [];
  const seen = new Set();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      for (const key of ['prod/shell/remotes.json', 'prod/releases/contact.json']) {
        const object = await getObject(bucketOf(address), key);
        if (!object) continue;
        try {
          const json = JSON.parse(object.body.toString('utf8'));
          if (key.endsWith('remotes.json')) seen.add(versionOf(json.contact));
        } catch {
          broken.push(key);
        }
      }
      // A breath between rounds: each read costs the server (which the runs write to) and this
      // process a few milliseconds of a core. S3 never serves part of an object, so a file written
      // with wrong bytes stays so until its key is written again, which no push does within a
      // round: read a few times a second, the reader still meets it.
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { broken, seen };
  };
}

/** No command prints a stack trace: every failure is told in words. */
function noStackTrace(run) {
  assert.doesNotMatch(`${run.stdout}${run.stderr}`, /^\s+at .+:\d+:\d+\)?$/m, `${run.stdout}${run.stderr}`);
}

/** The release said "Released: contact <hash> is live", and the bucket's remotes.json names that hash. */
async function releasedAndLive(address, run) {
  noStackTrace(run);
  assert.equal(run.code, 0, `${run.stdout}${run.stderr}`);
  const hash = run.stdout.match(/^Released: contact ([0-9a-f]{12}) is live/m)?.[1];
  assert.ok(hash, run.stdout);
  assert.equal(versionOf((await read(address, 'prod/shell/remotes.json')).contact), hash);
  return hash;
}

/** Then the same release again completes (already live), and the rollback moves back to `entry`. */
async function againThenBack({ release, rollback }, address, entry) {
  const again = await release(address, 'contact', 'v2');
  noStackTrace(again);
  assert.equal(again.code, 3, `${again.stdout}${again.stderr}`);
  assert.match(again.stderr, /^contact [0-9a-f]{12} is already live: nothing was released\.$/m);
  const back = await rollback(address, 'contact');
  noStackTrace(back);
  assert.equal(back.code, 0, `${back.stdout}${back.stderr}`);
  assert.match(back.stdout, /^Rolled back: contact is live at its previous version\./m);
  assert.deepEqual((await read(address, 'prod/shell/remotes.json')).contact, entry);
  assert.deepEqual(await read(address, 'prod/releases/contact.json'), []);
}

const put = (request, key) => request.method === 'PUT' && request.key.endsWith(key);
const lease = (request) => put(request, '.deploy.lock') && JSON.parse(bodyText(request));
/** The last plan `proxy` let a push write: its commit writes its id into the lease. */
const lastPlan = (proxy) => {
  const request = proxy.seen.findLast((seen) => put(seen, '.push.json'));
  return request && JSON.parse(bodyText(request));
};

/** Stops a run (SIGSTOP) and resumes it (SIGCONT; a run that has ended is left alone). */
const pause = (run) => process.kill(run.pid, 'SIGSTOP');
const resume = (run) => {
  try {
    process.kill(run.pid, 'SIGCONT');
  } catch {
    // Ended already.
  }
};

// At once, each test with a bucket, a proxy and a scratch folder of its own: a test mostly waits
// for its commands, each a process of its own.
describe('releases into a bucket on a failing network', { concurrency: true }, () => {
  for (const [write, when, prepare] of [
    // The bucket as a deploy made before leases were handed on leaves it: no lease, so it is created (If-None-Match: *).
    ['the lease\'s creation', (request) => lease(request)?.renewals === 0, (address) => deleteObject(bucketOf(address), LEASE)],
    ["the plan's write", (request) => put(request, '.push.json'), null],
    ["the push's commit into the lease", (request, proxy) => Boolean(lease(request)?.committed) && lease(request).committed === lastPlan(proxy)?.id, null],
    ['the pointer\'s copy from its staging', (request) => put(request, 'prod/shell/remotes.json') && Boolean(request.headers['x-amz-copy-source']), null],
    ['a version file\'s upload', (request) => put(request, '/mf-manifest.json') && request.headers['if-none-match'] === '*', null],
  ]) {
    test(`${write} answered and its answer lost: the release says what is true of the bucket, runs again, and rolls back`, async (t) => {
      const here = await setUp(t);
      const { proxy, release } = here;
      const { address, entries } = await fakeBucketDeploy(here.scratch.dir);
      await prepare?.(address);
      proxy.reset();
      const lost = proxy.fault({ name: write, when: (request) => when(request, proxy), fault: 'lose-answer', times: EVERY_TRY });
      const stop = pollBucket(address);
      const run = await release(address, 'contact', 'v2');
      const { broken } = await stop();
      assert.ok(lost.hits >= 1, `the proxy lost no answer to ${write}`);
      await releasedAndLive(address, run);
      assert.deepEqual((await read(address, 'prod/releases/contact.json')).map(({ entry }) => entry), [entries.contact]);
      assert.deepEqual(broken, []);
      proxy.reset();
      await againThenBack(here, address, entries.contact);
    });
  }

  test('409 ConditionalRequestConflict and 500 are retried, and a request delayed past its timeout is tried again', async (t) => {
    const here = await setUp(t);
    const { proxy, release } = here;
    const { address, entries } = await fakeBucketDeploy(here.scratch.dir);
    proxy.reset();
    const conflict = proxy.fault({ name: '409', when: (request) => put(request, '.push.json'), fault: 409 });
    const failed = proxy.fault({ name: '500', when: (request) => put(request, 'prod/releases/contact.json'), fault: 500 });
    // The store gets the delayed copy after the command gave up on it: whichever lands first, the pointer is the staged one.
    const delayed = proxy.fault({ name: 'delay', when: (request) => put(request, 'prod/shell/remotes.json'), fault: 'delay' });
    // Each try of a request gets 5 s: the delayed one waits them out, and no other try of the run
    // comes near them on a loaded machine.
    const run = await release(address, 'contact', 'v2', '0', { BUCKET_REQUEST_TIMEOUT_S: '5' });
    assert.deepEqual([conflict.hits, failed.hits, delayed.hits], [1, 1, 1]);
    await releasedAndLive(address, run);
    // Each was asked again.
    assert.equal(proxy.seen.filter((request) => put(request, '.push.json')).length, 2);
    assert.ok(proxy.seen.filter((request) => put(request, 'prod/shell/remotes.json')).length >= 2);
    proxy.reset();
    await againThenBack(here, address, entries.contact);
  });
});

// One after another, after those: these holders renew their lease every half second or third of
// one (a staleness of 1 or 1.5 s, which a pause must outlast), so each try of a lease's request
// gets the least timeout, a second; run beside the tests above, on a loaded machine, a store
// could take longer to answer one.
describe('a holder that renews often: a lost renewal, and a holder paused past its lease', () => {
  test("a renewal of the lease whose answer is lost is read back: the holder renews on, and releases", async (t) => {
    const here = await setUp(t);
    const { proxy, release } = here;
    const { address, entries } = await fakeBucketDeploy(here.scratch.dir);
    proxy.reset();
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
    proxy.reset();
    await againThenBack(here, address, entries.contact);
  });

  test('a holder paused past its lease during its gate, resumed after another release: refused (exit 6), and it changes nothing', async (t) => {
    const here = await setUp(t);
    const { proxy, release } = here;
    const { address, entries } = await fakeBucketDeploy(here.scratch.dir);
    proxy.reset();
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
    const { proxy, release } = here;
    const { address, entries } = await fakeBucketDeploy(here.scratch.dir);
    proxy.reset();
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
});
