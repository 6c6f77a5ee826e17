/**
 * `npm run rollback -- <remote> [--to DIR]`: puts back the version of a remote that was live
 * before its last release (see --help).
 */
import path from 'node:path';
import { cli, fail } from '../cli/cli.mjs';
import { manifestUrlOf, readDeploy, readHistory, rollbackRemote, rootDir } from '../deploy/deploy.mjs';
import { remoteApp, REMOTES } from '../webpack/remote-apps.js';
import { rewriteAfterSwitch } from '../prerender/prerender-site.mjs';

const USAGE = `
Usage: npm run rollback -- <remote> [--to DIR]

Points remotes.json back, atomically, at the version of <remote> (${REMOTES.join(', ')}) that was
live before its last release, and removes that entry from releases/<remote>.json, so running
it again goes one more step back. Rolling back the first release of a new area (npm run
new-area) takes the area off the site. A prerendered (path-mode) deploy gets its routes' HTML,
404.html and sitemap.xml written again from the versions now live. Visitors get it on their next page load. Versions are never
deleted from the CDN folder, so a rolled-back release can be released again.

  --to DIR   the deploy folder (default: .site, where npm start deploys)
`;

const { values, positionals } = cli({ usage: USAGE, positionals: 1, options: { to: { type: 'string' } } });
const [remote] = positionals;
try {
  remoteApp(remote);
} catch (error) {
  fail(error.message, USAGE);
}
const dir = path.resolve(values.to ?? path.join(rootDir, '.site'));
try {
  readDeploy(dir);
  const { previous, current } = rollbackRemote(dir, remote);
  if (current === null) console.log(`Rolled back: ${remote}'s first release is undone; its pages are off the site.\n  was ${manifestUrlOf(previous)}`);
  else console.log(`Rolled back: ${remote} is live at its previous version.\n  was ${manifestUrlOf(previous)}\n  now ${manifestUrlOf(current)}`);
  console.log(`${readHistory(dir, remote).length} earlier version(s) left to roll back to.`);
} catch (error) {
  fail(error.message);
}
const unwritten = await rewriteAfterSwitch(dir);
if (unwritten) {
  console.error(`The rollback is live, but the path-mode HTML could not be written again: ${unwritten}`);
  fail(`Its pages open from the newer HTML until it is: npm run prerender -- --site ${path.relative(rootDir, dir) || dir}`);
}
