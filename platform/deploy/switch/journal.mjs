/**
 * A switch of a deploy as one step (docs/releasing.md, "What a crash leaves"): its intent, the
 * whole pointer (remotes.json) and the remote's whole history as they are to be, is written to
 * `switch.json` before either file changes, and removed only once every file derived from them
 * (the shell's HTML and its site-pages block, 404.html, sitemap.xml, the server configuration
 * and CSP) is written again. A run killed anywhere in between leaves the journal, and the next
 * release, rollback or `npm run prerender -- --site` finishes that step before anything else.
 * Finishing is writing the same files again, so it can itself be interrupted and finished.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeLiveFile } from '../../html/index.mjs';

/**
 * @typedef {object} SwitchStep
 * @property {string} what         who made it: "a release of contact", "a rollback of contact"
 * @property {string} remote
 * @property {Record<string, unknown>} remotes  remotes.json as it is to be
 * @property {unknown[]} history   releases/<remote>.json as it is to be
 * @property {Record<string, string>} [retired]  releases/retired.json as it is to be (remote-switch.mjs)
 * @property {string} startedAt
 * @property {{ version: string, staged?: string }} [shell]  a shell's step (../shell/shell-versions.mjs): the
 *   version to make live, and the staged deploy whose HTML it copies; `remote` is then "shell",
 *   `history` its record (releases/shell.json) and `remotes` remotes.json as it is
 */

function journalFile(dir) {
  return path.join(dir, 'switch.json');
}

/** @returns {SwitchStep | null} the step a run began and did not finish */
export function pendingSwitch(dir) {
  const file = journalFile(dir);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {SwitchStep} step */
export function recordSwitch(dir, step) {
  writeLiveFile(journalFile(dir), `${JSON.stringify(step, null, 2)}\n`);
}

export function clearSwitch(dir) {
  rmSync(journalFile(dir), { force: true });
}
