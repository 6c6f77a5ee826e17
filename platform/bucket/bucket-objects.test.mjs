/**
 * The bucket's guarantees against a real S3 server on loopback (moto_server): a version is
 * written once, the pointer only over the ETag it was read with, the lease held by one run at a
 * time, and a working copy pushed back whole or not at all.
 * Run alone: node --test platform/bucket/bucket-objects.test.mjs
 */
import assert from 'node:assert/strict';
import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { bucketClient } from './bucket-address.mjs';
import { getObject, listObjects, PreconditionFailed, putImmutable, putLive } from './bucket-objects.mjs';
import { withBucketLock } from './bucket-lock.mjs';
import { PointerChanged, pullCopy, pushCopy, removeCopy } from './bucket-copy.mjs';
import { createBucket, startFakeS3 } from './testing/fake-bucket.mjs';

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
  const head = await bucketClient().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
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
  const head = await bucketClient().send(new HeadObjectCommand({ Bucket: bucket, Key: 'prod/shell/remotes.json' }));
  assert.equal(head.CacheControl, 'public, max-age=0, s-maxage=10');
});

test('the lease: a second run waits, saying for whom, until the first is done', async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  const order = [];
  const said = [];
  const first = withBucketLock(target, 'a release of contact', async () => {
    order.push('first in');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    order.push('first out');
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const second = withBucketLock(target, 'a rollback of solutions', async () => order.push('second'), { say: (line) => said.push(line) });
  await Promise.all([first, second]);
  assert.deepEqual(order, ['first in', 'first out', 'second']);
  assert.match(said[0], /^waiting: a release of contact holds this deploy since \d\d:\d\d:\d\d, pid \d+$/);
  assert.deepEqual(await listObjects(target.bucket, 'prod/'), [], 'the lease is gone once its holder is done');
});

test('a lease its holder stopped renewing is taken over after the stale time; a waiter gives up after its wait', async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  // A holder killed outright: its lease is there and nobody renews it.
  await putLive(target.bucket, 'prod/.deploy.lock', JSON.stringify({ what: 'a release of contact', pid: 999999, since: new Date().toISOString() }), { ifMatch: null });
  await assert.rejects(
    withBucketLock(target, 'a rollback', async () => assert.fail('ran without the lease'), { waitMs: 600, staleMs: 5000, say: () => {} }),
    /^DeployBusyError: Gave up after waiting 1 s: a release of contact holds this deploy since \d\d:\d\d:\d\d, pid 999999\. Nothing was changed/,
  );
  const said = [];
  const ran = await withBucketLock(target, 'a rollback', async () => 'ran', { staleMs: 1000, say: (line) => said.push(line) });
  assert.equal(ran, 'ran');
  assert.match(said.at(-1), /^took over the deploy's lock: a release of contact holds this deploy since .*, pid 999999, and has not renewed it for 1 s$/);
});

test('a working copy goes back whole: changed and new live files written, removed ones deleted, no version deleted', async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  await putLive(target.bucket, 'prod/shell/remotes.json', '{}', { ifMatch: null });
  await putLive(target.bucket, 'prod/shell/old.html', '<p>old</p>');
  await putImmutable(target.bucket, 'prod/cdn/contact/0123456789ab/remoteEntry.js', 'v1');
  const copy = await pullCopy(target);
  writeFileSync(path.join(copy.dir, 'shell', 'remotes.json'), '{"contact":1}');
  writeFileSync(path.join(copy.dir, 'shell', 'new.html'), '<p>new</p>');
  rmSync(path.join(copy.dir, 'shell', 'old.html'));
  rmSync(path.join(copy.dir, 'cdn'), { recursive: true });
  // Local-only files stay local: precompressed copies, a gate's report.
  writeFileSync(path.join(copy.dir, 'shell', 'new.html.br'), 'x');
  assert.deepEqual(await pushCopy(target, copy, { what: 'a test' }), { uploaded: 0, written: 2, deleted: 1 });
  removeCopy(copy);
  const keys = (await listObjects(target.bucket, 'prod/')).map(({ key }) => key).sort();
  assert.deepEqual(keys, ['prod/cdn/contact/0123456789ab/remoteEntry.js', 'prod/shell/new.html', 'prod/shell/remotes.json']);
  assert.equal((await getObject(target.bucket, 'prod/shell/remotes.json')).body.toString(), '{"contact":1}');
});

test('a pointer replaced in the bucket meanwhile: the push is refused and nothing of it is live', async () => {
  const target = { bucket: await createBucket(), prefix: 'prod/', address: 'unused' };
  await putLive(target.bucket, 'prod/shell/remotes.json', '{}', { ifMatch: null });
  await putLive(target.bucket, 'prod/shell/index.html', '<p>v1</p>');
  const copy = await pullCopy(target);
  writeFileSync(path.join(copy.dir, 'shell', 'remotes.json'), '{"contact":2}');
  writeFileSync(path.join(copy.dir, 'shell', 'index.html'), '<p>v2</p>');
  // A writer that does not take the lease.
  await putLive(target.bucket, 'prod/shell/remotes.json', '{"contact":"elsewhere"}');
  await assert.rejects(pushCopy(target, copy, { what: 'a test' }), (error) => error instanceof PointerChanged && /changed in the bucket while this run held the deploy's lock/.test(error.message));
  removeCopy(copy);
  assert.equal((await getObject(target.bucket, 'prod/shell/remotes.json')).body.toString(), '{"contact":"elsewhere"}');
  assert.equal((await getObject(target.bucket, 'prod/shell/index.html')).body.toString(), '<p>v1</p>');
  const left = (await listObjects(target.bucket, 'prod/')).map(({ key }) => key).filter((key) => key.includes('.push'));
  assert.deepEqual(left, [], 'the staging and the plan are cleaned up');
});
