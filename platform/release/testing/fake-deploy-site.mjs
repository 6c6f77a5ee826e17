/**
 * A whole-site deploy (deploy/deploy-site.mjs, what npm run deploy -- --to DIR and npm start run)
 * of stand-in builds, as a process of its own: the kill test of the deploy (crash.test.mjs) kills
 * it at a step and runs it again. The stand-in shell of `version` (../../deploy/testing/fake-shell.mjs)
 * with a second page, 404.html, and every remote's stand-in build of that version, made live
 * (--reset). It takes no lock: the lock's own kill tests are a release's.
 *   node platform/release/testing/fake-deploy-site.mjs <deploy dir> <version>
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deploySite } from '../../deploy/index.mjs';
import { CDN_ORIGIN, SITE_ORIGIN, fakeBuild } from '../../deploy/testing/fake-deploy.mjs';
import { fakeShellBuild, fakeShellScript } from '../../deploy/testing/fake-shell.mjs';
import { REMOTES } from '../../workspace/index.js';

const [dir, version] = process.argv.slice(2);
const builds = path.join(path.dirname(dir), 'builds');
const shell = fakeShellBuild(builds, version);
writeFileSync(path.join(shell, '404.html'), `<!doctype html><html><head><title>Not found</title><script defer src="/${fakeShellScript(version).name}"></script></head><body><div id="root"><footer>Footer ${version}</footer></div></body></html>\n`);
const sources = { shell, ...Object.fromEntries(REMOTES.map((remote) => [remote, fakeBuild(builds, remote, version)])) };
deploySite({ target: dir, siteOrigin: SITE_ORIGIN, cdnOrigin: CDN_ORIGIN, fresh: false, sources });
console.log(`Deployed ${version}.`);
