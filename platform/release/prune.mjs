/**
 * `npm run prune -- [--to DIR|s3://BUCKET/PREFIX] [--keep N] [--older-than DAYS] [--dry-run]`:
 * deletes the remote versions no visitor and no rollback can reach any more (see --help; the
 * rules are prune-plan.mjs).
 */
import { readFileSync, existsSync } from 'node:fs';
import { cli, crashPoint, fail } from '../cli/index.mjs';
import { deployPaths, readRemotesJson } from '../deploy/index.mjs';
import { readHistory, readRetired, pendingSwitch, writeRetired } from '../deploy/switch/index.mjs';
import { prunePlan } from './prune-plan.mjs';
import { REMOTES } from '../workspace/index.js';
import { LIVE_TTL_S } from '../bucket/index.mjs';
import { openCommandDeploy } from './command-deploy.mjs';
import { turnEnded } from './turn-outcome.mjs';

const USAGE = `
Usage: npm run prune -- [--to DIR|s3://BUCKET/PREFIX] [--keep N] [--older-than DAYS] [--dry-run]

Deletes old versions of the remotes from a deploy. A version is deleted only when it is not
live (nor the one npm start made live last, nor one a switch left half done is switching to),
it is not among the last N entries of its remote's release history (what npm run rollback
can still put back), and it has been out of live use for more than DAYS days: counted from the
last time a release, a rollback or a deploy took it out of remotes.json (releases/retired.json
records it), or, for a version never live, from its upload. A visitor's open tab keeps loading
the version it started with, and an edge keeps a pointer that names it for its cache time
(10 s, the least window even with --older-than 0): a version rolled away from a minute ago
stays, however old its upload. Everything else stays.

  --to DIR|s3://...   the deploy (default: .site), a folder or a bucket as npm run release takes it
  --keep N            history entries kept per remote (default 5)
  --older-than DAYS   how long a version must have been out of live use (default 30)
  --dry-run           list what would be deleted, and why the rest stays; delete nothing

It waits its turn on the deploy as a release does. Exit code: 0 done (or listed); 2 wrong
arguments or no deploy; 4 its record of what it deleted is committed in the bucket but not all
written (the next run finishes it); 5 another run held the deploy past the wait; 6 stopped: its
lock was taken over while it stalled (it deletes nothing more once it knows); 7 stopped by an
unexpected error (the store, the network, a fault of this tool). It names each version as it
deletes it.
`;

const { values } = cli({ usage: USAGE, options: { to: { type: 'string' }, keep: { type: 'string' }, 'older-than': { type: 'string' }, 'dry-run': { type: 'boolean' } } });
const whole = (option, fallback) => {
  if (values[option] === undefined) return fallback;
  const number = Number(values[option]);
  if (!Number.isInteger(number) || number < 0) fail(`--${option} must be a whole number of at least 0, not "${values[option]}".`, USAGE);
  return number;
};
const keep = whole('keep', 5);
const olderThanDays = whole('older-than', 30);

const { target } = await openCommandDeploy(values.to);

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

try {
  await target.withTurn('a prune', async (dir, turn) => {
    const pending = pendingSwitch(dir);
    const retired = readRetired(dir);
    const { remove, kept } = prunePlan(
      {
        versions: await target.versions(),
        live: readRemotesJson(deployPaths(dir).shellDir),
        histories: Object.fromEntries(REMOTES.map((remote) => [remote, readHistory(dir, remote)])),
        retired,
        pinned: [...Object.values(readJson(deployPaths(dir).startedFile, {})), ...Object.values(pending?.remotes ?? {})],
      },
      { keep, olderThanDays, floorMs: LIVE_TTL_S * 1000 },
    );
    const day = (date) => date.toISOString().slice(0, 10);
    console.log(`${target.label}: ${remove.length} version${remove.length === 1 ? '' : 's'} to delete, ${kept.length} kept (live, the last ${keep} of each history, and what has been out of live use less than ${olderThanDays} days).`);
    for (const version of remove) {
      console.log(`  ${values['dry-run'] ? 'Would delete' : 'To delete'} cdn${version.folder}  (${version.lastLive ? `out of live use since ${day(version.lastLive)}` : 'never live'}, uploaded ${day(version.uploadedAt)})`);
    }
    for (const version of kept) console.log(`  Keeping  cdn${version.folder}  (${version.why})`);
    if (values['dry-run']) return;
    for (const version of remove) {
      // Still this run's turn: a prune that stalled past its lock deletes nothing more.
      await turn.confirm();
      await target.removeVersion(version);
      delete retired[version.folder];
      console.log(`  Deleted  cdn${version.folder}`);
      crashPoint('prune-deleted');
    }
    // The record forgets what is gone (pushed with the turn, for a bucket).
    if (remove.length) {
      writeRetired(dir, retired);
      console.log(`Deleted ${remove.length} version${remove.length === 1 ? '' : 's'}.`);
    }
  });
} catch (error) {
  process.exit(await turnEnded(error, target, { done: 'Pruned.', refused: 'Prune stopped', nothing: 'The versions it did not say it deleted are there.' }));
}
