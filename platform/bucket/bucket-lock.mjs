/**
 * One writer at a time on a deploy in a bucket, as deploy/deploy-lock.mjs is for a folder: a
 * lease object, `<prefix>.deploy.lock`, created only where none is (If-None-Match: *) and
 * renewed by its holder with If-Match on the ETag it last wrote. Whoever comes second waits,
 * saying for whom, or gives up after the same stated time.
 *
 * A holder killed outright stops renewing. A waiter that sees the same ETag for the stale time
 * by its own clock (no clock is compared across machines) takes the lease over with If-Match on
 * that ETag, so of two waiters only one can. The lease does not stand alone: the pointer is
 * still replaced with If-Match on the ETag the run read (bucket-copy.mjs), so a writer that
 * lost its lease without knowing cannot overwrite another's switch.
 */
import os from 'node:os';
import { DEFAULT_WAIT_MS, DeployBusyError, describeHolder } from '../deploy/index.mjs';
import { deleteObject, getObject, PreconditionFailed, putLive } from './bucket-objects.mjs';

const STALE_MS = Number(process.env.DEPLOY_LOCK_STALE_S) * 1000 || 30_000;
const POLL_MS = 500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function leaseKey({ prefix }) {
  return `${prefix}.deploy.lock`;
}

function parsedHolder(body) {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs `work` holding the bucket deploy's lease (`what`: "a release of contact").
 * @template T
 * @param {{ bucket: string, prefix: string, address: string }} target
 * @param {string} what
 * @param {() => Promise<T>} work
 * @param {{ waitMs?: number, staleMs?: number, say?: (line: string) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withBucketLock(target, what, work, { waitMs = Number(process.env.DEPLOY_LOCK_WAIT_S) * 1000 || DEFAULT_WAIT_MS, staleMs = STALE_MS, say = (line) => console.error(line) } = {}) {
  const { bucket } = target;
  const key = leaseKey(target);
  const holder = { what, pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const body = () => JSON.stringify({ ...holder, renewedAt: new Date().toISOString() });
  const deadline = Date.now() + waitMs;
  let etag = null;
  let seen = { etag: null, at: 0 };
  let said = null;
  while (!etag) {
    try {
      etag = await putLive(bucket, key, body(), { ifMatch: null });
      break;
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
    }
    const current = await getObject(bucket, key);
    if (!current) continue;
    if (current.etag !== seen.etag) seen = { etag: current.etag, at: Date.now() };
    const who = describeHolder(parsedHolder(current.body));
    if (Date.now() - seen.at >= staleMs) {
      try {
        etag = await putLive(bucket, key, body(), { ifMatch: current.etag });
        say(`took over the deploy's lock: ${who}, and has not renewed it for ${Math.round(staleMs / 1000)} s`);
        break;
      } catch (error) {
        if (!(error instanceof PreconditionFailed)) throw error;
        continue;
      }
    }
    if (who !== said) say(`waiting: ${who}`);
    said = who;
    if (Date.now() >= deadline) throw new DeployBusyError(`Gave up after waiting ${Math.round(waitMs / 1000)} s: ${who}. Nothing was changed; run it again once that is done.`);
    await sleep(POLL_MS);
  }

  // Renewed well within the stale time; a renewal refused means another run took the lease.
  let renewing = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(async () => {
      try {
        etag = await putLive(bucket, key, body(), { ifMatch: etag });
      } catch (error) {
        console.error(`The deploy's lock was taken over while this run held it (${error.message}).`);
      }
    });
  }, Math.max(1000, staleMs / 3));
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewing;
    // Only our own lease: one taken over is the new holder's.
    await deleteObject(bucket, key, { ifMatch: etag }).catch(() => undefined);
  }
}
