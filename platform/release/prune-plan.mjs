/**
 * Which versions `npm run prune` may delete from a deploy. A version (a remote's content-addressed
 * folder, cdn/<cdnPath><hash>/) goes only when all three hold:
 *   - it is not live, not the last start's (started.json), and not in a switch begun and not finished;
 *   - it is not among the last `keep` entries of its remote's history (what a rollback can reach);
 *   - it has been out of live use for longer than the window (`olderThanDays`, and never less
 *     than `floorMs`, the time an edge may still serve a pointer that names it): counted from
 *     the last time it stopped being live (releases/retired.json, or for a deploy older than that
 *     record the time its history says it was replaced), or for a version never live (a
 *     candidate the gate refused, an upload nobody released) from its upload. A tab opened while
 *     a version was live keeps loading that version's chunks for as long as it stays open, and
 *     an edge keeps the pointer that named it for its cache time: the window covers both, where
 *     the age of the upload does not (a version uploaded long ago and rolled away from a minute
 *     ago is still in use).
 */
import { versionFolderOf } from '../deploy/index.mjs';

const DAY_MS = 86_400_000;

/**
 * @param {object} deploy
 * @param {{ folder: string, remote: string, uploadedAt: Date }[]} deploy.versions  every version folder ("/contact/0123456789ab/")
 * @param {Record<string, unknown>} deploy.live          remotes.json
 * @param {Record<string, { entry: unknown, replacedAt?: string }[]>} deploy.histories  each remote's releases/<remote>.json
 * @param {Record<string, string>} [deploy.retired]     releases/retired.json: when each version last stopped being live
 * @param {unknown[]} deploy.pinned                       other entries that must stay (started.json's, a pending switch's)
 * @param {{ keep: number, olderThanDays: number, floorMs?: number, now?: Date }} rules
 * @returns {{ remove: (typeof deploy.versions[number] & { lastLive: Date | null })[], kept: (typeof deploy.versions[number] & { why: string })[] }}
 */
export function prunePlan({ versions, live, histories, retired = {}, pinned = [] }, { keep, olderThanDays, floorMs = 0, now = new Date() }) {
  const reasons = new Map();
  const hold = (entry, why) => {
    const folder = versionFolderOf(entry);
    if (folder && !reasons.has(folder)) reasons.set(folder, why);
  };
  for (const entry of Object.values(live)) hold(entry, 'live');
  for (const entry of pinned) hold(entry, 'live or being switched to');
  for (const [remote, history] of Object.entries(histories)) {
    for (const { entry } of keep > 0 ? history.slice(-keep) : []) hold(entry, `in the last ${keep} of ${remote}'s history`);
  }
  // The last time each version stopped being live, from the record and, for older switches, the histories.
  const lastLive = new Map();
  const stopped = (folder, at) => {
    const time = Date.parse(at ?? '');
    if (folder && Number.isFinite(time) && time > (lastLive.get(folder) ?? -Infinity)) lastLive.set(folder, time);
  };
  for (const history of Object.values(histories)) for (const { entry, replacedAt } of history) stopped(versionFolderOf(entry), replacedAt);
  for (const [folder, at] of Object.entries(retired)) stopped(folder, at);
  const windowMs = Math.max(olderThanDays * DAY_MS, floorMs);
  const cutoff = now.getTime() - windowMs;
  const span = olderThanDays * DAY_MS >= floorMs ? `${olderThanDays} days` : `${Math.round(floorMs / 1000)} s, the edge's cache time`;
  const remove = [];
  const kept = [];
  for (const version of versions) {
    const last = lastLive.get(version.folder);
    let why = reasons.get(version.folder) ?? null;
    if (!why && last !== undefined && last > cutoff) why = `out of live use since ${new Date(last).toISOString()}, less than ${span}`;
    if (!why && last === undefined && version.uploadedAt.getTime() > cutoff) why = `never live, uploaded less than ${span} ago`;
    if (why) kept.push({ ...version, why });
    else remove.push({ ...version, lastLive: last === undefined ? null : new Date(last) });
  }
  return { remove, kept };
}
