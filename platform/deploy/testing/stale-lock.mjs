/**
 * A killed holder's lock on a deploy folder made stale without waiting for it to go stale:
 * proper-lockfile judges a holder dead by its lock's time, which a live holder refreshes
 * (deploy-lock.mjs), so the kill tests set a killed run's lock's time back an hour, past any
 * staleness (30 s, or DEPLOY_LOCK_STALE_S), and the run again takes the lock over at once, by
 * the same rule as after the 30 s.
 */
import { existsSync, utimesSync } from 'node:fs';
import { deployLockPaths } from '../deploy-lock.mjs';

const AN_HOUR_MS = 60 * 60_000;

/** Ages the lock of the deploy in `dir`, if a run left one; says whether there was one. */
export function ageDeployLock(dir) {
  const { lock } = deployLockPaths(dir);
  if (!existsSync(lock)) return false;
  const then = new Date(Date.now() - AN_HOUR_MS);
  utimesSync(lock, then, then);
  return true;
}
