/**
 * What a command that writes a deploy (release, rollback, deploy, prune) says when its turn on
 * the deploy did not end as it meant to, and the exit code its --help gives that case. Nothing
 * is guessed: what is live is read from the deploy afterwards (DeployTarget.liveState), so the
 * words are true of the deploy when they are printed, a push this run committed and did not
 * finish included (the next command finishes it first).
 *   5  another run held the deploy past the wait: nothing changed
 *   6  the deploy changed under this run (its pointer moved by a writer without the lock, or its
 *      lock taken over while it stalled): nothing of it is live
 *   4  its push committed and not all written (the store stopped answering): the next run finishes it
 *   7  anything else, unexpected (the store, the network, a fault of this tool)
 * A run that stalled after committing, whose push the run that took its lock over finished,
 * made its change: 0 when that is still live.
 */
import { DeployBusyError, sameEntry, versionOf } from '../deploy/index.mjs';
import { LeaseLost, PointerChanged } from '../bucket/index.mjs';

/**
 * @typedef {object} Meant
 * @property {string} [remote]  the remote it switches (none: the whole site, or the shell)
 * @property {unknown} [entry]  the entry it meant to make live (a candidate's, a rollback's)
 * @property {'shell'} [shell]  it switches the shell: `version` is the shell it meant to make live
 * @property {string} [version]
 * @property {string} done      the line when its change is live after all ("Released: contact 0123 is live")
 * @property {string} refused   its refusal's first words ("Release refused")
 * @property {string} nothing   what it says when nothing of it is live ("Nothing was released.")
 */

/** The lines that say what is live now, and whether `meant` is. */
async function liveNow(target, meant) {
  let state;
  try {
    state = await target.liveState();
  } catch (error) {
    return { lines: [`What is live in ${target.label} could not be read: ${error.message}`], mine: null };
  }
  const lines = [];
  let mine = null;
  if (meant.shell) {
    mine = state.shell === meant.version;
    lines.push(`Live now in ${target.label}: shell ${state.shell ?? '(not recorded)'}${mine ? " (this run's)" : ''}.`);
  } else if (meant.remote) {
    const entry = state.remotes[meant.remote];
    mine = meant.entry !== undefined && sameEntry(entry ?? null, meant.entry ?? null);
    lines.push(`Live now in ${target.label}: ${meant.remote} ${entry ? versionOf(entry) : 'off the site'}${mine ? " (this run's)" : ''}.`);
  } else {
    const remotes = Object.entries(state.remotes).map(([remote, entry]) => `${remote} ${versionOf(entry)}`);
    lines.push(`Live now in ${target.label}: ${remotes.join(', ') || 'no remote'}${state.shell ? `, shell ${state.shell}` : ''}.`);
  }
  if (state.pending) {
    lines.push(
      state.pending.committed
        ? `Not finished in it: ${state.pending.what}, committed; the next release, rollback or prerender finishes it first.`
        : `Not finished in it: ${state.pending.what}, never committed; the next command abandons it (none of it is live).`,
    );
  }
  return { lines, mine };
}

/**
 * Says what a turn that threw `error` left, and returns the exit code.
 * @param {unknown} error
 * @param {import('../bucket/deploy-target.mjs').DeployTarget} target
 * @param {Meant} meant
 * @returns {Promise<number>}
 */
export async function turnEnded(error, target, meant) {
  if (error instanceof DeployBusyError) {
    console.error(`${error.message}\n${meant.nothing}`);
    return 5;
  }
  const { lines, mine } = await liveNow(target, meant);
  const pushed = /** @type {{ pushed?: string }} */ (error)?.pushed;
  let code;
  let said;
  if (error instanceof LeaseLost && pushed === 'committed' && mine) {
    code = 0;
    said = `${meant.done} This run stalled past its lock after committing its push; the run that took the lock over finished it.`;
  } else if (error instanceof PointerChanged || error instanceof LeaseLost) {
    code = 6;
    said = `${meant.refused}: ${error.message}${/nothing of this run is live/.test(error.message) ? '' : ` ${meant.nothing}`}`;
  } else if (pushed === 'committed') {
    code = 4;
    said = `Its change is committed in ${target.label} but not all written: ${error instanceof Error ? error.message : error}\nThe next release, rollback or prerender finishes it first.`;
  } else {
    code = 7;
    const message = error instanceof Error ? error.message : String(error);
    said = `Stopped by an unexpected error: ${message}${pushed === 'unknown' ? '\nWhether its push was committed is not known: the next command settles it first, and says which.' : mine ? '' : `\n${meant.nothing}`}`;
  }
  (code === 0 ? console.log : console.error)(`\n${said}\n${lines.join('\n')}`);
  return code;
}
