/**
 * A remote's release, from its build to its switch (npm run release -- <remote>; the steps are
 * in release.mjs's --help), top-down: build it unless given a build, check its declaration,
 * upload it, then, in its turn on the deploy (releaseSwitch, below), gate it and switch.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fail, crashPoint } from '../../cli/index.mjs';
import { deployPaths, manifestUrlOf, previewQuery, readRemotesJson, sameEntry } from '../../deploy/index.mjs';
import { switchStep } from '../../deploy/switch/index.mjs';
import { serveDeployed } from '../../serve/index.mjs';
import { gateJourneys } from '../gate/journeys.mjs';
import { allowedChangeLines, remoteLooksPlan } from '../gate/looks/index.mjs';
import { alreadyLive, briefly, candidatePages, gatePassed, keptForVisitors, missingModules } from '../gate/release-decisions.mjs';
import { remoteCandidateDisagreement } from '../gate/singleton-compat.mjs';
import { openCommandDeploy, shownPlace } from '../command-deploy.mjs';
import { switchInTurn } from '../switch-turn.mjs';
import { FILES, appFolder, buildFolderOf, rootDir } from '../../workspace/index.js';

/**
 * @param {{ remote: string, to?: string, buildDir?: string, engines: string[] | null }} options  the command's arguments
 * @returns {Promise<number>} the exit code (release.mjs's --help lists them)
 */
export async function releaseRemote({ remote, to, buildDir: given, engines }) {
  const { target, deploy } = await openCommandDeploy(to);

  let buildDir = given && path.resolve(given);
  if (buildDir) {
    if (!existsSync(path.join(buildDir, FILES.manifest))) fail(`${buildDir} holds no build of a remote (no ${FILES.manifest}).`);
  } else {
    console.log(`Building ${remote}...`);
    // Quiet when it works; when it fails, what webpack said (on stdout) is the reason, so it is shown.
    const build = spawnSync('npm', ['run', 'build', '-w', appFolder(remote)], { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (build.status !== 0) {
      const said = `${build.stdout ?? ''}\n${build.stderr ?? build.error?.message ?? ''}`.trim().split('\n');
      console.error(said.slice(-60).join('\n'));
      fail(`The build of ${remote} failed (above): nothing was released.`);
    }
    buildDir = buildFolderOf(remote);
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
  console.log(`${candidate.added ? 'Uploaded' : 'Already uploaded'}: ${remote} ${candidate.hash} at ${shownPlace(target, candidate.dir)}`);
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
   * The release gate (the journeys against the deployed shell with the candidate previewed, and
   * the look check: the live site and the candidate pictured and compared, gate/looks/): its
   * verdict, the refusal told here.
   */
  async function gate({ live, dir }) {
    // Before any browser: a candidate whose ranges the live shell does not meet, or that carries its own copy of a singleton.
    const disagreement = remoteCandidateDisagreement(dir, remote, JSON.parse(readFileSync(path.join(buildDir, FILES.manifest), 'utf8')));
    if (disagreement) {
      return { code: 1, said: `\nRelease refused: ${remote} ${candidate.hash} and the live shell disagree on a shared library, so remotes.json is unchanged and ${keptForVisitors(remote, live)}.\n${disagreement}\nThe candidate stays unused at ${candidate.dir}.` };
    }
    console.log(`Release gate: the deployed shell with ${remote} ${candidate.hash} previewed, ${remote}'s journeys and the look check...`);
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
        : await gateJourneys({
            baseUrl: served.siteOrigin,
            journeys: [remote],
            preview,
            headerLinks,
            looks: remoteLooksPlan({ dir, remote, declared, siteOrigin: served.siteOrigin, preview }),
            engines,
            quiet: true,
            keepIn: gateDir,
          });
      if (verdict.engines) console.log(`Engines: ${verdict.engines.join(', ')}`);
    } catch (error) {
      verdict = { passed: 0, failed: 1, failures: [{ title: 'engines', error: error.message }] };
    } finally {
      await served.close();
    }
    siteOrigin = deploy.siteOrigin ?? served.siteOrigin;
    if (gatePassed(verdict)) {
      for (const line of allowedChangeLines(verdict.looks, path.relative(process.cwd(), gateDir) || gateDir)) console.log(line);
      return { code: 0, said: `${verdict.passed} check${verdict.passed === 1 ? '' : 's'} passed in ${verdict.engines.join(', ')}` };
    }
    const lines = [`\nRelease refused: the gate failed, so remotes.json is unchanged and ${keptForVisitors(remote, live)}.`];
    for (const { title, error } of verdict.failures) lines.push(`  ${title}: ${briefly(error)}`);
    if (existsSync(gateDir)) {
      lines.push(`The gate's report is kept in ${path.relative(process.cwd(), gateDir) || gateDir}/ until the next release of ${remote}:`);
      for (const line of verdict.evidence ?? []) lines.push(`  ${line}`);
    }
    lines.push(`The candidate stays unused at ${candidate.dir}; preview it yourself with\n  ${previewLink(siteOrigin)}`);
    return { code: 1, said: lines.join('\n') };
  }

  let siteOrigin = deploy.siteOrigin;
  const undo = `npm run rollback -- ${remote}${to ? ` --to ${to}` : ''}`;
  const code = await releaseSwitch({ target, remote, candidate, gate, undo });
  if (code === 0) console.log(`Check it: npm run smoke -- ${siteOrigin ?? '<the site>'}\nUndo it:  ${undo}`);
    return code;
}

/**
 * The release once its candidate is uploaded, in its turn on the deploy (switch-turn.mjs), as
 * releaseRemote runs it and as the kill and concurrency tests run it with a gate of their own
 * (testing/fake-release.mjs): it reads the remote's live entry, lets the gate judge the candidate
 * beside it, and switches only if that entry is still the live one: the pointer, the history and
 * every file that follows them as one step (deploy/switch/journal.mjs). Returns the release's
 * exit code (release.mjs --help lists them), having said what happened.
 * @param {object} options
 * @param {import('../../bucket/deploy-target.mjs').DeployTarget} options.target  the deploy (a folder or a bucket)
 * @param {string} options.remote
 * @param {{ hash: string, dir: string, manifestUrl: string, entry: object }} options.candidate  publishRemote's result
 * @param {(context: { live: string | undefined, dir: string }) => Promise<{ code: number, said: string }>} options.gate
 *   judges the candidate beside the live version, in the deploy folder `dir` (a bucket's: the
 *   run's working copy): code 0 passed (`said`: what passed), else the release's exit code and why
 * @param {string} options.undo  the command that undoes the release, for the output
 * @returns {Promise<number>}
 */
export function releaseSwitch({ target, remote, candidate, gate, undo }) {
  async function gateAndDecide(dir, { repaired, say }) {
    const liveEntry = readRemotesJson(deployPaths(dir).shellDir)[remote];
    const live = manifestUrlOf(liveEntry);
    if (alreadyLive(liveEntry, candidate)) {
      if (repaired?.remote === remote && alreadyLive(repaired.remotes[remote], candidate)) {
        say(() => console.log(`Released: ${remote} ${candidate.hash} is live; its release had switched and was interrupted before its files were all written, and is now complete.`));
        return 0;
      }
      // Not a release: a job that meant to ship a change learns that it shipped none.
      say(() => console.error(`${remote} ${candidate.hash} is already live: nothing was released.`));
      return 3;
    }
    const verdict = await gate({ live, dir });
    crashPoint('after-gate');
    if (verdict.code !== 0) {
      console.error(verdict.said);
      return verdict.code;
    }
    // The entry the gate judged beside must still be the live one (a writer that does not take
    // the lock, a hand edit): else the candidate would replace a version it was never judged beside.
    const now = readRemotesJson(deployPaths(dir).shellDir)[remote];
    if (!sameEntry(now, liveEntry)) {
      console.error(`\nRelease refused: ${remote} changed while the gate ran, from ${live ?? 'no version'} to ${manifestUrlOf(now) ?? 'no version'}; remotes.json is left as it is. Release again to judge ${candidate.hash} beside what is live now.`);
      return 6;
    }
    say(() => console.log(`\nReleased: ${remote} ${candidate.hash} is live (${verdict.said}).`));
    say(() => console.log(`  was ${live ?? 'not on the site (its first release)'}\n  now ${candidate.manifestUrl} (pinned by its SHA-384 in remotes.json)`));
    return { step: switchStep(dir, remote, candidate.entry, { keepAbsence: true, what: `a release of ${remote}` }) };
  }

  return switchInTurn(target, {
    what: `a release of ${remote}`,
    meant: {
      remote,
      entry: candidate.entry,
      done: `Released: ${remote} ${candidate.hash} is live.`,
      refused: 'Release refused',
      nothing: `Nothing was released; the candidate stays unused at ${candidate.dir}.`,
    },
    decide: gateAndDecide,
    unfinished: { what: remote, shows: 'Its pages may show the older HTML and links', undo },
  });
}
