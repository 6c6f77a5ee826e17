/**
 * A switch of one remote: remotes.json pointed at another version (or back, a rollback), the
 * entry it replaces kept in the remote's history (releases/<remote>.json), when the version it
 * replaces stopped being live (releases/retired.json, which npm run prune keeps versions by), and
 * every file that follows the pointer written after it. Each step is journaled first
 * (journal.mjs), so a run killed halfway is finished by the next.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeLiveFile, liveDeclarations, writeSitePages } from '../../html/index.mjs';
import { crashPoint } from '../../cli/index.mjs';
import { insideFolder } from '../inside-folder.mjs';
import { deployPaths, readDeploy, readRemotesJson, writeRemotesJson } from '../layout.mjs';
import { sameEntry, versionFolderOf } from '../entries.mjs';
import { writeServerConfig } from '../server/server-config.mjs';
import { clearSwitch, recordSwitch } from './journal.mjs';

function historyFile(dir, remote) {
  return insideFolder(deployPaths(dir).releasesDir, `${remote}.json`);
}

/**
 * The entries remotes.json had for a remote before, oldest first; null before a new area's first release.
 * @returns {{ entry: null | string | { manifest: string, integrity?: { manifest: string, files: string } }, replacedAt: string }[]}
 */
export function readHistory(dir, remote) {
  const file = historyFile(dir, remote);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

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

function writeHistory(dir, remote, history) {
  mkdirSync(deployPaths(dir).releasesDir, { recursive: true });
  writeLiveFile(historyFile(dir, remote), `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * Writes the pages the versions in remotes.json declare into the shell's HTML
 * (site-pages-html.mjs): it follows remotes.json on every deploy, release and rollback.
 */
function writeDeclaredPages(dir) {
  const { shellDir, cdnDir, frameRenderer } = deployPaths(dir);
  writeSitePages(shellDir, liveDeclarations({ cdnDir, cdnOrigin: readDeploy(dir).cdnOrigin, remotes: readRemotesJson(shellDir) }), { frameRenderer });
}

/**
 * The switch that points remotes.json at another version of one remote (its entry: a pinned
 * version from publishRemote) and keeps the entry it replaces in the remote's history (with
 * `keepAbsence`, a release's, also none: a new area's first release, which its rollback then
 * takes off the site), as a step to apply (applySwitch); null when that entry is live already.
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

/**
 * Records a step's intent (journal.mjs) before any file of it changes, a remote's or the
 * shell's (../shell/shell-versions.mjs): from here on the journal says what the pointer, the history and
 * the files that follow them must become, until the step is finished (switchRemote,
 * rollbackRemote, or the prerender's finishSwitch, which a path-mode deploy needs) and the
 * journal cleared. What the step was made from (`previous`, `current`) is for its caller.
 * @param {import('./journal.mjs').SwitchStep} step
 */
export function beginSwitch(dir, { what, remote, remotes, history, retired, startedAt, shell }) {
  recordSwitch(dir, { what, remote, remotes, history, retired, startedAt, shell });
}

/**
 * Writes a begun step's history and pointer. Writing the same step again is harmless, which is
 * how a killed run's step is finished.
 * @param {import('./journal.mjs').SwitchStep} step
 */
export function applySwitch(dir, { remote, remotes, history, retired }) {
  // A step journaled before the record was kept has none.
  if (retired && !sameEntry(readRetired(dir), retired)) writeRetired(dir, retired);
  if (!sameEntry(readHistory(dir, remote), history)) writeHistory(dir, remote, history);
  crashPoint('after-history');
  writeRemotesJson(deployPaths(dir).shellDir, remotes);
}

/** Every file of the shell's folder that follows remotes.json but the prerender's: the site-pages block and the server configuration. */
export function writeDerivedFiles(dir) {
  writeDeclaredPages(dir);
  writeServerConfig(dir);
}

/** A step begun and finished where no prerender is needed: its pointer and history, the files that follow them, the journal cleared. */
function switchWithoutPrerender(dir, step) {
  beginSwitch(dir, step);
  applySwitch(dir, step);
  writeDerivedFiles(dir);
  clearSwitch(dir);
}

/**
 * A switch for the tools and tests that need no prerender (a hash-mode deploy, the browser
 * suite's fixtures).
 */
export function switchRemote(dir, remote, entry, { keepAbsence = false } = {}) {
  const step = switchStep(dir, remote, entry, { keepAbsence });
  if (!step) return { previous: entry, current: entry, changed: false };
  switchWithoutPrerender(dir, step);
  return { previous: step.previous, current: entry, changed: true };
}

/** The rollback, as switchRemote is the switch: for what needs no prerender. */
export function rollbackRemote(dir, remote) {
  const step = rollbackStep(dir, remote);
  switchWithoutPrerender(dir, step);
  return { previous: step.previous, current: step.current };
}
