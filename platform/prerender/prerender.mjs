/**
 * `npm run prerender`: every path-mode route's HTML with its content, written by the library in
 * prerender-site.mjs (what it writes, and how it crawls, is described there).
 *
 *   npm run build:static                 build in path mode, then prerender the build (../builds/build-static.mjs)
 *   npm run prerender -- --site .site    re-render a deployed site in place (after a release:
 *                                        rebuilds no app, reads the versions remotes.json names)
 *   SITE_ORIGIN=https://www.example.com  the public origin used in canonical URLs and the sitemap
 *                                        (default: the brand's siteOrigin, shared/src/config/brand.json)
 */
import { cli, fail } from '../cli/index.mjs';
import { DeployBusyError } from '../deploy/index.mjs';
import { deployUrlMode } from '../deploy/shell/index.mjs';
import { pendingSwitch, writeDerivedFiles } from '../deploy/switch/index.mjs';
import { LeaseLost, PointerChanged, openDeployTarget } from '../bucket/index.mjs';
import { finishSwitch } from './finish-switch.mjs';
import { prerender } from './prerender-site.mjs';

const USAGE = `
Usage: npm run prerender -- [--site DIR|s3://BUCKET/PREFIX]

Writes every path-mode route's HTML with its content (and 404.html, sitemap.xml, robots.txt).
Without --site: into shell/dist, from a fresh deploy of the current builds (npm run build:static
runs it). With --site: re-renders a deployed folder (e.g. .site) in place, from the remote
versions its remotes.json names, with the shell's site-pages block and server configuration, and
first finishes a switch a killed release or rollback left half done: the repair after a crash.
It waits its turn on the deploy as a release does. Without --site the shell must be a path-mode
build; with it, a hash-mode deploy gets every file that follows remotes.json and no routes' HTML
(it has none). SITE_ORIGIN=https://your.domain sets the origin of canonical URLs.

Exit code: 0 written; 2 wrong arguments, no deploy, or the prerender failed (nothing written);
4 the switch it finished is live but a file that follows it could not be written (a full disk:
the step stays for the next run), or its files are committed in the bucket but not all written
(the next run finishes them); 5
another run held the deploy past the wait; 6 nothing written: the bucket changed under this run
(its remotes.json, or its lock taken over while it stalled); 7 stopped by an unexpected error
(the store, the network, a fault of this tool).
`;

const { values } = cli({ usage: USAGE, options: { site: { type: 'string' } } });
if (!values.site) {
  try {
    await prerender({ siteOrigin: process.env.SITE_ORIGIN || undefined });
  } catch (error) {
    fail(error.message);
  }
  process.exit(0);
}
let target;
try {
  target = openDeployTarget(values.site);
  await target.readDeploy();
} catch (error) {
  fail(error.message);
}
try {
  // A deployed site: the deploy's writer for now, and the repair of a switch a killed release
  // or rollback left (finish-switch.mjs); without one, every file that follows remotes.json.
  // Said once its turn is over: a bucket's files are written only once its copy is pushed.
  const done = await target.withTurn('a prerender of the site', async (dir) => {
    const pending = pendingSwitch(dir);
    let repaired = null;
    try {
      repaired = pending && (await finishSwitch(dir));
    } catch (error) {
      // Its pointer is written before the files that follow it: the switch is live and stays in the
      // journal for the next run, which is exit 4 (docs/releasing.md), as a release's or a rollback's, not 7.
      throw Object.assign(error, { switchLive: pending.what });
    }
    if (repaired) return `Finished: ${repaired.what}, begun at ${repaired.startedAt} and interrupted, is complete.`;
    writeDerivedFiles(dir);
    // A hash-mode shell's HTML has no routes to prerender: what follows remotes.json is written now,
    // which is the repair by hand docs/releasing.md promises of any deploy (npm start's is hash mode).
    if (deployUrlMode(dir) === 'hash') return `Written again: every file that follows remotes.json in ${target.label} (a hash-mode shell: no routes' HTML to prerender).`;
    // A page the crawl cannot render (a remote that did not load) is the prerender's own refusal,
    // code 2 as without --site; the turn pushes nothing when this throws.
    await prerender({ site: dir, siteOrigin: process.env.SITE_ORIGIN || undefined }).catch((error) => {
      throw Object.assign(error, { prerenderFailed: true });
    });
    return `Written again: every file that follows remotes.json in ${target.label}.`;
  });
  console.log(done);
} catch (error) {
  // The release's words for the same cases (release/turn-outcome.mjs), without the live versions: a prerender changes none.
  if (error?.prerenderFailed) fail(`${error.message}\nNothing was written.`);
  if (error?.switchLive && !(error instanceof DeployBusyError || error instanceof PointerChanged || error instanceof LeaseLost)) {
    console.error(`The switch it finished (${error.switchLive}) is live, but the files that follow it could not all be written: ${error.message}`);
    console.error(`The step is left for the next run: the next release or rollback finishes it first, or now: npm run prerender -- --site ${values.site}`);
    process.exit(4);
  }
  const code = error instanceof DeployBusyError ? 5 : error instanceof PointerChanged || error instanceof LeaseLost ? 6 : error?.pushed === 'committed' ? 4 : 7;
  const why = { 4: 'Its files are committed and not all written: the next release, rollback or prerender finishes them.', 5: 'Nothing was written.', 6: 'Nothing of this run is live.', 7: 'Stopped by an unexpected error; run it again.' }[code];
  console.error(`${error.message}\n${why}`);
  process.exit(code);
}
