/**
 * `npm run rollback -- <remote> [--to DIR]`: puts back the version of a remote that was live
 * before its last release (see --help).
 */
import { cli, fail } from '../cli/index.mjs';
import { manifestUrlOf } from '../deploy/index.mjs';
import { rollbackStep } from '../deploy/switch/index.mjs';
import { remoteApp, REMOTES } from '../workspace/index.js';
import { openCommandDeploy } from './command-deploy.mjs';
import { rollbackShell } from './shell/rollback-shell.mjs';
import { rollbackFound, switchInTurn } from './switch-turn.mjs';

const USAGE = `
Usage: npm run rollback -- <remote> [--to DIR|s3://BUCKET/PREFIX]
       npm run rollback -- shell [--to DIR|s3://BUCKET/PREFIX]

Points remotes.json back, atomically, at the version of <remote> (${REMOTES.join(', ')}) that was
live before its last release, and removes that entry from releases/<remote>.json, so running
it again goes one more step back. Rolling back the first release of a new area (npm run
new-area) takes the area off the site. A prerendered (path-mode) deploy gets its routes' HTML,
404.html and sitemap.xml written again from the versions now live. Visitors get it on their next
page load. The version rolled away from stays in the deploy: npm run prune deletes a version only
once it has been out of live use for its window (30 days) and is not among the last 5 of its
history, so a rolled-back release can be released again, and an open tab keeps loading it.

It waits its turn on the deploy as a release does, and first finishes a switch a killed run
left half done.

With shell, it puts back the shell live before the last release of it (or the last npm start),
from releases/shell.json, writing its HTML as a release does; refused (exit 2) when that shell
provides a version of a shared library that a live remote's range excludes; in a folder or a
bucket alike.

  --to DIR   the deploy folder (default: .site, where npm start deploys), or a bucket
             (s3://BUCKET/PREFIX, as npm run release takes it)

Exit code: 0 rolled back; 2 nothing to roll back, or wrong arguments; 4 rolled back or
committed, but a file that follows the switch could not be written (the next run finishes it); 5
another run held the deploy past the wait; 6 nothing rolled back: the deploy changed under this
run (a bucket's remotes.json moved by a writer without the lock, or its lock taken over while it
stalled); 7 stopped by an unexpected error (the store, the network, a fault of this tool). After
4, 6 and 7 it says what is live now, read from the deploy. It says "Rolled back" only once it is.
`;

const { values, positionals } = cli({ usage: USAGE, positionals: 1, options: { to: { type: 'string' } } });
const [remote] = positionals;
if (remote === 'shell') {
  try {
    process.exit(await rollbackShell({ to: values.to }));
  } catch (error) {
    console.error(`\nStopped by an unexpected error: ${error instanceof Error ? error.message : error}\nNothing was rolled back.`);
    process.exit(7);
  }
}
try {
  remoteApp(remote);
} catch (error) {
  fail(error.message, USAGE);
}
const { target } = await openCommandDeploy(values.to);

const meant = { remote, done: `Rolled back: ${remote} is live at the version before.`, refused: 'Rollback refused', nothing: 'Nothing was rolled back.' };

/** The rollback's step, in its turn (switch-turn.mjs), or exit code 2 when there is nothing to roll back. */
async function decide(dir, { say }) {
  const step = rollbackFound(dir, { target, say }, () => rollbackStep(dir, remote));
  if (!step) return 2;
  meant.entry = step.current;
  say(() => {
    if (step.current === null) console.log(`Rolled back: ${remote}'s first release is undone; its pages are off the site.\n  was ${manifestUrlOf(step.previous)}`);
    else console.log(`Rolled back: ${remote} is live at its previous version.\n  was ${manifestUrlOf(step.previous)}\n  now ${manifestUrlOf(step.current)}`);
    console.log(`${step.history.length} earlier version(s) left to roll back to.`);
  });
  return { step };
}

process.exit(await switchInTurn(target, { what: `a rollback of ${remote}`, meant, decide, unfinished: { what: 'The rollback', shows: 'Its pages may show the newer HTML and links' } }));
