/**
 * What a switch is, for a remote and for the shell (docs/releasing.md, "What a crash leaves"):
 * a step (a remote's from remote-switch.mjs, the shell's from ../shell/shell-versions.mjs) is
 * journaled before any file changes (journal.mjs), then applied (a remote's history and the
 * pointer, here; the shell's record, files and HTML, which leave the pointer as it is, beside its
 * versions in shell-versions.mjs), then every file that follows the pointer is
 * written again, and only then is the journal cleared. Applying a step again is harmless, so a
 * run killed anywhere leaves a step the next run finishes.
 *
 * In a prerendered path-mode deploy the routes' HTML follows the pointer too: the release, the
 * rollback and `npm run prerender -- --site` finish a step with the prerender's finishSwitch
 * (prerender/finish-switch.mjs), which is applyBegunSwitch, a crawl, and the journal cleared.
 * Here also the switches no crawl follows: a hash-mode deploy, the tools' and the tests'
 * fixtures (switchRemote, rollbackRemote), and the whole-site deploy (../deploy-site.mjs), which
 * applies a step per remote (applyStep) and writes the files that follow once, after the last.
 */
import { crashPoint } from '../../cli/index.mjs';
import { liveDeclarations, writeSitePages } from '../../html/index.mjs';
import { sameEntry } from '../entries.mjs';
import { deployPaths, readDeploy, readHistory, readRemotesJson, writeHistory, writeRemotesJson } from '../layout.mjs';
import { writeServerConfig } from '../server/server-config.mjs';
import { applyShellSwitch } from '../shell/shell-versions.mjs';
import { clearSwitch, pendingSwitch, recordSwitch } from './journal.mjs';
import { readRetired, rollbackStep, switchStep, writeRetired } from './remote-switch.mjs';

/**
 * Records a step's intent before any file of it changes: from here on the journal says what the
 * pointer, the history and the files that follow them must become, until the step is finished.
 * What the step was made from (`previous`, `current`) is for its caller, not the journal.
 * @param {import('./journal.mjs').SwitchStep} step
 */
export function beginSwitch(dir, { what, remote, remotes, history, retired, startedAt, shell }) {
  recordSwitch(dir, { what, remote, remotes, history, retired, startedAt, shell });
}

/**
 * Writes a begun remote's step: the retirement record and its history, then the pointer.
 * Writing the same step again is harmless, which is how a killed run's step is finished.
 * @param {import('./journal.mjs').SwitchStep} step
 */
function applyRemoteSwitch(dir, { remote, remotes, history, retired }) {
  // A step journaled before the record was kept has none.
  if (retired && !sameEntry(readRetired(dir), retired)) writeRetired(dir, retired);
  if (!sameEntry(readHistory(dir, remote), history)) writeHistory(dir, remote, history);
  crashPoint('after-history');
  writeRemotesJson(deployPaths(dir).shellDir, remotes);
}

/**
 * Every file of the shell's folder that follows remotes.json but the prerender's: the pages the
 * live versions declare, in the shell's HTML (html/site-pages-html.mjs), and the server
 * configuration.
 */
export function writeDerivedFiles(dir) {
  const { shellDir, cdnDir, frameRenderer } = deployPaths(dir);
  writeSitePages(shellDir, liveDeclarations({ cdnDir, cdnOrigin: readDeploy(dir).cdnOrigin, remotes: readRemotesJson(shellDir) }), { frameRenderer });
  writeServerConfig(dir);
}

/**
 * Writes a begun step's own files: a remote's history and pointer, or the shell's record, files
 * and HTML. Not the files that follow the pointer, nor the journal's clearing: those are its
 * caller's, once for every step it applies (applyBegunSwitch, the whole-site deploy). Returns
 * whether the HTML written is prerendered already: a shell's step copied HTML its staged deploy
 * had prerendered beside these very remotes, so no crawl need follow.
 * @param {import('./journal.mjs').SwitchStep} step
 */
export function applyStep(dir, step) {
  if (step.shell) return applyShellSwitch(dir, step);
  applyRemoteSwitch(dir, step);
  return false;
}

/**
 * Applies the step the journal holds and writes the files that follow it, and leaves the journal
 * (its caller clears it, once nothing more follows).
 * @returns {{ step: import('./journal.mjs').SwitchStep, prerendered: boolean } | null} null when no step is begun
 */
export function applyBegunSwitch(dir) {
  const step = pendingSwitch(dir);
  if (!step) return null;
  const prerendered = applyStep(dir, step);
  writeDerivedFiles(dir);
  return { step, prerendered };
}

/** A step begun and finished where no crawl follows. */
function switchWithoutPrerender(dir, step) {
  beginSwitch(dir, step);
  applyBegunSwitch(dir);
  clearSwitch(dir);
}

/**
 * A remote's switch for the tools and tests that need no prerender (a hash-mode deploy, the
 * browser suite's fixtures).
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
