/**
 * A release once its candidate is uploaded: in its turn on the deploy (switch-turn.mjs), the
 * gate, and the switch, as release.mjs runs them and as the kill and concurrency tests run them
 * with a gate of their own (fake-release.mjs). It reads the remote's live entry, lets the gate
 * judge the candidate beside it, and switches only if that entry is still the live one: the
 * pointer, the history and every file that follows them as one step (deploy/switch/journal.mjs).
 */
import { crashPoint } from '../../cli/index.mjs';
import { deployPaths, manifestUrlOf, readRemotesJson, sameEntry, switchStep } from '../../deploy/index.mjs';
import { alreadyLive } from '../gate/release-decisions.mjs';
import { switchInTurn } from '../switch-turn.mjs';

/**
 * Returns the release's exit code (release.mjs --help lists them), having said what happened.
 * @param {object} options
 * @param {import('../../bucket/deploy-target.mjs').DeployTarget} options.target  the deploy (a folder or a bucket)
 * @param {string} options.remote
 * @param {{ hash: string, dir: string, manifestUrl: string, entry: object }} options.candidate  publishRemote's result
 * @param {(context: { live: string | undefined, dir: string }) => Promise<{ code: number, said: string }>} options.gate
 *   judges the candidate beside the live version, in the deploy folder `dir` (a bucket's: the
 *   run's working copy): code 0 passed (`said`: what passed), else the release's exit code and why
 * @param {string} options.undo  the command that undoes the release, for the output
 * @returns {Promise<number>}
 */
export function releaseSwitch({ target, remote, candidate, gate, undo }) {
  async function gateAndDecide(dir, { repaired, say }) {
    const liveEntry = readRemotesJson(deployPaths(dir).shellDir)[remote];
    const live = manifestUrlOf(liveEntry);
    if (alreadyLive(liveEntry, candidate)) {
      if (repaired?.remote === remote && alreadyLive(repaired.remotes[remote], candidate)) {
        say(() => console.log(`Released: ${remote} ${candidate.hash} is live; its release had switched and was interrupted before its files were all written, and is now complete.`));
        return 0;
      }
      // Not a release: a job that meant to ship a change learns that it shipped none.
      say(() => console.error(`${remote} ${candidate.hash} is already live: nothing was released.`));
      return 3;
    }
    const verdict = await gate({ live, dir });
    crashPoint('after-gate');
    if (verdict.code !== 0) {
      console.error(verdict.said);
      return verdict.code;
    }
    // The entry the gate judged beside must still be the live one (a writer that does not take
    // the lock, a hand edit): else the candidate would replace a version it was never judged beside.
    const now = readRemotesJson(deployPaths(dir).shellDir)[remote];
    if (!sameEntry(now, liveEntry)) {
      console.error(`\nRelease refused: ${remote} changed while the gate ran, from ${live ?? 'no version'} to ${manifestUrlOf(now) ?? 'no version'}; remotes.json is left as it is. Release again to judge ${candidate.hash} beside what is live now.`);
      return 6;
    }
    say(() => console.log(`\nReleased: ${remote} ${candidate.hash} is live (${verdict.said}).`));
    say(() => console.log(`  was ${live ?? 'not on the site (its first release)'}\n  now ${candidate.manifestUrl} (pinned by its SHA-384 in remotes.json)`));
    return { step: switchStep(dir, remote, candidate.entry, { keepAbsence: true, what: `a release of ${remote}` }) };
  }

  return switchInTurn(target, {
    what: `a release of ${remote}`,
    meant: {
      remote,
      entry: candidate.entry,
      done: `Released: ${remote} ${candidate.hash} is live.`,
      refused: 'Release refused',
      nothing: `Nothing was released; the candidate stays unused at ${candidate.dir}.`,
    },
    decide: gateAndDecide,
    unfinished: { what: remote, shows: 'Its pages may show the older HTML and links', undo },
  });
}
