/**
 * Releases into a bucket on a network that fails, as Jepsen's faults do: a fault proxy
 * (bucket/testing/fault-proxy.mjs) between the commands' SDK and moto's S3 server loses the
 * answer to each conditional write after the store made it, delays a request past its timeout,
 * answers 409 and 500. Each release is fake-release.mjs (the real lease, working copy, switch and
 * push, with a stand-in gate); the rollback is the real command. A reader polls the bucket (past
 * the proxy) meanwhile, and each test asserts that what every command said is true of the bucket
 * after it. The lease's own faults, a lost renewal and holders paused past their lease, are
 * bucket-lease-faults.test.mjs's.
 * Run alone: node --test platform/release/bucket-faults.test.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deleteObject } from '../bucket/index.mjs';
import { bodyText } from '../bucket/testing/fault-proxy.mjs';
import { againThenBack, EVERY_TRY, faultTests, lease, LEASE, pollBucket, put, read, releasedAndLive } from './testing/bucket-fault-checks.mjs';

const { setUp } = faultTests();
const bucketOf = (address) => address.split('/')[2];

/** The last plan `proxy` let a push write: its commit writes its id into the lease. */
const lastPlan = (proxy) => {
  const request = proxy.seen.findLast((seen) => put(seen, '.push.json'));
  return request && JSON.parse(bodyText(request));
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
      const { proxy, release, address, entries } = here;
      await prepare?.(address);
      const lost = proxy.fault({ name: write, when: (request) => when(request, proxy), fault: 'lose-answer', times: EVERY_TRY });
      const stop = pollBucket(address);
      const run = await release(address, 'contact', 'v2');
      const { broken } = await stop();
      assert.ok(lost.hits >= 1, `the proxy lost no answer to ${write}`);
      await releasedAndLive(address, run);
      assert.deepEqual((await read(address, 'prod/releases/contact.json')).map(({ entry }) => entry), [entries.contact]);
      assert.deepEqual(broken, []);
      await againThenBack(here);
    });
  }

  test('409 ConditionalRequestConflict and 500 are retried, and a request delayed past its timeout is tried again', async (t) => {
    const here = await setUp(t);
    const { proxy, release, address } = here;
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
    await againThenBack(here);
  });
});
