/**
 * The shell's release once its candidate is uploaded to releases/shell/<hash>/, and its rollback,
 * each in its turn on the deploy as a remote's (switch-turn.mjs): the check of the singletons
 * against the live remotes (singleton-compat.mjs) before any browser, the staged site
 * (prerender/stage-shell.mjs), the gate, and the switch (deploy/shell/shell-versions.mjs).
 * release-shell.mjs and rollback-shell.mjs run them with the browsers' gate, the kill tests with
 * a stand-in (fake-release-shell.mjs). The exit codes are a remote's release's and rollback's
 * (release.mjs and rollback.mjs --help).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crashPoint } from '../../cli/index.mjs';
import { deployPaths } from '../../deploy/index.mjs';
import { SHELL, differingFiles, readShellRecord, releasedRecord, rolledBackRecord, shellProvidesOf, shellSwitchStep, shellVersionDir, uploadShellFiles } from '../../deploy/shell/index.mjs';
import { stageShell } from '../../prerender/index.mjs';
import { describeProblems, liveRemoteManifests, singletonProblems } from '../gate/singleton-compat.mjs';
import { rollbackFound, switchInTurn } from '../switch-turn.mjs';

const describeLive = (record) => (record.live ? `shell ${record.live.version}` : 'the shell live now (not recorded: deployed before shells were)');
/** What visitors may see while a switched shell's files are not all written (exit 4). */
const SHOWS = 'Some pages may show the other shell';

/** The singletons' disagreements between a version of the shell and the live remotes, told. */
async function compatibility(dir, version) {
  const provides = shellProvidesOf(dir, version);
  if (!provides) return `  - shell ${version} was built before its build wrote what it provides remotes (provided-shared.json): build it again.`;
  const problems = singletonProblems({ shell: provides, remotes: await liveRemoteManifests(dir), candidate: SHELL });
  return problems.length ? describeProblems(problems) : null;
}

/**
 * @param {object} options
 * @param {import('../../bucket/deploy-target.mjs').DeployTarget} options.target  the deploy (a folder or a bucket)
 * @param {{ version: string, dir: string }} options.candidate  publishShell's result
 * @param {(context: { live: string | null, stageDir: string, dir: string }) => Promise<{ code: number, said: string }>} options.gate
 *   judges the staged site: code 0 passed (`said`: what passed), else the exit code and why
 * @param {string} options.undo
 * @returns {Promise<number>} the exit code
 */
export function shellReleaseSwitch({ target, candidate, gate, undo }) {
  const { version } = candidate;
  async function gateAndDecide(dir, { repaired, say }) {
    const record = readShellRecord(dir);
    if (record.live?.version === version) {
      if (repaired?.shell?.version === version && repaired.what === `a release of ${SHELL}`) {
        say(() => console.log(`Released: shell ${version} is live; its release had switched and was interrupted before its files were all written, and is now complete.`));
        return 0;
      }
      say(() => console.error(`shell ${version} is already live: nothing was released.`));
      return 3;
    }
    // Before any browser: a shell that provides a version a live remote does not take would
    // make that remote's pages unavailable the moment it went live.
    const disagreement = await compatibility(dir, version);
    if (disagreement) {
      console.error(`\nRelease refused: this shell and the live remotes disagree on a shared library, so visitors keep ${describeLive(record)}.\n${disagreement}\nNothing was switched; the candidate stays unused at ${candidate.dir}.`);
      return 1;
    }
    const { kept, refused } = differingFiles(dir, version);
    if (refused.length) {
      console.error(`Release refused: ${refused.join(', ')} would replace a file of the same name in shell/ with other bytes, under the live pages. The shell's build names every file it serves by its content's hash; give these one too. Nothing was switched.`);
      return 2;
    }
    if (kept.length) console.log(`Kept as they are in shell/ (same code, other bytes, so the live pages keep theirs): ${kept.join(', ')}`);
    const uploaded = uploadShellFiles(dir, version);
    console.log(`Beside the live shell's files: ${uploaded} file(s) of shell ${version} (in a bucket, they go up with this run's push).`);
    const remotesBefore = readFileSync(deployPaths(dir).remotesFile, 'utf8');
    let stageDir;
    try {
      ({ stageDir } = await stageShell(dir, version));
    } catch (error) {
      console.error(`\nRelease refused: the candidate could not be staged beside the live remotes (${error.message}), so visitors keep ${describeLive(record)}.`);
      return 1;
    }
    const verdict = await gate({ live: record.live?.version ?? null, stageDir, dir });
    crashPoint('after-gate');
    if (verdict.code !== 0) {
      console.error(verdict.said);
      return verdict.code;
    }
    // What the gate ran beside must still be live: a writer that does not take the lock, a hand edit.
    const nowRecord = readShellRecord(dir);
    if (readFileSync(deployPaths(dir).remotesFile, 'utf8') !== remotesBefore || nowRecord.live?.version !== record.live?.version) {
      console.error(`\nRelease refused: the deploy changed while the gate ran (the shell from ${record.live?.version ?? 'unrecorded'} to ${nowRecord.live?.version ?? 'unrecorded'}, or remotes.json); nothing was switched. Release again to judge ${version} beside what is live now.`);
      return 6;
    }
    say(() => {
      console.log(`\nReleased: shell ${version} is live (${verdict.said}).`);
      console.log(`  was ${describeLive(record)}\n  now shell ${version} (${path.relative(dir, shellVersionDir(dir, version))}/)`);
    });
    return { step: shellSwitchStep(dir, { version, what: `a release of ${SHELL}`, record: releasedRecord(record, version), staged: stageDir }) };
  }

  return switchInTurn(target, {
    what: `a release of ${SHELL}`,
    meant: {
      shell: SHELL,
      version,
      done: `Released: shell ${version} is live.`,
      refused: 'Release refused',
      nothing: `Nothing was released; the candidate stays unused at ${candidate.dir}.`,
    },
    decide: gateAndDecide,
    unfinished: { what: `shell ${version}`, shows: SHOWS, undo },
  });
}

/**
 * Puts back the shell that was live before the last release (or npm start) of it.
 * @param {{ target: import('../../bucket/deploy-target.mjs').DeployTarget }} options
 * @returns {Promise<number>} the exit code
 */
export function shellRollback({ target }) {
  const meant = { shell: SHELL, version: undefined, done: 'Rolled back: the shell before is live again.', refused: 'Rollback refused', nothing: 'Nothing was rolled back.' };
  async function decide(dir, { say }) {
    const record = readShellRecord(dir);
    const next = rollbackFound(dir, { target, say }, () => rolledBackRecord(dir, record));
    if (!next) return 2;
    const { version } = next.live;
    meant.version = version;
    const disagreement = await compatibility(dir, version);
    if (disagreement) {
      say(() => console.error(`Rollback refused: shell ${version}, the one before, and the live remotes disagree on a shared library; ${describeLive(record)} stays live.\n${disagreement}`));
      return 2;
    }
    uploadShellFiles(dir, version);
    const { stageDir } = await stageShell(dir, version);
    say(() => {
      console.log(`Rolled back: shell ${version} is live again.\n  was ${describeLive(record)}\n  now shell ${version}`);
      console.log(`${next.earlier.length} earlier version(s) left to roll back to.`);
    });
    return { step: shellSwitchStep(dir, { version, what: `a rollback of ${SHELL}`, record: next, staged: stageDir }) };
  }

  return switchInTurn(target, { what: `a rollback of ${SHELL}`, meant, decide, unfinished: { what: 'The rollback', shows: SHOWS } });
}
