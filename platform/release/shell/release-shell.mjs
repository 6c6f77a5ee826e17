/**
 * `npm run release -- shell [--to DIR|s3://BUCKET/PREFIX] [--build-dir DIR] [--browser ENGINE]`
 * (release.mjs hands the shell here): ships a new shell as a remote's release ships a remote,
 * into a folder or a bucket, with the same exit codes. The candidate is uploaded whole to
 * releases/shell/<hash>/ and its content-hashed files beside the live ones in shell/; it is
 * judged against the live remotes' manifests, staged with them (its HTML made as a deploy makes
 * it) and gated with every area's journeys; then its HTML is written over the live one
 * (shell-switch.mjs, deploy/shell/shell-versions.mjs).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fail, crashPoint } from '../../cli/index.mjs';
import { urlModeOf } from '../../deploy/shell/index.mjs';
import { FILES, buildFolderOf, rootDir } from '../../workspace/index.js';
import { ensureBuilt, pathModeShell } from '../../builds/index.mjs';
import { serveDeployed } from '../../serve/index.mjs';
import { gateJourneys } from '../gate/journeys.mjs';
import { allowedChangeLines, shellLooksPlan } from '../gate/looks/index.mjs';
import { briefly, gatePassed } from '../gate/release-decisions.mjs';
import { openCommandDeploy, shownPlace } from '../command-deploy.mjs';
import { shellReleaseSwitch } from './shell-switch.mjs';


/** What `--build-dir` must hold: a production build of the shell, made since builds record what they provide. */
function checkedBuild(buildDir, mode, label) {
  const page = path.join(buildDir, 'index.html');
  if (!existsSync(page)) fail(`${buildDir} holds no build of the shell (no index.html).`);
  if (!existsSync(path.join(buildDir, FILES.shellProvides))) {
    fail(`${buildDir} holds no ${FILES.shellProvides}, which a production build of the shell writes (what it provides remotes): build it again with this repository. Nothing was released.`);
  }
  const built = urlModeOf(readFileSync(page, 'utf8'));
  if (built !== mode) {
    fail(`${buildDir} is a ${built}-mode build of the shell, and the deploy at ${label} runs in ${mode} mode: build it with URL_MODE=${mode}${mode === 'path' ? ' (npm run build:static builds the path-mode shell)' : ''}. Nothing was released.`);
  }
}

/**
 * @param {{ to?: string, buildDir?: string, engines: string[] | null, looksChanged?: boolean }} options  the command's arguments
 * @returns {Promise<number>} the exit code
 */
export async function releaseShell({ to, buildDir: given, engines, looksChanged = false }) {
  const { target, deploy } = await openCommandDeploy(to);
  let mode;
  try {
    mode = await target.urlMode();
  } catch (error) {
    fail(error.message);
  }
  let buildDir = given && path.resolve(given);
  if (!buildDir) {
    console.log(`Building the shell (${mode} mode)...`);
    try {
      if (mode === 'path') buildDir = await pathModeShell();
      else {
        await ensureBuilt(['shell'], { quiet: true, log: () => {} });
        buildDir = buildFolderOf('shell');
      }
    } catch (error) {
      console.error(error.message);
      fail('The build of the shell failed (above): nothing was released.');
    }
  }
  checkedBuild(buildDir, mode, target.label);

  // Uploading needs no turn: a version's folder is content-addressed and moved into place whole.
  let candidate;
  try {
    candidate = await target.publishShell(buildDir);
  } catch (error) {
    fail(`${error.message}\nNothing was released.`);
  }
  console.log(`${candidate.added ? 'Uploaded' : 'Already uploaded'}: shell ${candidate.version} at ${shownPlace(target, candidate.dir)}`);
  crashPoint('after-upload');

  let siteOrigin = deploy.siteOrigin;
  /**
   * The gate: every area's journeys, the shell's own included, against the staged site, and the
   * look check: every route of the staged site against the live one (gate/looks/).
   */
  async function gate({ live, stageDir, dir }) {
    console.log(`Release gate: shell ${candidate.version} staged with the live remotes, every area's journeys and the look check...`);
    // Beside the deploy it judged; a bucket's working copy goes when the run ends, so its gate's reports stay on this machine.
    const gateDir = target.kind === 'folder' ? path.join(dir, 'gate', 'shell') : path.join(rootDir, 'test-results', 'release-gate', 'shell');
    rmSync(gateDir, { recursive: true, force: true });
    let served;
    let liveSite;
    try {
      served = await serveDeployed(stageDir);
      // The live site beside it, for the look check to compare with.
      liveSite = await serveDeployed(dir);
    } catch (error) {
      await served?.close();
      return { code: 2, said: `The release gate could not serve the staged shell at ${stageDir}, or the live site beside it: ${error.message}\nNothing was released; the candidate stays unused at ${candidate.dir}.` };
    }
    let verdict;
    try {
      const looks = shellLooksPlan({ dir, liveOrigin: liveSite.siteOrigin, stageOrigin: served.siteOrigin, meant: looksChanged });
      verdict = await gateJourneys({ baseUrl: served.siteOrigin, looks, engines, quiet: true, keepIn: gateDir });
      if (verdict.engines) console.log(`Engines: ${verdict.engines.join(', ')}`);
    } catch (error) {
      verdict = { passed: 0, failed: 1, failures: [{ title: 'engines', error: error.message }] };
    } finally {
      await served.close();
      await liveSite.close();
    }
    siteOrigin ??= served.siteOrigin;
    if (gatePassed(verdict)) {
      for (const line of allowedChangeLines(verdict.looks, path.relative(process.cwd(), gateDir) || gateDir)) console.log(line);
      return { code: 0, said: `${verdict.passed} check${verdict.passed === 1 ? '' : 's'} passed in ${verdict.engines.join(', ')}` };
    }
    const lines = [`\nRelease refused: the gate failed, so the live HTML is unchanged and visitors keep ${live ? `shell ${live}` : 'the shell live now'}.`];
    for (const { title, error } of verdict.failures) lines.push(`  ${title}: ${briefly(error)}`);
    if (existsSync(gateDir)) {
      lines.push(`The gate's report is kept in ${path.relative(process.cwd(), gateDir) || gateDir}/ until the next release of the shell:`);
      for (const line of verdict.evidence ?? []) lines.push(`  ${line}`);
    }
    lines.push(`The candidate stays unused at ${candidate.dir}${target.kind === 'folder' ? `; the site it was staged in is ${stageDir}` : ''}.`);
    return { code: 1, said: lines.join('\n') };
  }

  const undo = `npm run rollback -- shell${to ? ` --to ${to}` : ''}`;
  const code = await shellReleaseSwitch({ target, candidate, gate, undo });
  if (code === 0) console.log(`Check it: npm run smoke -- ${siteOrigin ?? '<the site>'}\nUndo it:  ${undo}`);
  return code;
}
