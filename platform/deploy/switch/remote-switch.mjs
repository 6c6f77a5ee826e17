/**
 * A remote's step of a switch, as switch.mjs begins and applies it: remotes.json pointed at
 * another version (or back, a rollback), the entry it replaces kept in the remote's history
 * (releases/<remote>.json), and when the version it replaces stopped being live
 * (releases/retired.json, which npm run prune keeps versions by).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeLiveFile } from '../../html/index.mjs';
import { deployPaths, readHistory, readRemotesJson } from '../layout.mjs';
import { sameEntry, versionFolderOf } from '../entries.mjs';

function retiredFile(dir) {
  return path.join(deployPaths(dir).releasesDir, 'retired.json');
}

/**
 * When each version stopped being live, by its folder ("/contact/0123456789ab/": "2026-11-28T12:00:00.000Z"):
 * the last time a switch, a rollback or npm start took it out of remotes.json. A version live
 * again leaves the record. npm run prune keeps a version until it has been out of live use for
 * its window (platform/release/prune-plan.mjs).
 * @returns {Record<string, string>}
 */
export function readRetired(dir) {
  const file = retiredFile(dir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Writes the record (prune removes the versions it deletes from it). */
export function writeRetired(dir, retired) {
  mkdirSync(deployPaths(dir).releasesDir, { recursive: true });
  writeLiveFile(retiredFile(dir), `${JSON.stringify(retired, null, 2)}\n`);
}

/** The record after `previous` stops being live and `current` becomes live at `at`. */
function retiredAfter(dir, previous, current, at) {
  const retired = { ...readRetired(dir) };
  const gone = versionFolderOf(previous);
  const back = versionFolderOf(current);
  if (gone && gone !== back) retired[gone] = at;
  if (back) delete retired[back];
  return retired;
}

/**
 * The switch that points remotes.json at another version of one remote (its entry: a pinned
 * version from publishRemote) and keeps the entry it replaces in the remote's history (with
 * `keepAbsence`, a release's, also none: a new area's first release, which its rollback then
 * takes off the site), as a step to begin (switch.mjs); null when that entry is live already.
 * @returns {import('./journal.mjs').SwitchStep & { previous: unknown, current: unknown } | null}
 */
export function switchStep(dir, remote, entry, { keepAbsence = false, what = `a switch of ${remote}` } = {}) {
  const remotes = readRemotesJson(deployPaths(dir).shellDir);
  const previous = remotes[remote];
  if (sameEntry(previous, entry)) return null;
  const history = readHistory(dir, remote);
  const at = new Date().toISOString();
  const kept = previous || keepAbsence ? [...history, { entry: previous ?? null, replacedAt: at }] : history;
  return { what, remote, remotes: { ...remotes, [remote]: entry }, history: kept, retired: retiredAfter(dir, previous, entry, at), startedAt: at, previous, current: entry };
}

/**
 * The rollback of a remote as a step: remotes.json gets back the entry it had before the last
 * switch (for the first release of a new area, an entry of null, the remote is taken out: its
 * pages answer not found), and that entry leaves the history. Throws when there is none.
 */
export function rollbackStep(dir, remote) {
  const history = readHistory(dir, remote);
  const last = history.at(-1);
  if (!last) throw new Error(`Nothing to roll back: ${remote} has had no other version in ${dir}.`);
  const { [remote]: current, ...others } = readRemotesJson(deployPaths(dir).shellDir);
  const remotes = last.entry === null ? others : { ...others, [remote]: last.entry };
  const at = new Date().toISOString();
  return { what: `a rollback of ${remote}`, remote, remotes, history: history.slice(0, -1), retired: retiredAfter(dir, current, last.entry, at), startedAt: at, previous: current, current: last.entry };
}
