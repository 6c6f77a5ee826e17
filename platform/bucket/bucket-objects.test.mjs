/**
 * The bucket's guarantees against a real S3 server on loopback (moto_server): a version is
 * written once, the pointer only over the ETag it was read with, the lease held by one run at a
 * time, its requests given their own shorter timeout, and a working copy pushed back whole or not
 * at all, past a stale holder's plan in its way.
 * Run alone: node --test platform/bucket/bucket-objects.test.mjs
 */
import assert from 'node:assert/strict';
import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { bucketClient, REQUEST_TIMEOUT_MS } from './bucket-address.mjs';
import { getObject, listObjects, PreconditionFailed, putImmutable, putLive } from './bucket-objects.mjs';
import { withBucketLock } from './bucket-lock.mjs';
import { PointerChanged, pullCopy, pushCopy, removeCopy } from './bucket-copy.mjs';
import { createBucket, startFakeS3 } from './testing/fake-bucket.mjs';
import { FILES } from '../workspace/index.js';

let s3;
before(async () => {
  s3 = await startFakeS3();
});
after(() => s3.stop());

test('a version file is written once: the same bytes again change nothing, other bytes are refused', async () => {
  const bucket = await createBucket();
  const key = 'prod/cdn/contact/0123456789ab/remoteEntry.js';
  assert.equal(await putImmutable(bucket, key, 'v1'), 'added');
  assert.equal(await putImmutable(bucket, key, 'v1'), 'same');
  await assert.rejects(putImmutable(bucket, key, 'tampered'), /Refused to upload s3:\/\/.*\/prod\/cdn\/contact\/0123456789ab\/remoteEntry\.js: a file with other bytes is there already/);
  assert.equal((await getObject(bucket, key)).body.toString(), 'v1');
  const head = await (await bucketClient()).send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  assert.equal(head.CacheControl, 'public, max-age=31536000, immutable');
  assert.equal(head.ContentType, 'text/javascript; charset=utf-8');
});

test('a live file is replaced only over the ETag it was read with', async () => {
  const bucket = await createBucket();
  const first = await putLive(bucket, 'prod/shell/remotes.json', '{"a":1}', { ifMatch: null });
  await assert.rejects(putLive(bucket, 'prod/shell/remotes.json', '{"b":1}', { ifMatch: null }), PreconditionFailed);
  const second = await putLive(bucket, 'prod/shell/remotes.json', '{"a":2}', { ifMatch: first });
  await assert.rejects(putLive(bucket, 'prod/shell/remotes.json', '{"lost":1}', { ifMatch: first }), PreconditionFailed);
  const now = await getObject(bucket, 'prod/shell/remotes.json');
  assert.equal(now.body.toString(), '{"a":2}');
  assert.equal(now.etag, second);
  const head = await (await bucketClient()).send(new HeadObjectCommand({ Bucket: bucket, Key: 'prod/shell/remotes.json' }));
  assert.equal(head.CacheControl, 'public, max-age=0, s-maxage=10');
});

test('the lease: a second run waits, saying for whom, until the first is done, and takes it over as free', async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  const order = [];
  const said = [];
  let letGo;
  const held = new Promise((resolve) => (letGo = resolve));
  let firstIn;
  const entered = new Promise((resolve) => (firstIn = resolve));
  const first = withBucketLock(target, 'a release of contact', async (lease) => {
    order.push(`first in, generation ${lease.generation}`);
    firstIn();
    await held;
    order.push('first out');
  });
  await entered;
  const second = withBucketLock(target, 'a rollback of solutions', async (lease) => order.push(`second, generation ${lease.generation}`), {
    say: (line) => {
      said.push(line);
      // The first lets go once the second has said it waits.
      letGo();
    },
  });
  await Promise.all([first, second]);
  assert.deepEqual(order, ['first in, generation 1', 'first out', 'second, generation 2']);
  assert.match(said[0], /^waiting: a release of contact holds this deploy since \d\d:\d\d:\d\d, pid \d+$/);
  // The lease stays, handed on as free with its generation: the next holder's is one more.
  const lease = JSON.parse((await getObject(target.bucket, 'prod/.deploy.lock')).body);
  assert.deepEqual({ state: lease.state, generation: lease.generation, freedBy: lease.freedBy }, { state: 'free', generation: 2, freedBy: 'a rollback of solutions' });
});

test('a renewal counts from when it was sent: one answered after the holder was stopped makes the next confirm renew again', async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  const renewals = async () => JSON.parse((await getObject(target.bucket, 'prod/.deploy.lock')).body.toString()).renewals;
  // The holder's clock stands still until armed; armed, the renewal is sent at 0 and every
  // reading after it is a minute on: the process was stopped while its answer was on the way.
  let armed = false;
  let readings = 0;
  const clock = () => (!armed ? 0 : readings++ === 0 ? 0 : 60_000);
  const counted = await withBucketLock(
    target,
    'a release of contact',
    async (lease) => {
      armed = true;
      await lease.confirm({ now: true });
      const afterRenewal = await renewals();
      // Not yet a renewal interval since it was sent? It was a minute ago: renewed again.
      await lease.confirm();
      return [afterRenewal, await renewals()];
    },
    { staleMs: 30_000, clock, pollMs: 5, say: () => {} },
  );
  assert.deepEqual(counted, [1, 2]);
});

test("a lease is stale after its own staleAfterS on the waiter's monotonic clock; a waiter gives up after its wait", async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  // A holder killed outright, whose lease says it renews every 10 s and is stale after 30 s.
  const dead = { state: 'held', holder: 'gone', generation: 4, what: 'a release of contact', pid: 999999, since: new Date().toISOString(), renewEveryS: 10, staleAfterS: 30, renewals: 0, committed: null };
  await putLive(target.bucket, 'prod/.deploy.lock', JSON.stringify(dead), { ifMatch: null });
  // The test runs the waiter's clock: nothing is waited out.
  let now = 0;
  const clock = () => now;
  const waiting = (advance) => (line) => {
    if (line.startsWith('waiting: ')) now += advance;
  };
  await assert.rejects(
    withBucketLock(target, 'a rollback', async () => assert.fail('ran without the lease'), { waitMs: 20_000, clock, pollMs: 5, say: waiting(20_000) }),
    /^DeployBusyError: Gave up after waiting 20 s: a release of contact holds this deploy since \d\d:\d\d:\d\d, pid 999999\. Nothing was changed/,
  );
  // Its own DEPLOY_LOCK_STALE_S would be 1 s: the holder's 30 s are what it honours.
  const said = [];
  const ran = await withBucketLock(target, 'a rollback', async (lease) => lease.generation, {
    staleMs: 1000,
    clock,
    pollMs: 5,
    say: (line) => {
      said.push(line);
      if (line.startsWith('waiting: ')) now += 30_000;
    },
  });
  assert.equal(ran, 5);
  assert.equal(said.filter((line) => line.startsWith('waiting: ')).length, 1, said.join('\n'));
  assert.match(said.at(-1), /^took over the deploy's lock: a release of contact holds this deploy since .*, pid 999999, and has not renewed it for 30 s$/);
});

test('a working copy goes back whole: changed and new live files written, removed ones deleted, no version deleted', async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  await putLive(target.bucket, 'prod/shell/remotes.json', '{}', { ifMatch: null });
  await putLive(target.bucket, 'prod/shell/old.html', '<p>old</p>');
  await putImmutable(target.bucket, 'prod/cdn/contact/0123456789ab/remoteEntry.js', 'v1');
  const pushed = await withBucketLock(target, 'a test', async (lease) => {
    const copy = await pullCopy(target, lease);
    writeFileSync(path.join(copy.dir, 'shell', 'remotes.json'), '{"contact":1}');
    writeFileSync(path.join(copy.dir, 'shell', 'new.html'), '<p>new</p>');
    rmSync(path.join(copy.dir, 'shell', 'old.html'));
    rmSync(path.join(copy.dir, 'cdn'), { recursive: true });
    // Local-only files stay local: precompressed copies, a gate's report, code.
    writeFileSync(path.join(copy.dir, 'shell', 'new.html.br'), 'x');
    writeFileSync(path.join(copy.dir, 'shell', 'static-frame.cjs'), 'module.exports = {}');
    try {
      return await pushCopy(target, copy, { what: 'a test', lease });
    } finally {
      removeCopy(copy);
    }
  });
  assert.deepEqual(pushed, { uploaded: 0, written: 2, deleted: 1, unwritten: [] });
  const keys = (await listObjects(target.bucket, 'prod/')).map(({ key }) => key).sort();
  assert.deepEqual(keys, ['prod/.deploy.lock', 'prod/cdn/contact/0123456789ab/remoteEntry.js', 'prod/shell/new.html', 'prod/shell/remotes.json']);
  assert.equal((await getObject(target.bucket, 'prod/shell/remotes.json')).body.toString(), '{"contact":1}');
});

test('a pointer replaced in the bucket meanwhile: the push is refused and nothing of it is live', async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  await putLive(target.bucket, 'prod/shell/remotes.json', '{}', { ifMatch: null });
  await putLive(target.bucket, 'prod/shell/index.html', '<p>v1</p>');
  await withBucketLock(target, 'a test', async (lease) => {
    const copy = await pullCopy(target, lease);
    writeFileSync(path.join(copy.dir, 'shell', FILES.pointer), '{"contact":2}');
    writeFileSync(path.join(copy.dir, 'shell', 'index.html'), '<p>v2</p>');
    // A writer that does not take the lease.
    await putLive(target.bucket, 'prod/shell/remotes.json', '{"contact":"elsewhere"}');
    await assert.rejects(pushCopy(target, copy, { what: 'a test', lease }), (error) => error instanceof PointerChanged && /changed in the bucket while this run held the deploy's lock/.test(error.message));
    removeCopy(copy);
  });
  assert.equal((await getObject(target.bucket, 'prod/shell/remotes.json')).body.toString(), '{"contact":"elsewhere"}');
  assert.equal((await getObject(target.bucket, 'prod/shell/index.html')).body.toString(), '<p>v1</p>');
  const left = (await listObjects(target.bucket, 'prod/')).map(({ key }) => key).filter((key) => key.includes('.push'));
  assert.deepEqual(left, [], 'the staging and the plan are cleaned up');
});

test("a plan of another run in the way while this run holds the lease is a stale holder's: it is deleted, the lease renewed there and then, and the push made", async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  await putLive(target.bucket, 'prod/shell/remotes.json', '{}', { ifMatch: null });
  const renewals = async () => JSON.parse((await getObject(target.bucket, 'prod/.deploy.lock')).body).renewals;
  // Renewed every 20 minutes: no renewal of the lease's own timer comes in between the ones counted.
  await withBucketLock(
    target,
    'a test',
    async (lease) => {
      const copy = await pullCopy(target, lease);
      writeFileSync(path.join(copy.dir, 'shell', FILES.pointer), '{"contact":2}');
      // Written after this run's pull settled the bucket: a holder paused past its lease that woke up and went on.
      const stale = { id: 'stale-plan', what: 'a release of solutions', holder: 'paused-holder', generation: lease.generation - 1, startedAt: new Date().toISOString(), writes: [{ key: `shell/${FILES.pointer}`, sha: 'x', etag: null }], deletes: [] };
      await putLive(target.bucket, 'prod/.push.json', JSON.stringify(stale), { ifMatch: null });
      const before = await renewals();
      try {
        assert.deepEqual(await pushCopy(target, copy, { what: 'a test', lease }), { uploaded: 0, written: 1, deleted: 0, unwritten: [] });
      } finally {
        removeCopy(copy);
      }
      // One renewal on meeting the plan, then the commit: a lease taken over meanwhile would have stopped it before the plan went.
      assert.equal(await renewals(), before + 2);
    },
    { staleMs: 3_600_000 },
  );
  assert.equal((await getObject(target.bucket, 'prod/shell/remotes.json')).body.toString(), '{"contact":2}');
  assert.deepEqual((await listObjects(target.bucket, 'prod/')).map(({ key }) => key).filter((key) => key.includes('.push')), []);
});

test("the lease's own requests get half a renewal interval a try (5 s at the 30 s staleness), never under 1 s nor over every other request's 20 s", async (t) => {
  assert.equal(REQUEST_TIMEOUT_MS, 20_000, 'BUCKET_REQUEST_TIMEOUT_S is not set in this process');
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  await putLive(target.bucket, 'prod/shell/remotes.json', '{}', { ifMatch: null });
  // The timeout each request is sent with, which the SDK's request handler takes as that try's (HttpHandlerOptions.requestTimeout).
  const sent = t.mock.method(await bucketClient(), 'send');
  const tryTimeouts = async (staleMs) => {
    sent.mock.resetCalls();
    await withBucketLock(
      target,
      'a test',
      async (lease) => {
        await lease.confirm({ now: true });
        await getObject(target.bucket, 'prod/shell/remotes.json');
      },
      { staleMs },
    );
    const timeouts = (lease) => [...new Set(sent.mock.calls.filter(({ arguments: [command] }) => (command.input.Key === 'prod/.deploy.lock') === lease).map(({ arguments: [, options] }) => options?.requestTimeout ?? 'the client\'s'))];
    return { lease: timeouts(true), others: timeouts(false) };
  };
  assert.deepEqual(await tryTimeouts(30_000), { lease: [5000], others: ["the client's"] });
  // Renewed every 0.33 s: half of it would be too short for a loaded machine's store.
  assert.deepEqual(await tryTimeouts(1000), { lease: [1000], others: ["the client's"] });
  // Renewed every 200 s: a try never waits longer than any other request's.
  assert.deepEqual(await tryTimeouts(600_000), { lease: [20_000], others: ["the client's"] });
});
