/**
 * What `npm start` does with each remote (startSwitches): a pure decision from what is live,
 * what the last start made live and what was built, so it is tested on its own.
 */
import { sameEntry } from './entries.mjs';

/**
 * What `npm start` does with each remote, which must change nothing it did not make live
 * itself: a version a release or a rollback put live since stays, unless `reset` asks for the
 * builds. A remote is made live from its dist/ build when its live entry is the one the last
 * start made live (`started`), when it has never been live (a new area's first start: no
 * entry and no history), or with `reset`.
 * @param {object} options
 * @param {Record<string, unknown>} options.live      remotes.json as it is
 * @param {Record<string, unknown> | null} options.started  the entries the last start made live
 *        (started.json); null for a deploy made before starts kept that record
 * @param {Record<string, unknown>} options.built     each remote's entry for its dist/ build
 * @param {Record<string, boolean>} options.hadHistory  whether a remote's releases/<remote>.json holds anything
 * @param {boolean} [options.reset]
 * @returns {{ switches: { remote: string, action: 'made' | 'unchanged' | 'kept', entry: unknown, replaced?: unknown, built: unknown, since?: 'released' | 'unrecorded' }[], started: Record<string, unknown> }}
 *   switches, one per remote: made, its build goes live (replacing `replaced`, if any);
 *   unchanged, its build is live already; kept, `entry` stays live instead of its build
 *   (`since`: released, a release or a rollback put it there after the last start; unrecorded,
 *   the deploy has no record of what a start made live).
 *   started: the record this start leaves, the entries it made live or found its own, and for
 *   any other remote the last start's entry
 */
export function startSwitches({ live, started, built, hadHistory, reset = false }) {
  const switches = Object.keys(built).map((remote) => {
    const current = live[remote];
    if (sameEntry(current, built[remote])) return { remote, action: 'unchanged', entry: current, built: built[remote] };
    const ours = current === undefined ? !hadHistory[remote] : sameEntry(current, started?.[remote]);
    if (reset || ours) return { remote, action: 'made', entry: built[remote], replaced: current, built: built[remote] };
    return { remote, action: 'kept', entry: current ?? null, built: built[remote], since: started === null ? 'unrecorded' : 'released' };
  });
  // A build found live already is this start's to replace next time when it was the last
  // start's too, or when no start has kept a record yet (it is the build, whoever put it there).
  // Any other remote keeps the last start's entry in the record: a rollback back to it hands
  // the remote back to npm start.
  const own = ({ remote, action, entry }) => action === 'made' || (action === 'unchanged' && (reset || started === null || sameEntry(entry, started[remote])));
  const record = switches.flatMap((row) => {
    if (own(row)) return [[row.remote, row.entry]];
    return started?.[row.remote] !== undefined ? [[row.remote, started[row.remote]]] : [];
  });
  return { switches, started: Object.fromEntries(record) };
}
