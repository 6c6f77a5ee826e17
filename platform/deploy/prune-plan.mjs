/**
 * Which versions `npm run prune` may delete from a deploy. A version (a remote's content-addressed
 * folder, cdn/<cdnPath><hash>/) goes only when all three hold:
 *   - it is not live, not the last start's (started.json), and not in a switch begun and not finished;
 *   - it is not among the last `keep` entries of its remote's history (what a rollback can reach);
 *   - it was uploaded more than `olderThanDays` days ago: a tab opened before a release loads its
 *     chunks from the version it started with, and a candidate being judged is new.
 */
import { manifestUrlOf } from './entries.mjs';

/**
 * The version folder a remotes.json entry names, as a path from cdn/ ("/contact/0123456789ab/").
 * @param {unknown} entry
 */
function folderOf(entry) {
  const manifest = manifestUrlOf(entry);
  if (!manifest) return null;
  return new URL(manifest).pathname.replace(/[^/]+$/, '');
}

/**
 * @param {object} deploy
 * @param {{ folder: string, remote: string, uploadedAt: Date }[]} deploy.versions  every version folder ("/contact/0123456789ab/")
 * @param {Record<string, unknown>} deploy.live          remotes.json
 * @param {Record<string, { entry: unknown }[]>} deploy.histories  each remote's releases/<remote>.json
 * @param {unknown[]} deploy.pinned                       other entries that must stay (started.json's, a pending switch's)
 * @param {{ keep: number, olderThanDays: number, now?: Date }} rules
 * @returns {{ remove: typeof deploy.versions, kept: (typeof deploy.versions[number] & { why: string })[] }}
 */
export function prunePlan({ versions, live, histories, pinned = [] }, { keep, olderThanDays, now = new Date() }) {
  const reasons = new Map();
  const hold = (entry, why) => {
    const folder = folderOf(entry);
    if (folder && !reasons.has(folder)) reasons.set(folder, why);
  };
  for (const entry of Object.values(live)) hold(entry, 'live');
  for (const entry of pinned) hold(entry, 'live or being switched to');
  for (const [remote, history] of Object.entries(histories)) {
    for (const { entry } of keep > 0 ? history.slice(-keep) : []) hold(entry, `in the last ${keep} of ${remote}'s history`);
  }
  const cutoff = now.getTime() - olderThanDays * 86_400_000;
  const remove = [];
  const kept = [];
  for (const version of versions) {
    const why = reasons.get(version.folder) ?? (version.uploadedAt.getTime() > cutoff ? `uploaded less than ${olderThanDays} days ago` : null);
    if (why) kept.push({ ...version, why });
    else remove.push(version);
  }
  return { remove, kept };
}
