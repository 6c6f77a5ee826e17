/**
 * One writer at a time on a deploy in a bucket, as deploy/deploy-lock.mjs is for a folder: a
 * lease object, `<prefix>.deploy.lock`, that is never deleted, only handed on:
 *   { state: 'held', holder, generation, what, pid, host, since, renewEveryS, staleAfterS, renewals, committed }
 *   { state: 'free', generation, committed, freedBy, at }
 * `holder` is a random id of the run, so every body a run writes is its own and a lost answer is
 * read back (bucket-objects.mjs); `generation` counts the holders, one more at each taking.
 *
 * Taken where there is none (If-None-Match: *), or over a free lease's ETag, or over a stale
 * one's (If-Match): of two runs taking it at once only one can. Renewed by its holder every
 * `renewEveryS` (a third of `staleAfterS`, 30 s, DEPLOY_LOCK_STALE_S), with If-Match on the ETag
 * it last wrote. Both figures are written in the lease, and a waiter honours the holder's, not
 * its own. A waiter measures staleness on its own monotonic clock (performance.now()): the time
 * it has seen the same ETag, so no machine's wall clock (or its setting) is compared with
 * another's, and a clock set back does not make a live holder look dead.
 *
 * The lease is also the fence of a push (bucket-copy.mjs): a push commits by writing its plan's
 * id into the lease (`committed`) with If-Match on the holder's last ETag, which a holder whose
 * lease was taken over (a run paused past `staleAfterS`) cannot do; the next holder finishes a
 * committed plan and abandons any other. Every write a push makes after its commit is a copy
 * from its staged files, which that next holder deletes, so a late write fails too.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEFAULT_WAIT_MS, DeployBusyError, describeHolder } from '../deploy/index.mjs';
import { REQUEST_TIMEOUT_MS } from './bucket-address.mjs';
import { getObject, PreconditionFailed, putLive } from './bucket-objects.mjs';

const STALE_MS = Number(process.env.DEPLOY_LOCK_STALE_S) * 1000 || 30_000;
const POLL_MS = 500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lease was taken over while this run held it: nothing this run commits can count. */
export class LeaseLost extends Error {
  name = 'LeaseLost';
}

/** The lease's key in the bucket, under the deploy's prefix. */
export function leaseKey({ prefix }) {
  return `${prefix}.deploy.lock`;
}

function parsed(body) {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

/** "a release of contact holds this deploy since 12:01:07, pid 4242 on host" (generation 7). */
function describeLease(lease) {
  if (!lease) return 'another run holds this deploy';
  return `${describeHolder(lease)}${lease.host && lease.host !== os.hostname() ? ` on ${lease.host}` : ''}`;
}

/**
 * @typedef {object} Lease
 * @property {string} holder  this run's id
 * @property {number} generation
 * @property {number} staleAfterMs
 * @property {{ generation: number, committed: string | null, what: string | null } | null} inherited
 *   the lease as this run took it: the plan it says was committed (a push to finish), and by whom
 * @property {() => boolean} lost  known taken over
 * @property {(options?: { now?: boolean }) => Promise<void>} confirm  renews now when the last renewal
 *   is older than a renewal interval (with `now`, whatever its age); throws LeaseLost when taken over
 * @property {(planId: string) => Promise<void>} commit  the fenced commit (bucket-copy.mjs); throws LeaseLost
 */

/**
 * Runs `work(lease)` holding the bucket deploy's lease (`what`: "a release of contact").
 * @template T
 * @param {{ bucket: string, prefix: string, address: string }} target
 * @param {string} what
 * @param {(lease: Lease) => Promise<T>} work
 * @param {{ waitMs?: number, staleMs?: number, say?: (line: string) => void, clock?: () => number, pollMs?: number }} [options]
 *   staleMs: the staleness this run writes in its lease; clock: milliseconds on a monotonic clock
 * @returns {Promise<T>}
 */
export async function withBucketLock(target, what, work, options = {}) {
  const { waitMs = Number(process.env.DEPLOY_LOCK_WAIT_S) * 1000 || DEFAULT_WAIT_MS, staleMs = STALE_MS, say = (line) => console.error(line), clock = () => performance.now(), pollMs = POLL_MS } = options;
  const { bucket } = target;
  const key = leaseKey(target);
  const renewEveryMs = Math.max(100, Math.round(staleMs / 3));
  // Each try of a lease's request gets half a renewal interval (5 s), so a renewal and its retries
  // fit well within the stale time; never under a second, which a loaded machine's store can take.
  const timeoutMs = Math.min(REQUEST_TIMEOUT_MS, Math.max(1000, Math.round(renewEveryMs / 2)));
  const self = { holder: randomUUID(), what, pid: process.pid, host: os.hostname(), since: new Date().toISOString(), renewEveryS: renewEveryMs / 1000, staleAfterS: staleMs / 1000 };
  let state = { generation: 0, renewals: 0, committed: null };
  const body = () => JSON.stringify({ state: 'held', ...self, ...state });
  const started = clock();
  let seen = { etag: null, at: 0 };
  let said = null;
  let etag = null;
  let inherited = null;
  let takenAt = started;

  /** Writes this run's lease over `current` (null: none there). True when taken. */
  async function take(current, previous) {
    state = { generation: (previous?.generation ?? 0) + 1, renewals: 0, committed: previous?.committed ?? null };
    takenAt = clock();
    try {
      etag = await putLive(bucket, key, body(), { ifMatch: current ? current.etag : null, timeoutMs });
    } catch (error) {
      if (error instanceof PreconditionFailed) return false;
      throw error;
    }
    inherited = previous ? { generation: previous.generation ?? 0, committed: previous.committed ?? null, what: previous.what ?? previous.freedBy ?? null } : null;
    return true;
  }

  for (;;) {
    const current = await getObject(bucket, key, { timeoutMs });
    const lease = current && parsed(current.body);
    if (!current) {
      if (await take(null, null)) break;
      continue;
    }
    if (lease?.state === 'free') {
      if (await take(current, lease)) break;
      continue;
    }
    if (current.etag !== seen.etag) seen = { etag: current.etag, at: clock() };
    const who = describeLease(lease);
    // The holder's own figure: a waiter started with another DEPLOY_LOCK_STALE_S still waits as long as the holder promised to renew within.
    const staleAfter = Number(lease?.staleAfterS) * 1000 || STALE_MS;
    if (clock() - seen.at >= staleAfter) {
      if (await take(current, lease)) {
        say(`took over the deploy's lock: ${who}, and has not renewed it for ${Math.round(staleAfter / 100) / 10} s`);
        break;
      }
      continue;
    }
    if (who !== said) say(`waiting: ${who}`);
    said = who;
    if (clock() - started >= waitMs) throw new DeployBusyError(`Gave up after waiting ${Math.round(waitMs / 1000)} s: ${who}. Nothing was changed; run it again once that is done.`);
    await sleep(pollMs);
  }

  let lost = false;
  let toldLost = false;
  // A write of the lease is known to hold from when it was sent, not from when its answer came:
  // an answer read after this process was stopped (SIGSTOP, a stalled machine) says nothing of
  // the time in between, when another run may have taken the lease over.
  let confirmedAt = takenAt;
  // Every write of the lease after its taking goes through this one queue, in order: a renewal and the commit never cross.
  let queue = Promise.resolve();
  const write = (change) => {
    const next = queue.then(async () => {
      if (lost) throw new LeaseLost(`The deploy's lock was taken over while this run held it.`);
      const before = state;
      state = { ...state, ...change, renewals: state.renewals + 1 };
      const sentAt = clock();
      try {
        etag = await putLive(bucket, key, body(), { ifMatch: etag, timeoutMs });
        confirmedAt = sentAt;
      } catch (error) {
        state = before;
        if (!(error instanceof PreconditionFailed)) throw error;
        lost = true;
        const now = error.current && parsed(error.current.body);
        throw new LeaseLost(`The deploy's lock was taken over while this run held it (${now?.state === 'held' ? describeLease(now) : 'it was handed on'}).`);
      }
    });
    queue = next.catch(() => undefined);
    return next;
  };
  const timer = setInterval(() => {
    // A renewal that gets no answer leaves the ETag as it was: the next one tries again (a lost
    // answer whose write was made is read back as this run's own: bucket-objects.mjs).
    write({}).catch((error) => {
      if (error instanceof LeaseLost && !toldLost) {
        toldLost = true;
        say(error.message);
      }
    });
  }, renewEveryMs);
  timer.unref();

  /** @type {Lease} */
  const handle = {
    holder: self.holder,
    get generation() {
      return state.generation;
    },
    staleAfterMs: staleMs,
    inherited,
    lost: () => lost,
    confirm: async ({ now = false } = {}) => {
      if (lost) throw new LeaseLost(`The deploy's lock was taken over while this run held it.`);
      if (now || clock() - confirmedAt >= renewEveryMs) await write({});
    },
    commit: (planId) => write({ committed: planId }),
  };
  try {
    return await work(handle);
  } finally {
    clearInterval(timer);
    await queue;
    // Handed on as free, the last commit kept in it; only our own: one taken over is the new holder's.
    if (!lost) {
      await putLive(bucket, key, JSON.stringify({ state: 'free', generation: state.generation, committed: state.committed, freedBy: what, at: new Date().toISOString() }), { ifMatch: etag, timeoutMs }).catch(() => undefined);
    }
  }
}
