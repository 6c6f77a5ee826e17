/**
 * What the fault tests of releases into a bucket share (bucket-faults.test.mjs, the network's
 * faults; bucket-lease-faults.test.mjs, the lease's): each test's fault proxy and commands, a
 * reader of the live files, and the checks that what a command said is true of the bucket.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { getObject, listObjects } from '../../bucket/index.mjs';
import { fakeBucketDeploy } from '../../bucket/testing/fake-bucket.mjs';
import { bodyText } from '../../bucket/testing/fault-proxy.mjs';
import { versionOf } from '../../deploy/index.mjs';
import { bucketTests } from './bucket-scratch.mjs';
import { runScript } from './run-script.mjs';

const bucketOf = (address) => address.split('/')[2];
/** The lease's key in the tests' deploys (under the prefix prod/). */
export const LEASE = 'prod/.deploy.lock';
/** Every try the SDK makes of a request (bucket-address.mjs): losing all their answers leaves the read-back to decide. */
export const EVERY_TRY = 3;

/**
 * The S3 server of a test file (bucketTests: call it at the file's top), and `setUp(t)`: the test
 * `t`'s own scratch folder, fault proxy and bucket deploy (fakeBucketDeploy's `address`, `target`
 * and `entries`), and its commands run through that proxy, a release (fake-release.mjs, its builds
 * in the scratch folder) and the rollback.
 */
export function faultTests() {
  const file = bucketTests();
  return {
    async setUp(t) {
      const { scratch, proxy } = await file.forTest(t, { faultProxy: true });
      const release = (address, remote, version, gate = '0', env = {}) => runScript('testing/fake-release.mjs', [address, remote, version, gate, path.join(scratch.dir, 'builds')], { ...proxy.env, ...env });
      const rollback = (address, remote) => runScript('rollback.mjs', [remote, '--to', address], proxy.env);
      const { address, target, entries } = await fakeBucketDeploy(scratch.dir);
      // A test's faults, and what the proxy saw, begin after its set-up.
      proxy.reset();
      return { scratch, proxy, release, rollback, address, target, entries };
    },
  };
}

/** A JSON object of the bucket deploy at `address`, parsed; null when there is none. */
export async function read(address, key) {
  const object = await getObject(bucketOf(address), key);
  return object && JSON.parse(object.body.toString('utf8'));
}

/** Every object under the prefix with its ETag, but the lease: what a run changed. */
export async function snapshot(address) {
  return (await listObjects(bucketOf(address), 'prod/')).filter(({ key }) => key !== LEASE).map(({ key, etag }) => `${key} ${etag}`);
}

/**
 * Reads remotes.json and contact's history past the proxy until stopped: what it found that was
 * not whole, and every version of contact it saw live.
 */
export function pollBucket(address) {
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
export function noStackTrace(run) {
  assert.doesNotMatch(`${run.stdout}${run.stderr}`, /^\s+at .+:\d+:\d+\)?$/m, `${run.stdout}${run.stderr}`);
}

/** The release said "Released: contact <hash> is live", and the bucket's remotes.json names that hash. */
export async function releasedAndLive(address, run) {
  noStackTrace(run);
  assert.equal(run.code, 0, `${run.stdout}${run.stderr}`);
  const hash = run.stdout.match(/^Released: contact ([0-9a-f]{12}) is live/m)?.[1];
  assert.ok(hash, run.stdout);
  assert.equal(versionOf((await read(address, 'prod/shell/remotes.json')).contact), hash);
  return hash;
}

/**
 * Then, on a network that fails no more (the proxy's faults forgotten), the same release again
 * completes (already live), and the rollback moves contact back to the version the deploy began with.
 */
export async function againThenBack({ proxy, release, rollback, address, entries }) {
  proxy.reset();
  const again = await release(address, 'contact', 'v2');
  noStackTrace(again);
  assert.equal(again.code, 3, `${again.stdout}${again.stderr}`);
  assert.match(again.stderr, /^contact [0-9a-f]{12} is already live: nothing was released\.$/m);
  const back = await rollback(address, 'contact');
  noStackTrace(back);
  assert.equal(back.code, 0, `${back.stdout}${back.stderr}`);
  assert.match(back.stdout, /^Rolled back: contact is live at its previous version\./m);
  assert.deepEqual((await read(address, 'prod/shell/remotes.json')).contact, entries.contact);
  assert.deepEqual(await read(address, 'prod/releases/contact.json'), []);
}

/** A PUT of a key ending with `key`, as the fault proxy saw it. */
export const put = (request, key) => request.method === 'PUT' && request.key.endsWith(key);
/** A write of the lease, its body parsed (false for any other request). */
export const lease = (request) => put(request, '.deploy.lock') && JSON.parse(bodyText(request));
