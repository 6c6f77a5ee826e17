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
import { writeDerivedFiles } from '../deploy/index.mjs';
import { openDeployTarget } from '../bucket/index.mjs';
import { finishSwitch } from './finish-switch.mjs';
import { prerender } from './prerender-site.mjs';

const USAGE = `
Usage: npm run prerender -- [--site DIR|s3://BUCKET/PREFIX]

Writes every path-mode route's HTML with its content (and 404.html, sitemap.xml, robots.txt).
Without --site: into shell/dist, from a fresh deploy of the current builds (npm run build:static
runs it). With --site: re-renders a deployed folder (e.g. .site) in place, from the remote
versions its remotes.json names, with the shell's site-pages block and server configuration, and
first finishes a switch a killed release or rollback left half done: the repair after a crash.
It waits its turn on the deploy as a release does. The shell must be a path-mode build. SITE_ORIGIN=https://your.domain sets the origin of canonical URLs.
`;

const { values } = cli({ usage: USAGE, options: { site: { type: 'string' } } });
try {
  if (values.site) {
    const target = openDeployTarget(values.site);
    await target.readDeploy();
    // A deployed site: the deploy's writer for now, and the repair of a switch a killed release
    // or rollback left (finish-switch.mjs); without one, every file that follows remotes.json.
    await target.withTurn('a prerender of the site', async (dir) => {
      const repaired = await finishSwitch(dir);
      if (repaired) {
        console.log(`Finished: ${repaired.what}, begun at ${repaired.startedAt} and interrupted, is complete.`);
        return;
      }
      writeDerivedFiles(dir);
      await prerender({ site: dir, siteOrigin: process.env.SITE_ORIGIN || undefined });
    });
  } else {
    await prerender({ siteOrigin: process.env.SITE_ORIGIN || undefined });
  }
} catch (error) {
  fail(error.message);
}
