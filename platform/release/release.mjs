/**
 * `npm run release -- <remote> [--to DIR] [--build-dir DIR]`: ships a new version of one remote
 * (see --help). Nothing visitors see changes unless the release gate passes.
 */
import { cli, fail } from '../cli/index.mjs';
import { remoteApp, REMOTES } from '../workspace/index.js';
import { parseBrowserOption } from '../machine/index.mjs';
import { releaseRemote } from './remote/release-remote.mjs';
import { releaseShell } from './shell/release-shell.mjs';

const USAGE = `
Usage: npm run release -- <remote> [--to DIR|s3://BUCKET/PREFIX] [--build-dir DIR] [--browser ENGINE]
       npm run release -- shell [--to DIR|s3://BUCKET/PREFIX] [--build-dir DIR] [--browser ENGINE] [--looks-changed]

Ships a new version of one remote (${REMOTES.join(', ')}):
  1. builds it (npm run build in its folder), unless --build-dir names a build to ship;
  2. copies the build to its immutable, content-addressed folder of the deploy,
     cdn/<remote>/<hash>/ (a version already there is left as it is);
  3. waits its turn on the deploy (one release, rollback or prerender at a time: a run that
     waits says for whom, and gives up after 15 minutes, DEPLOY_LOCK_WAIT_S=<seconds>), and
     first finishes a switch a killed run left half done;
  4. runs the release gate: first, with no browser, the candidate's manifest against what the
     live shell provides (a range the shell does not meet, a singleton left out of its shared
     list, unversioned or not a singleton, is refused, naming package, range, version and
     remote); then the deployed shell loads the new version through a pinned preview
     link, with the pages it declares (nothing changes for visitors); that remote's journeys
     run, and one through each header link its pages declare (the only one a new area has),
     in every engine given; and, in each of those engines, the look check: the live site and
     the candidate pictured at 1440 and 390 px (in WebKit, its narrowest window) and compared,
     where a change to the shell's header, footer or skip link, or to another area's page
     (loaded afresh, or reached after the candidate's pages), refuses the candidate, and a
     change of its own pages is listed;
  5. only when the gate passes, and the remote's live version is still the one the gate ran
     beside, points remotes.json at the new version and keeps the entry it replaces in
     releases/<remote>.json (npm run rollback puts it back), as one step with every file that
     follows: the shell's pages and links, the server configuration and CSP, and in a
     prerendered (path-mode) deploy the routes' HTML, 404.html and sitemap.xml. Killed midway,
     the next release or rollback (or npm run prerender -- --site DIR) finishes that step.
A gate that fails changes nothing visitors see, and says why; its journeys' HTML report,
traces and screenshots stay in DIR/gate/<remote>/ (for a bucket, test-results/release-gate/<remote>/
here) until that remote's next release.

The shell ships the same way: its build (path mode in a prerendered deploy) is kept whole in
releases/shell/<hash>/ and its content-hashed files are copied beside the live ones in shell/;
before any browser, the versions it provides are checked against the range each live remote's
manifest requires; then it is staged with the live remotes (its HTML made as a deploy makes it,
prerendered in path mode), every area's journeys run against it, and the look check compares
every route with the live site (a change inside a remote's page is refused unless
--looks-changed says it is meant), and only then is its HTML
written over the live HTML, the shell it replaces kept in releases/shell.json for
npm run rollback -- shell. remotes.json and the remotes' files are not touched. Into a folder
or a bucket alike, with the same turn, gate and journal as a remote's.

  --to DIR         the deploy folder (default: .site, where npm start deploys), or a bucket,
                   s3://BUCKET/PREFIX, through the AWS SDK's configuration (AWS_ENDPOINT_URL_S3
                   for an S3-compatible store): docs/releasing.md, "A deploy in a bucket"
  --build-dir DIR  ship this build of the remote (or the shell) instead of building it
  --browser ENGINE chromium, firefox, webkit or all (default: every one installed here, named
                   in the output); a candidate that fails in any of them is not released
  --looks-changed  (the shell) the release changes how a remote's page looks, on purpose: the
                   look check lists that change instead of refusing it

Exit code: 0 released (or a release of it that was interrupted after its switch is now
complete, or a release that stalled past its lock after committing, which the run that took the
lock over finished); 1 the gate refused the candidate; 2 nothing released (wrong arguments, no
deploy, no build, a build that failed, a declaration refused); 3 nothing released: that version
is live already; 4 released or committed, but a file that follows the switch could not be
written (the next run finishes it; it says how to now); 5 nothing released: another run held the
deploy past the wait; 6 nothing released: the deploy changed under this run (the remote's live
version while the gate ran, both named; a bucket's remotes.json moved by a writer without the
lock; or its lock taken over while it stalled); 7 stopped by an unexpected error (the store, the
network, a fault of this tool). After 4, 6 and 7 it says what is live now, read from the deploy.
`;

const { values, positionals } = cli({ usage: USAGE, positionals: 1, options: { to: { type: 'string' }, 'build-dir': { type: 'string' }, browser: { type: 'string' }, 'looks-changed': { type: 'boolean' } } });
const [remote] = positionals;
let engines;
try {
  engines = parseBrowserOption(values.browser);
} catch (error) {
  fail(error.message, USAGE);
}
if (remote !== 'shell') {
  if (values['looks-changed']) fail(`--looks-changed is the shell's: a remote changes how only its own pages look.`, USAGE);
  try {
    remoteApp(remote);
  } catch (error) {
    fail(error.message, USAGE);
  }
}
try {
  process.exit(remote === 'shell' ? await releaseShell({ to: values.to, buildDir: values['build-dir'], engines, looksChanged: Boolean(values['looks-changed']) }) : await releaseRemote({ remote, to: values.to, buildDir: values['build-dir'], engines }));
} catch (error) {
  // A failure of its turn is told with what is live (turn-outcome.mjs); anything else comes before the turn.
  console.error(`\nStopped by an unexpected error: ${error instanceof Error ? error.message : error}\nNothing was released: nothing visitors get changed.`);
  process.exit(7);
}
