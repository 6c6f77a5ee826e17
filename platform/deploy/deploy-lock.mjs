/**
 * One writer at a time on a deploy folder: a release's gate and switch, a rollback, the
 * prerender of a deployed site and npm start's deploy take this lock, and whoever comes second
 * waits, saying for whom, or gives up after a stated time (docs/releasing.md, "Several at once").
 *
 * A lock rather than a compare-and-swap alone: the switch rewrites several files from the
 * pointer (the histories, the HTML, the sitemap, the server configuration), and a second
 * writer between those writes would leave them of two versions. The switch still reads the
 * pointer again inside the lock and refuses when it is not the one its gate compared against
 * (release.mjs), the check an object store's conditional write would make.
 *
 * proper-lockfile holds it as a folder (`.deploy.lock`) whose time the holder refreshes; a
 * holder killed outright stops refreshing, and after STALE_MS the next writer takes the lock
 * over (the suite's variant builds lock the same way). Who holds it is written beside
 * (`.deploy-lock.json`) for the waiting message.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { writeLiveFile } from '../html/index.mjs';

/**
 * A holder that has not refreshed the lock for this long is taken to be dead, and its lock taken
 * over. Long enough that a holder whose event loop is busy (compressing a few hundred pages)
 * keeps it; DEPLOY_LOCK_STALE_S sets another (at least 5 s, proper-lockfile's least). The kill
 * tests do not wait it out: they set a killed holder's lock's time back (deploy/testing/stale-lock.mjs).
 */
const STALE_MS = Number(process.env.DEPLOY_LOCK_STALE_S) * 1000 || 30_000;
const POLL_MS = 500;
/** How long a writer waits by default: longer than a release's gate in three engines and its crawl. */
export const DEFAULT_WAIT_MS = 15 * 60_000;

export class DeployBusyError extends Error {
  name = 'DeployBusyError';
}

/** The lock (a folder, whose time its holder refreshes) and the note of who holds it. */
export function deployLockPaths(dir) {
  return { lock: path.join(dir, '.deploy.lock'), holder: path.join(dir, '.deploy-lock.json') };
}

function readHolder(dir) {
  try {
    return JSON.parse(readFileSync(deployLockPaths(dir).holder, 'utf8'));
  } catch {
    return null;
  }
}

/** "a release of contact holds this deploy since 12:01:07, pid 4242" */
export function describeHolder(holder) {
  if (!holder) return 'another run holds this deploy';
  const since = new Date(holder.since).toISOString().slice(11, 19);
  return `${holder.what} holds this deploy since ${since}, pid ${holder.pid}`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` holding the deploy's lock; `what` says who holds it ("a release of contact").
 * Waits for another holder, printing whom it waits for (again when that changes), up to
 * `waitMs`; then throws DeployBusyError and changes nothing.
 * @template T
 * @param {string} dir
 * @param {string} what
 * @param {() => Promise<T> | T} work
 * @param {{ waitMs?: number, say?: (line: string) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withDeployLock(dir, what, work, { waitMs = Number(process.env.DEPLOY_LOCK_WAIT_S) * 1000 || DEFAULT_WAIT_MS, say = (line) => console.error(line) } = {}) {
  const { lock, holder } = deployLockPaths(dir);
  const deadline = Date.now() + waitMs;
  let said = null;
  let unlock;
  for (;;) {
    try {
      unlock = await lockfile.lock(dir, {
        lockfilePath: lock,
        realpath: false,
        stale: STALE_MS,
        update: Math.min(5000, STALE_MS / 2),
        // A refresh that comes too late (the machine stalled past STALE_MS) is said, not thrown
        // from a timer: the run goes on, and the journal (switch/journal.mjs) covers a second writer's repair.
        onCompromised: (error) => console.error(`The deploy's lock was taken over while this run held it (${error.message}).`),
      });
      break;
    } catch (error) {
      if (error.code !== 'ELOCKED') throw error;
      const who = describeHolder(readHolder(dir));
      if (who !== said) say(`waiting: ${who}`);
      said = who;
      if (Date.now() >= deadline) throw new DeployBusyError(`Gave up after waiting ${Math.round(waitMs / 1000)} s: ${who}. Nothing was changed; run it again once that is done.`);
      await sleep(POLL_MS);
    }
  }
  try {
    writeLiveFile(holder, `${JSON.stringify({ what, pid: process.pid, since: new Date().toISOString() })}\n`);
    return await work();
  } finally {
    rmSync(holder, { force: true });
    await unlock().catch(() => undefined);
  }
}

/** Whether a run holds the deploy's lock now (for messages and tests). */
export function deployLockHeld(dir) {
  return existsSync(deployLockPaths(dir).lock);
}
