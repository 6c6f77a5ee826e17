/**
 * A switch in its turn on the deploy, as a remote's release and rollback and the shell's do it
 * (remote/release-remote.mjs, rollback.mjs, platform/release/shell/shell-switch.mjs). Holding the deploy
 * (target.withTurn: a folder's lock, or a bucket's lease on a working copy pushed back at the
 * end: bucket/deploy-target.mjs), it first finishes a step a killed run left, lets the command
 * decide its step (or an exit code instead: refused, nothing to do), journals the step
 * (deploy/switch/journal.mjs) and finishes it: the pointer or the shell's record, then every file
 * that follows them (prerender/finish-switch.mjs). What the command has to say is said once the
 * turn is over: on a bucket a switch is live only once its copy is pushed, and a push refused
 * makes it none (turn-outcome.mjs says what a failed turn left). A rollback's decision starts
 * from rollbackFound: what it goes back to, or its exit 2 when there is none.
 */
import { beginSwitch } from '../deploy/switch/index.mjs';
import { finishSwitch } from '../prerender/index.mjs';
import { shownPlace } from './command-deploy.mjs';
import { turnEnded } from './turn-outcome.mjs';

/**
 * @param {import('../bucket/deploy-target.mjs').DeployTarget} target  the deploy (a folder or a bucket)
 * @param {object} options
 * @param {string} options.what  the turn's holder, as a waiting run names it: "a release of contact"
 * @param {import('./turn-outcome.mjs').Meant} options.meant  what it means to make live, for a turn that fails
 * @param {(dir: string, turn: { repaired: import('../deploy/switch/journal.mjs').SwitchStep | null, say: (words: () => void) => void }) => Promise<number | { step: import('../deploy/switch/journal.mjs').SwitchStep }>} options.decide
 *   run in the turn, on the deploy folder `dir` (a bucket's: the run's working copy), after the
 *   repair (`repaired`, the step it finished): an exit code when nothing is to switch, else the
 *   step; `say` keeps words for after the turn
 * @param {{ what: string, shows: string, undo?: string }} options.unfinished
 *   what exit 4 says: "<what> is live, but the files that follow it could not all be written",
 *   what visitors may see meanwhile (`shows`: "Its pages may show the older HTML and links"),
 *   and the command that undoes it; the one that finishes it by hand is the prerender's
 * @returns {Promise<number>} the exit code
 */
export async function switchInTurn(target, { what, meant, decide, unfinished }) {
  const afterTurn = [];
  const say = (words) => afterTurn.push(words);
  async function inTurn(dir) {
    const repaired = await finishSwitch(dir);
    if (repaired) say(() => console.log(`Finished first: ${repaired.what}, begun at ${repaired.startedAt} and interrupted, is complete.`));
    const decided = await decide(dir, { repaired, say });
    if (typeof decided === 'number') return decided;
    beginSwitch(dir, decided.step);
    try {
      await finishSwitch(dir);
      return 0;
    } catch (error) {
      say(() => {
        console.error(`\n${unfinished.what} is live, but the files that follow it could not all be written: ${error.message}`);
        console.error(`${unfinished.shows} until they are. The next release or rollback finishes them first, or by hand: npm run prerender -- --site ${shownPlace(target)}${unfinished.undo ? `\nOr undo it: ${unfinished.undo}` : ''}`);
      });
      return 4;
    }
  }

  try {
    const code = await target.withTurn(what, inTurn);
    for (const words of afterTurn) words();
    return code;
  } catch (error) {
    return turnEnded(error, target, meant);
  }
}

/**
 * What a rollback goes back to, as `find()` reads it from the deploy folder `dir` (the run's
 * working copy, in a bucket), or null when it throws that there is nothing to roll back to: the
 * rollback then exits 2, and this says why once the turn is over, naming the deploy as the
 * command was given it rather than the working copy the user never saw.
 * @template T
 * @param {string} dir
 * @param {{ target: import('../bucket/deploy-target.mjs').DeployTarget, say: (words: () => void) => void }} turn
 * @param {() => T} find
 * @returns {T | null}
 */
export function rollbackFound(dir, { target, say }, find) {
  try {
    return find();
  } catch (error) {
    say(() => console.error(error.message.replace(dir, target.label)));
    return null;
  }
}
