/**
 * `npm run release -- <remote> [--to DIR] [--build-dir DIR]`: ships a new version of one remote
 * (see --help). Nothing visitors see changes unless the release gate passes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cli, fail } from '../cli/cli.mjs';
import { deployPaths, distDir, manifestUrlOf, previewQuery, publishRemote, readDeploy, readRemotesJson, rootDir, switchRemote } from '../deploy/deploy.mjs';
import { appFolder, remoteApp, REMOTES } from '../webpack/remote-apps.js';
import { parseBrowserOption } from '../machine/engines.mjs';
import { runJourneys } from './journeys.mjs';
import { rewriteAfterSwitch } from '../prerender/prerender-site.mjs';
import { alreadyLive, briefly, candidatePages, gatePassed, missingModules } from './release-decisions.mjs';
import { serveDeployed } from '../serve/serve-site.mjs';

const USAGE = `
Usage: npm run release -- <remote> [--to DIR] [--build-dir DIR] [--browser ENGINE]

Ships a new version of one remote (${REMOTES.join(', ')}):
  1. builds it (npm run build in its folder), unless --build-dir names a build to ship;
  2. copies the build to its immutable, content-addressed folder of the deploy,
     cdn/<remote>/<hash>/ (a version already there is left as it is);
  3. runs the release gate: the deployed shell loads the new version through a pinned preview
     link, with the pages it declares (nothing changes for visitors); that remote's journeys
     run, and one through each header link its pages declare (the only one a new area has),
     in every engine given;
  4. only when the gate passes, points remotes.json at the new version, atomically, and keeps
     the entry it replaces in releases/<remote>.json (npm run rollback puts it back);
  5. in a prerendered (path-mode) deploy, writes the routes' HTML, 404.html and sitemap.xml
     again from the versions now live: a page added gets its HTML, a page removed loses it.
A gate that fails changes nothing visitors see, and says why; its journeys' HTML report,
traces and screenshots stay in DIR/gate/<remote>/ until that remote's next release.

  --to DIR         the deploy folder (default: .site, where npm start deploys)
  --build-dir DIR  ship this build of the remote instead of building it
  --browser ENGINE chromium, firefox, webkit or all (default: every one installed here, named
                   in the output); a candidate that fails in any of them is not released

Exit code: 0 released; 1 the gate refused the candidate; 2 nothing released (wrong arguments,
no deploy, no build, a build that failed); 3 nothing released: that version is live already;
4 released, but a path-mode deploy's HTML could not be written again (it says how to retry).
`;

const { values, positionals } = cli({ usage: USAGE, positionals: 1, options: { to: { type: 'string' }, 'build-dir': { type: 'string' }, browser: { type: 'string' } } });
const [remote] = positionals;
let engines;
try {
  engines = parseBrowserOption(values.browser);
} catch (error) {
  fail(error.message, USAGE);
}
try {
  remoteApp(remote);
} catch (error) {
  fail(error.message, USAGE);
}
const dir = path.resolve(values.to ?? path.join(rootDir, '.site'));
let deploy;
try {
  deploy = readDeploy(dir);
} catch (error) {
  fail(error.message);
}

let buildDir = values['build-dir'] && path.resolve(values['build-dir']);
if (buildDir) {
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) fail(`${buildDir} holds no build of a remote (no mf-manifest.json).`);
} else {
  console.log(`Building ${remote}...`);
  // Quiet when it works; when it fails, what webpack said (on stdout) is the reason, so it is shown.
  const build = spawnSync('npm', ['run', 'build', '-w', appFolder(remote)], { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (build.status !== 0) {
    const said = `${build.stdout ?? ''}\n${build.stderr ?? build.error?.message ?? ''}`.trim().split('\n');
    console.error(said.slice(-60).join('\n'));
    fail(`The build of ${remote} failed (above): nothing was released.`);
  }
  buildDir = distDir(remote);
}

// A declaration that claims a page of the shell or of another remote is refused before anything
// of the candidate is uploaded: the deploy stays as it was.
let declared;
try {
  declared = candidatePages(remote, buildDir);
} catch (error) {
  fail(`${error.message}\nNothing was released.`);
}

const candidate = publishRemote(dir, remote, buildDir, { cdnOrigin: deploy.cdnOrigin });
const liveEntry = readRemotesJson(deployPaths(dir).shellDir)[remote];
const live = manifestUrlOf(liveEntry);
console.log(`${candidate.added ? 'Uploaded' : 'Already uploaded'}: ${remote} ${candidate.hash} at ${path.relative(rootDir, candidate.dir) || candidate.dir}`);
if (alreadyLive(liveEntry, candidate)) {
  // Not a release: a job that meant to ship a change learns that it shipped none.
  console.error(`${remote} ${candidate.hash} is already live: nothing was released.`);
  process.exit(3);
}

/**
 * The candidate previewed as remotes.json would pin it: the shell reads the pages it declares
 * from its pinned pages.json, so the gate sees a page the release adds (or a whole new area) as
 * visitors will after the switch, and the link stays a few hundred bytes.
 */
const preview = previewQuery(remote, candidate.entry);
/** The header links the candidate declares: the gate walks them as a journey of their own. */
const headerLinks = declared.flatMap(({ path: page, nav }) => (nav ? [{ label: nav.label, path: page }] : []));
const previewLink = (siteOrigin) => `${siteOrigin}/?${preview}`;

/** Why the gate refuses a candidate before any browser runs, or null. */
async function structuralProblem(manifestUrl) {
  let manifest;
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return `its manifest answered ${response.status} at ${manifestUrl}`;
    manifest = await response.json();
  } catch (error) {
    return `its manifest could not be read at ${manifestUrl} (${error.cause?.code ?? error.message})`;
  }
  const missing = missingModules(manifest, declared);
  return missing.length ? `it does not expose ${missing.join(', ')}, which its pages.json declares` : null;
}

console.log(`Release gate: the deployed shell with ${remote} ${candidate.hash} previewed, ${remote}'s journeys...`);
// The gate's own reports, beside the deploy it judged: the folders of two releases at once
// (two deploys) never meet, and the next release of the remote replaces them.
const gateDir = path.join(dir, 'gate', remote);
rmSync(gateDir, { recursive: true, force: true });
let served;
try {
  served = await serveDeployed(dir);
} catch (error) {
  fail(`The release gate could not serve ${dir}: ${error.message}\nNothing was released; the candidate stays unused at ${candidate.dir}.`);
}
let verdict;
try {
  const problem = await structuralProblem(candidate.manifestUrl);
  verdict = problem
    ? { passed: 0, failed: 1, failures: [{ title: 'manifest', error: problem }] }
    : await runJourneys({ baseUrl: served.siteOrigin, journeys: [remote], preview, headerLinks, engines, quiet: true, keepIn: gateDir });
  if (verdict.engines) console.log(`Engines: ${verdict.engines.join(', ')}`);
} catch (error) {
  verdict = { passed: 0, failed: 1, failures: [{ title: 'engines', error: error.message }] };
} finally {
  await served.close();
}

if (!gatePassed(verdict)) {
  console.error(`\nRelease refused: the gate failed, so remotes.json is unchanged and visitors keep ${remote} at ${live}.`);
  for (const { title, error } of verdict.failures) console.error(`  ${title}: ${briefly(error)}`);
  if (existsSync(gateDir)) {
    console.error(`The gate's report is kept in ${path.relative(process.cwd(), gateDir) || gateDir}/ until the next release of ${remote}:`);
    for (const line of verdict.evidence ?? []) console.error(`  ${line}`);
  }
  console.error(`The candidate stays unused at ${candidate.dir}; preview it yourself with\n  ${previewLink(deploy.siteOrigin ?? served.siteOrigin)}`);
  process.exit(1);
}

const { previous } = switchRemote(dir, remote, candidate.entry, { keepAbsence: true });
console.log(`\nReleased: ${remote} ${candidate.hash} is live (${verdict.passed} journey${verdict.passed === 1 ? '' : 's'} passed in ${verdict.engines.join(', ')}).`);
console.log(`  was ${previous ? manifestUrlOf(previous) : 'not on the site (its first release)'}\n  now ${candidate.manifestUrl} (pinned by its SHA-384 in remotes.json)`);
const undo = `npm run rollback -- ${remote}${values.to ? ` --to ${values.to}` : ''}`;
const unwritten = await rewriteAfterSwitch(dir);
if (unwritten) {
  console.error(`\n${remote} is live, but the path-mode HTML could not be written again: ${unwritten}`);
  console.error(`Its pages open from the older HTML until it is: npm run prerender -- --site ${path.relative(rootDir, dir) || dir}\nOr undo the release: ${undo}`);
  process.exit(4);
}
console.log(`Check it: npm run smoke -- ${deploy.siteOrigin ?? served.siteOrigin}\nUndo it:  ${undo}`);
