/**
 * Deploying the built apps into a deploy folder (layout.mjs): the shell's build, each remote's
 * build published and made live where startSwitches says.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeLiveFile } from '../html/index.mjs';
import { deployPaths, readRemotesJson, writeRemotesJson } from './layout.mjs';
import { movedEntry } from './entries.mjs';
import { assertBuilt, publishRemote } from './publish.mjs';
import { startSwitches } from './start-switches.mjs';
import { applySwitch, beginSwitch, readHistory, switchStep, writeDerivedFiles } from './switch/remote-switch.mjs';
import { clearSwitch, pendingSwitch } from './switch/journal.mjs';
import { FILES, REMOTES, buildFolderOf } from '../workspace/index.js';

/**
 * Deploys the built apps: the shell's build as the shell, each remote's build published and
 * made live. `fresh` starts from an empty folder (tests, benchmark); without it the remote
 * versions and release history already in `target` stay, and the switch to the new builds is
 * recorded like a release. `keepReleased` (npm start) makes a remote's build live only where
 * startSwitches says: a version released or rolled back to since the last start stays live.
 * @param {object} options
 * @param {string} options.target      the deploy folder
 * @param {string} options.cdnOrigin   where cdn/ is served, e.g. the local CDN origin (workspace localOrigin)
 * @param {string} [options.siteOrigin] where shell/ is served (for deploy.json and nginx)
 * @param {boolean} [options.fresh]    empty the folder first (default true)
 * @param {boolean} [options.keepReleased]  keep what a release or rollback made live (default false)
 * @param {(remote: string) => string} [options.prefixFor]  a remote's folder on the CDN instead
 *        of its content-addressed one
 * @param {Record<string,string>} [options.sources]  app name -> folder to deploy instead of its dist
 * @param {string} [options.bucket]  the s3:// address the deploy lives in, when `target` is a
 *        bucket's working copy (deploy.json keeps it: the copy is then served with the edge's CDN)
 * @returns {{ shellDir: string, cdnDir: string, remotes: Record<string, { manifest: string, integrity: { manifest: string, files: string } }>, switches: ReturnType<typeof import('./start-switches.mjs').startSwitches>['switches'] }}
 */
export function deploySite({ target, cdnOrigin, siteOrigin, fresh = true, keepReleased = false, prefixFor, sources = {}, bucket }) {
  assertBuilt();
  if (fresh) rmSync(target, { recursive: true, force: true });
  const { shellDir, cdnDir, deployFile, frameRenderer, startedFile } = deployPaths(target);
  // A step a killed release or rollback began is finished first: its pointer and history are what the deploy holds.
  const pending = pendingSwitch(target);
  if (pending) applySwitch(target, pending);
  // A start on other ports serves the same versions from the new CDN origin.
  const before = existsSync(deployFile) ? JSON.parse(readFileSync(deployFile, 'utf8')).cdnOrigin : cdnOrigin;
  const moved = (entries) => Object.fromEntries(Object.entries(entries).map(([remote, entry]) => [remote, movedEntry(entry, before, cdnOrigin)]));
  const live = moved(existsSync(path.join(shellDir, FILES.pointer)) ? readRemotesJson(shellDir) : {});
  const started = existsSync(startedFile) ? moved(JSON.parse(readFileSync(startedFile, 'utf8'))) : null;
  rmSync(shellDir, { recursive: true, force: true });
  cpSync(sources.shell ?? buildFolderOf('shell'), shellDir, { recursive: true });
  // The frame's renderer is for the deploy's own use: out of the served files.
  rmSync(frameRenderer, { force: true });
  const builtRenderer = path.join(shellDir, FILES.frameRenderer);
  if (existsSync(builtRenderer)) {
    mkdirSync(path.dirname(frameRenderer), { recursive: true });
    renameSync(builtRenderer, frameRenderer);
  }
  mkdirSync(cdnDir, { recursive: true });
  writeLiveFile(deployFile, `${JSON.stringify({ siteOrigin: siteOrigin ?? null, cdnOrigin, ...(bucket ? { bucket } : {}) }, null, 2)}\n`);
  writeRemotesJson(shellDir, live);
  const built = Object.fromEntries(
    REMOTES.map((remote) => [remote, publishRemote(target, remote, sources[remote] ?? buildFolderOf(remote), { cdnOrigin, prefix: prefixFor?.(remote) }).entry]),
  );
  const hadHistory = Object.fromEntries(REMOTES.map((remote) => [remote, readHistory(target, remote).length > 0]));
  const plan = startSwitches({ live, started, built, hadHistory, reset: !keepReleased });
  for (const { remote, action, entry } of plan.switches) {
    const step = action === 'made' && switchStep(target, remote, entry, { what: 'npm start' });
    if (step) {
      beginSwitch(target, step);
      applySwitch(target, step);
    }
  }
  writeLiveFile(startedFile, `${JSON.stringify(plan.started, null, 2)}\n`);
  // Once for all the remotes, and whether or not any changed: the shell's HTML is fresh from its build.
  writeDerivedFiles(target);
  clearSwitch(target);
  return { shellDir, cdnDir, remotes: readRemotesJson(shellDir), switches: plan.switches };
}
