import { pathModeShell, prerenderedShell, SUITE_CANONICAL_ORIGIN as CANONICAL_ORIGIN } from '../platform/builds/index.mjs';
import { deployAndServe } from '../platform/serve/index.mjs';

/**
 * Deploys the current production build to a temporary folder and serves the shell and the
 * remotes' CDN on two origins (platform/serve/serve-site.mjs). Workers read SITE_URL and CDN_URL,
 * and SITE_DIR, the deploy folder those serve.
 * Beside it, the same build with a path-mode shell and every route's HTML prerendered, as
 * `npm run build:static` makes it (both kept in .cache/builds/ while their inputs are the same:
 * platform/builds/builds.mjs): PATH_SITE_URL, its CDN at PATH_SITE_CDN_URL, its shell folder
 * PATH_SITE_DIR, the routes prerendered PATH_SITE_ROUTES, their canonical origin
 * PATH_SITE_CANONICAL; the prerendered shell to deploy elsewhere PATH_SITE_SHELL and the
 * path-mode build without the routes' HTML PATH_MODE_SHELL. The journeys run there a second
 * time and seo.spec.ts reads it. A team's loop whose chosen tests do not read the path-mode site
 * (E2E_WITHOUT_PATH_SITE, platform/tools/test-runner/run-tests.mjs) has it neither built nor served.
 */
export default async function globalSetup() {
  const started = Date.now();
  const site = await deployAndServe();
  process.env.SITE_URL = site.siteOrigin;
  process.env.CDN_URL = site.cdnOrigin;
  process.env.SITE_DIR = site.dir;
  if (process.env.E2E_WITHOUT_PATH_SITE) {
    console.log(`Global setup: the hash-mode site deployed and served in ${Math.round((Date.now() - started) / 1000)} s (no test of this run reads the path-mode site)`);
    return async () => {
      await site.close();
    };
  }

  const { shellDir, routes } = await prerenderedShell({ canonicalOrigin: CANONICAL_ORIGIN });
  const pathSite = await deployAndServe({ sources: { shell: shellDir } });
  process.env.PATH_SITE_URL = pathSite.siteOrigin;
  process.env.PATH_SITE_CDN_URL = pathSite.cdnOrigin;
  process.env.PATH_SITE_DIR = pathSite.shellDir;
  process.env.PATH_SITE_ROUTES = JSON.stringify(routes);
  process.env.PATH_SITE_CANONICAL = CANONICAL_ORIGIN;
  process.env.PATH_SITE_SHELL = shellDir;
  process.env.PATH_MODE_SHELL = await pathModeShell();
  console.log(`Global setup: both sites deployed and served in ${Math.round((Date.now() - started) / 1000)} s`);
  return async () => {
    await site.close();
    await pathSite.close();
  };
}
