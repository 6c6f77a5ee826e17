/**
 * `npm run build:static`: the site for a host that serves clean URLs (path mode): the remotes'
 * builds (rebuilt when their sources changed), the shell built for path mode into shell/dist,
 * then every route's HTML with its content, 404.html, sitemap.xml and robots.txt written there
 * by ../prerender/prerender-site.mjs. Deploy shell/dist and the remotes' dist/ as any build (docs/releasing.md).
 */
import { cli, fail } from '../cli/cli.mjs';
import { buildShell, ensureBuilt, PATH_MODE } from './builds.mjs';
import { distDir } from '../deploy/deploy.mjs';
import { REMOTES } from '../webpack/index.js';
import { prerender } from '../prerender/prerender-site.mjs';

const USAGE = `
Usage: npm run build:static

Builds the site in path mode (clean URLs such as /solutions#sales) into the apps' dist/
folders and writes each route's HTML into shell/dist. SITE_ORIGIN=https://your.domain sets
the origin of canonical URLs and of the sitemap (default: the brand's siteOrigin).
`;

cli({ usage: USAGE });
try {
  await ensureBuilt(REMOTES);
  console.log('Building the shell in path mode...');
  await buildShell(distDir('shell'), PATH_MODE, { quiet: false });
  await prerender({ siteOrigin: process.env.SITE_ORIGIN || undefined });
} catch (error) {
  fail(error.message);
}
