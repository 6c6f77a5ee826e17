/**
 * `npm run deploy -- --to <DIR|s3://BUCKET/PREFIX> --site-origin URL --cdn-origin URL`: the whole
 * site from the current builds, into a deploy folder or a bucket (see --help). What `npm start`
 * does into .site, for a deploy served elsewhere; the first deploy of a bucket.
 */
import { mkdirSync } from 'node:fs';
import { cli, fail } from '../cli/index.mjs';
import { assertBuilt, deploySite, versionOf } from '../deploy/index.mjs';
import { adoptStartedShell } from '../deploy/shell/index.mjs';
import { buildFolderOf, REMOTES } from '../workspace/index.js';
import { openDeployTarget } from '../bucket/index.mjs';
import { describePrerender, prerenderDeploy } from '../prerender/index.mjs';
import { turnEnded } from './turn-outcome.mjs';

const USAGE = `
Usage: npm run deploy -- --to DIR|s3://BUCKET/PREFIX --site-origin URL --cdn-origin URL [--reset]

Deploys the whole site from the current builds (npm run build, or npm run build:static for a
prerendered path-mode shell): the shell's build goes in beside the live shell (its hashed files
added, the old shell's kept, its other files and last its HTML each replaced whole, so a deploy
killed at any step leaves the old site or the new one served) and is recorded as the live
shell's version (npm run rollback -- shell goes back from it), and each remote's build
is uploaded to its immutable, content-addressed folder, cdn/<remote>/<hash>/, and made live
where the last deploy from builds made it live or where the remote has never been live. A
version released or rolled back to since stays live (--reset makes every build live), as with
npm start. A prerendered shell gets its routes' HTML, 404.html and sitemap.xml written again
from the versions now live. Every switch is kept in the remotes' histories (npm run rollback).

  --to DIR|s3://BUCKET/PREFIX  the deploy folder, or a bucket through the AWS SDK's configuration
                               (AWS_ENDPOINT_URL_S3 for an S3-compatible store)
  --site-origin URL            where the deploy's shell/ is served (for a bucket: the edge's origin)
  --cdn-origin URL             where its cdn/ is served; remotes.json names each version by it
  --reset                      make every remote's build live, in place of what was released

It waits its turn on the deploy as a release does. Exit code: 0 deployed; 2 nothing deployed
(wrong arguments, no build); 4 committed in the bucket but not all written (the next run
finishes it); 5 another run held the deploy past the wait; 6 nothing deployed: the bucket changed
under this run (its remotes.json moved by a writer without the lock, or its lock taken over while
it stalled); 7 stopped by an unexpected error (the store, the network, a fault of this tool).
After 4, 6 and 7 it says what is live now, read from the deploy.
`;

const { values } = cli({ usage: USAGE, options: { to: { type: 'string' }, 'site-origin': { type: 'string' }, 'cdn-origin': { type: 'string' }, reset: { type: 'boolean' } } });
for (const option of ['to', 'site-origin', 'cdn-origin']) if (!values[option]) fail(`--${option} is needed.`, USAGE);
const origin = (option) => {
  try {
    const url = new URL(values[option]);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    return fail(`--${option} "${values[option]}" is not an http(s) origin, such as https://www.example.com.`, USAGE);
  }
};
const siteOrigin = origin('site-origin');

/** What became of each remote: its build made live, live already, or a released version kept. */
function report(switches) {
  return switches.map(({ remote, action, replaced, entry, built }) => {
    if (action === 'made') return `  ${remote}: ${versionOf(built)} made live${replaced ? `, replacing ${versionOf(replaced)}` : ''}`;
    if (action === 'unchanged') return `  ${remote}: ${versionOf(built)} live already`;
    return `  ${remote}: ${entry ? `${versionOf(entry)} kept live` : 'kept off the site'} (released or rolled back to since), not the build ${versionOf(built)}: --reset makes that live`;
  });
}
const cdnOrigin = origin('cdn-origin');

let target;
try {
  target = openDeployTarget(values.to);
  assertBuilt();
  // A folder's first deploy makes it (its lock lives in it); a bucket needs no folder.
  if (target.kind === 'folder') mkdirSync(target.dir, { recursive: true });
} catch (error) {
  fail(error.message, USAGE);
}

try {
  // A bucket's versions go up before its turn, as a release's candidate does: the crawl of a
  // prerendered shell reads them through the edge.
  if (target.kind === 'bucket') for (const remote of REMOTES) await target.publish(remote, buildFolderOf(remote), { cdnOrigin });
  const { switches, prerendered } = await target.withTurn('a deploy of the site', async (dir) => {
    const deployed = deploySite({ target: dir, siteOrigin, cdnOrigin, fresh: false, keepReleased: !values.reset, bucket: target.bucket?.address });
    // The shell deployed is recorded as a version, as npm start records it: npm run rollback -- shell can go back to it.
    adoptStartedShell(dir, buildFolderOf('shell'));
    return { switches: deployed.switches, prerendered: await prerenderDeploy(dir) };
  });
  console.log(`Deployed the site to ${target.label}.\n${report(switches).join('\n')}`);
  if (prerendered) console.log(describePrerender(prerendered));
  console.log(`Site: ${siteOrigin}/`);
} catch (error) {
  process.exit(await turnEnded(error, target, { done: `Deployed the site to ${target.label}.`, refused: 'Deploy refused', nothing: 'Nothing was deployed; run it again.' }));
}
