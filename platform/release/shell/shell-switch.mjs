/**
 * The shell's release once its candidate is uploaded to releases/shell/<hash>/, and its rollback:
 * their turn on the deploy (a folder's lock, or a bucket's lease on a working copy pushed back
 * as a transaction: bucket/deploy-target.mjs, as a remote's release), the check of the
 * singletons against the live remotes (singleton-compat.mjs) before any browser, the staged site
 * (prerender/stage-shell.mjs), the gate, and the switch (deploy/shell-versions.mjs).
 * release-shell.mjs and rollback-shell.mjs run them with the browsers' gate, the kill tests with
 * a stand-in (fake-release-shell.mjs). The exit codes are a remote's release's and rollback's
 * (release.mjs and rollback.mjs --help), and what they say is said once the turn is over: on a
 * bucket the switch is live only once its copy is pushed (turn-outcome.mjs tells a failed turn).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crashPoint } from '../../cli/index.mjs';
import {
  deployPaths,
  SHELL,
  beginShellSwitch,
  differingFiles,
  readShellRecord,
  releasedRecord,
  rolledBackRecord,
  shellProvidesOf,
  shellSwitchStep,
  shellVersionDir,
  uploadShellFiles,
} from '../../deploy/index.mjs';
import { finishSwitch, stageShell } from '../../prerender/index.mjs';
import { describeProblems, liveRemoteManifests, singletonProblems } from '../gate/singleton-compat.mjs';
import { turnEnded } from '../turn-outcome.mjs';

const describeLive = (record) => (record.live ? `shell ${record.live.version}` : 'the shell live now (not recorded: deployed before shells were)');

/** The singletons' disagreements between a version of the shell and the live remotes, told. */
async function compatibility(dir, version) {
  const provides = shellProvidesOf(dir, version);
  if (!provides) return `  - shell ${version} was built before its build wrote what it provides remotes (provided-shared.json): build it again.`;
  const problems = singletonProblems({ shell: provides, remotes: await liveRemoteManifests(dir), candidate: SHELL });
  return problems.length ? describeProblems(problems) : null;
}

/** Finishes the step a killed run left, when there was one, to be said after the turn. */
async function finishFirst(dir, afterTurn) {
  const repaired = await finishSwitch(dir);
  if (repaired) afterTurn.push(() => console.log(`Finished first: ${repaired.what}, begun at ${repaired.startedAt} and interrupted, is complete.`));
  return repaired;
}

/** The switch's end: the files, then the exit code (4 when a file could not be written). */
async function finish(dir, afterTurn, { undo, repairHint, what }) {
  try {
    await finishSwitch(dir);
    return 0;
  } catch (error) {
    afterTurn.push(() => {
      console.error(`\n${what} is live, but the files that follow it could not all be written: ${error.message}`);
      console.error(`Some pages may show the other shell until they are. The next release or rollback finishes them first, or by hand: ${repairHint}${undo ? `\nOr undo it: ${undo}` : ''}`);
    });
    return 4;
  }
}

/** Runs a turn on `target` and says what it did once it is over, or what a failed turn left. */
async function turn(target, what, work, meant) {
  const afterTurn = [];
  try {
    const code = await target.withTurn(what, (dir) => work(dir, afterTurn));
    for (const say of afterTurn) say();
    return code;
  } catch (error) {
    return turnEnded(error, target, meant);
  }
}

/**
 * @param {object} options
 * @param {import('../../bucket/deploy-target.mjs').DeployTarget} options.target  the deploy (a folder or a bucket)
 * @param {{ version: string, dir: string }} options.candidate  publishShell's result
 * @param {(context: { live: string | null, stageDir: string, dir: string }) => Promise<{ code: number, said: string }>} options.gate
 *   judges the staged site: code 0 passed (`said`: what passed), else the exit code and why
 * @param {string} options.undo
 * @param {string} options.repairHint
 * @returns {Promise<number>} the exit code
 */
export async function shellReleaseSwitch({ target, candidate, gate, undo, repairHint }) {
  const { version } = candidate;
  async function gateAndSwitch(dir, afterTurn) {
    const repaired = await finishFirst(dir, afterTurn);
    const record = readShellRecord(dir);
    if (record.live?.version === version) {
      if (repaired?.shell?.version === version && repaired.what === `a release of ${SHELL}`) {
        afterTurn.push(() => console.log(`Released: shell ${version} is live; its release had switched and was interrupted before its files were all written, and is now complete.`));
        return 0;
      }
      afterTurn.push(() => console.error(`shell ${version} is already live: nothing was released.`));
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
    // Begun here; the record, the files and the HTML are written by finishSwitch below.
    beginShellSwitch(dir, shellSwitchStep(dir, { version, what: `a release of ${SHELL}`, record: releasedRecord(record, version), staged: stageDir }));
    afterTurn.push(() => {
      console.log(`\nReleased: shell ${version} is live (${verdict.said}).`);
      console.log(`  was ${describeLive(record)}\n  now shell ${version} (${path.relative(dir, shellVersionDir(dir, version))}/)`);
    });
    return finish(dir, afterTurn, { undo, repairHint, what: `shell ${version}` });
  }

  return turn(target, `a release of ${SHELL}`, gateAndSwitch, {
    shell: SHELL,
    version,
    done: `Released: shell ${version} is live.`,
    refused: 'Release refused',
    nothing: `Nothing was released; the candidate stays unused at ${candidate.dir}.`,
  });
}

/**
 * Puts back the shell that was live before the last release (or npm start) of it.
 * @param {{ target: import('../../bucket/deploy-target.mjs').DeployTarget, repairHint: string }} options
 * @returns {Promise<number>} the exit code
 */
export async function shellRollback({ target, repairHint }) {
  const meant = { shell: SHELL, version: undefined, done: 'Rolled back: the shell before is live again.', refused: 'Rollback refused', nothing: 'Nothing was rolled back.' };
  async function rollBack(dir, afterTurn) {
    await finishFirst(dir, afterTurn);
    const record = readShellRecord(dir);
    let next;
    try {
      next = rolledBackRecord(dir, record);
    } catch (error) {
      // A bucket's working copy is named as the bucket.
      afterTurn.push(() => console.error(error.message.replace(dir, target.label)));
      return 2;
    }
    const { version } = next.live;
    meant.version = version;
    const disagreement = await compatibility(dir, version);
    if (disagreement) {
      afterTurn.push(() => console.error(`Rollback refused: shell ${version}, the one before, and the live remotes disagree on a shared library; ${describeLive(record)} stays live.\n${disagreement}`));
      return 2;
    }
    uploadShellFiles(dir, version);
    const { stageDir } = await stageShell(dir, version);
    beginShellSwitch(dir, shellSwitchStep(dir, { version, what: `a rollback of ${SHELL}`, record: next, staged: stageDir }));
    afterTurn.push(() => {
      console.log(`Rolled back: shell ${version} is live again.\n  was ${describeLive(record)}\n  now shell ${version}`);
      console.log(`${next.earlier.length} earlier version(s) left to roll back to.`);
    });
    return finish(dir, afterTurn, { repairHint, what: 'The rollback' });
  }

  return turn(target, `a rollback of ${SHELL}`, rollBack, meant);
}
