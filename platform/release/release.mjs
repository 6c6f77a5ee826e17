/**
 * `npm run release -- <remote> [--to DIR] [--build-dir DIR]`: ships a new version of one remote
 * (see --help). Nothing visitors see changes unless the release gate passes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cli, fail } from '../cli/cli.mjs';
import { crashPoint } from '../cli/crash-point.mjs';
import { distDir, previewQuery, rootDir } from '../deploy/deploy.mjs';
import { openDeployTarget } from '../bucket/deploy-target.mjs';
import { isBucketAddress } from '../bucket/bucket-address.mjs';
import { releaseSwitch } from './release-switch.mjs';
import { releaseShell } from './release-shell.mjs';
import { appFolder, remoteApp, REMOTES } from '../webpack/index.js';
import { parseBrowserOption } from '../machine/index.mjs';
import { runJourneys } from './journeys.mjs';
import { briefly, candidatePages, gatePassed, missingModules } from './release-decisions.mjs';
import { serveDeployed } from '../serve/index.mjs';
import { remoteCandidateDisagreement } from './singleton-compat.mjs';

const USAGE = `
Usage: npm run release -- <remote> [--to DIR|s3://BUCKET/PREFIX] [--build-dir DIR] [--browser ENGINE]
       npm run release -- shell [--to DIR] [--build-dir DIR] [--browser ENGINE]

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
     in every engine given;
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
prerendered in path mode), every area's journeys run against it, and only then is its HTML
written over the live HTML, the shell it replaces kept in releases/shell.json for
npm run rollback -- shell. remotes.json and the remotes' files are not touched. (A deploy
folder only, for now: not a bucket.)

  --to DIR         the deploy folder (default: .site, where npm start deploys), or a bucket,
                   s3://BUCKET/PREFIX, through the AWS SDK's configuration (AWS_ENDPOINT_URL_S3
                   for an S3-compatible store): docs/releasing.md, "A deploy in a bucket"
  --build-dir DIR  ship this build of the remote (or the shell) instead of building it
  --browser ENGINE chromium, firefox, webkit or all (default: every one installed here, named
                   in the output); a candidate that fails in any of them is not released

Exit code: 0 released (or a release of it that was interrupted after its switch is now
complete); 1 the gate refused the candidate; 2 nothing released (wrong arguments, no deploy, no
build, a build that failed, a declaration refused); 3 nothing released: that version is live
already; 4 released, but a file that follows the switch could not be written (the next run
finishes it; it says how to now); 5 nothing released: another run held the deploy past the
wait; 6 nothing released: the remote's live version changed while the gate ran (both named).
`;

const { values, positionals } = cli({ usage: USAGE, positionals: 1, options: { to: { type: 'string' }, 'build-dir': { type: 'string' }, browser: { type: 'string' } } });
const [remote] = positionals;
let engines;
try {
  engines = parseBrowserOption(values.browser);
} catch (error) {
  fail(error.message, USAGE);
}
if (remote === 'shell') {
  if (isBucketAddress(values.to)) fail(`The shell's release works on a deploy folder, not yet on a bucket (${values.to}): deploy the whole site there with npm run deploy.`);
  process.exit(await releaseShell({ to: values.to, buildDir: values['build-dir'], engines }));
}
try {
  remoteApp(remote);
} catch (error) {
  fail(error.message, USAGE);
}
let target;
let deploy;
try {
  target = openDeployTarget(values.to ?? path.join(rootDir, '.site'));
  deploy = await target.readDeploy();
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

// Uploading needs no turn: a version's folder is content-addressed and moved into place whole,
// so two runs uploading at once write the same bytes or different folders.
let candidate;
try {
  candidate = await target.publish(remote, buildDir, { cdnOrigin: deploy.cdnOrigin });
} catch (error) {
  fail(`${error.message}\nNothing was released.`);
}
const shown = (where) => (target.kind === 'folder' ? path.relative(rootDir, where) || where : where);
console.log(`${candidate.added ? 'Uploaded' : 'Already uploaded'}: ${remote} ${candidate.hash} at ${shown(candidate.dir)}`);
crashPoint('after-upload');

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

/**
 * The release gate (the journeys against the deployed shell with the candidate previewed):
 * its verdict, the refusal told here. Returns true when it passed.
 */
async function gate({ live, dir }) {
  // Before any browser: a candidate whose ranges the live shell does not meet, or that carries its own copy of a singleton.
  const disagreement = remoteCandidateDisagreement(dir, remote, JSON.parse(readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')));
  if (disagreement) {
    return { code: 1, said: `\nRelease refused: ${remote} ${candidate.hash} and the live shell disagree on a shared library, so remotes.json is unchanged and visitors keep ${remote} at ${live}.\n${disagreement}\nThe candidate stays unused at ${candidate.dir}.` };
  }
  console.log(`Release gate: the deployed shell with ${remote} ${candidate.hash} previewed, ${remote}'s journeys...`);
  // The gate's own reports, beside the deploy it judged: the next release of the remote replaces them.
  // A bucket's working copy goes when the run ends: its gate's reports stay on this machine.
  const gateDir = target.kind === 'folder' ? path.join(dir, 'gate', remote) : path.join(rootDir, 'test-results', 'release-gate', remote);
  rmSync(gateDir, { recursive: true, force: true });
  let served;
  try {
    served = await serveDeployed(dir);
  } catch (error) {
    return { code: 2, said: `The release gate could not serve ${target.label}: ${error.message}\nNothing was released; the candidate stays unused at ${candidate.dir}.` };
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
  siteOrigin = deploy.siteOrigin ?? served.siteOrigin;
  if (gatePassed(verdict)) return { code: 0, said: `${verdict.passed} journey${verdict.passed === 1 ? '' : 's'} passed in ${verdict.engines.join(', ')}` };
  const lines = [`\nRelease refused: the gate failed, so remotes.json is unchanged and visitors keep ${remote} at ${live}.`];
  for (const { title, error } of verdict.failures) lines.push(`  ${title}: ${briefly(error)}`);
  if (existsSync(gateDir)) {
    lines.push(`The gate's report is kept in ${path.relative(process.cwd(), gateDir) || gateDir}/ until the next release of ${remote}:`);
    for (const line of verdict.evidence ?? []) lines.push(`  ${line}`);
  }
  lines.push(`The candidate stays unused at ${candidate.dir}; preview it yourself with\n  ${previewLink(siteOrigin)}`);
  return { code: 1, said: lines.join('\n') };
}

let siteOrigin = deploy.siteOrigin;
const undo = `npm run rollback -- ${remote}${values.to ? ` --to ${values.to}` : ''}`;
const code = await releaseSwitch({ target, remote, candidate, gate, undo, repairHint: `npm run prerender -- --site ${shown(target.label)}` });
if (code === 0) console.log(`Check it: npm run smoke -- ${siteOrigin ?? '<the site>'}\nUndo it:  ${undo}`);
process.exit(code);
