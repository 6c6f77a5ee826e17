/**
 * Deploying the built apps into a deploy folder (layout.mjs): the shell's build, each remote's
 * build published and made live where startSwitches says.
 *
 * The shell's build goes in beside the live shell, never in place of it: every file whose name
 * carries its content's hash is added where no file of that name is (the old shell's stay, so a
 * page loaded before finds its scripts), every other file is written beside and renamed into
 * place (html/live-files.mjs), and the HTML last, index.html the very last, each whole. So a kill
 * at any step leaves every served file whole, the pages of the old shell or of the new one, each
 * naming scripts that are there, and remotes.json in place; the deploy run again finishes it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crashPoint } from '../cli/index.mjs';
import { removeLiveFile, writeFileAtomically, writeLiveFile } from '../html/index.mjs';
import { deployPaths, readHistory, readRemotesJson, writeRemotesJson } from './layout.mjs';
import { movedEntry } from './entries.mjs';
import { insideFolder } from './inside-folder.mjs';
import { assertBuilt, publishRemote } from './publish.mjs';
import { startSwitches } from './start-switches.mjs';
import { switchStep } from './switch/remote-switch.mjs';
import { clearSwitch, pendingSwitch } from './switch/journal.mjs';
import { applyStep, beginSwitch, writeDerivedFiles } from './switch/switch.mjs';
import { FILES, REMOTES, buildFolderOf } from '../workspace/index.js';


/** A name that carries its content's hash (main.d07e9bae.js, its map, licence and compressed copies): the same name holds the same code. */
const HASHED = /\.[0-9a-f]{8}\.js(\.|$)/;
const COMPRESSED = /\.(gz|br)$/;
const isHtml = (file) => file.endsWith('.html');

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Puts a shell build into the served shell folder beside the live shell (above): the deploy's
 * own files (remotes.json) and the build's version-only ones (its frame renderer, which goes to
 * `frameRenderer`; what it provides remotes) are not copied; HTML files the build no longer has
 * go once its index.html is in place.
 */
function placeShellBuild(shellDir, buildDir, frameRenderer) {
  const files = filesOf(buildDir).filter((file) => file !== FILES.pointer && file !== FILES.shellProvides && file !== FILES.frameRenderer);
  const sibling = new Set(files);
  const hasCopies = (file) => sibling.has(`${file}.gz`) || sibling.has(`${file}.br`);
  for (const file of files) {
    if (isHtml(file) || (COMPRESSED.test(file) && sibling.has(file.replace(COMPRESSED, '')))) continue;
    const source = path.join(buildDir, file);
    const dest = insideFolder(shellDir, file);
    mkdirSync(path.dirname(dest), { recursive: true });
    if (HASHED.test(path.basename(file))) {
      // A new name: no page names it yet, so a plain copy moved into place (its compressed copies after it).
      if (existsSync(dest)) continue;
      for (const part of [file, ...['.gz', '.br'].map((ext) => `${file}${ext}`).filter((copy) => sibling.has(copy))]) {
        writeFileAtomically(insideFolder(shellDir, part), readFileSync(path.join(buildDir, part)));
      }
    } else if (!existsSync(dest) || !readFileSync(dest).equals(readFileSync(source))) {
      writeLiveFile(dest, readFileSync(source), { compressed: hasCopies(file) });
    }
  }
  const renderer = path.join(buildDir, FILES.frameRenderer);
  if (existsSync(renderer)) {
    mkdirSync(path.dirname(frameRenderer), { recursive: true });
    writeLiveFile(frameRenderer, readFileSync(renderer));
  } else {
    removeLiveFile(frameRenderer);
  }
  crashPoint('deploy-shell-files');
  // index.html last: the home page, which hash mode serves for every route.
  const pages = files.filter(isHtml).sort((a, b) => Number(a === 'index.html') - Number(b === 'index.html'));
  for (const file of pages) {
    const dest = insideFolder(shellDir, file);
    mkdirSync(path.dirname(dest), { recursive: true });
    writeLiveFile(dest, readFileSync(path.join(buildDir, file)), { compressed: hasCopies(file) });
    crashPoint('deploy-mid-html');
  }
  const kept = new Set(pages);
  for (const file of existsSync(shellDir) ? filesOf(shellDir).filter(isHtml) : []) if (!kept.has(file)) removeLiveFile(insideFolder(shellDir, file));
}

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
  assertBuilt(sources);
  if (fresh) rmSync(target, { recursive: true, force: true });
  const { shellDir, cdnDir, deployFile, frameRenderer, startedFile } = deployPaths(target);
  // A step a killed release or rollback began is applied first: its pointer and history, or its
  // shell's record and files, are what the deploy holds. The files that follow, and the journal's
  // clearing, come once for all at the end.
  const pending = pendingSwitch(target);
  if (pending) applyStep(target, pending);
  // A start on other ports serves the same versions from the new CDN origin.
  const before = existsSync(deployFile) ? JSON.parse(readFileSync(deployFile, 'utf8')).cdnOrigin : cdnOrigin;
  const moved = (entries) => Object.fromEntries(Object.entries(entries).map(([remote, entry]) => [remote, movedEntry(entry, before, cdnOrigin)]));
  const live = moved(existsSync(path.join(shellDir, FILES.pointer)) ? readRemotesJson(shellDir) : {});
  const started = existsSync(startedFile) ? moved(JSON.parse(readFileSync(startedFile, 'utf8'))) : null;
  // The pointer first, so that no page of either shell is served without it; then the shell beside the live one.
  mkdirSync(shellDir, { recursive: true });
  writeRemotesJson(shellDir, live);
  placeShellBuild(shellDir, sources.shell ?? buildFolderOf('shell'), frameRenderer);
  mkdirSync(cdnDir, { recursive: true });
  writeLiveFile(deployFile, `${JSON.stringify({ siteOrigin: siteOrigin ?? null, cdnOrigin, ...(bucket ? { bucket } : {}) }, null, 2)}\n`);
  const built = Object.fromEntries(
    REMOTES.map((remote) => [remote, publishRemote(target, remote, sources[remote] ?? buildFolderOf(remote), { cdnOrigin, prefix: prefixFor?.(remote) }).entry]),
  );
  const hadHistory = Object.fromEntries(REMOTES.map((remote) => [remote, readHistory(target, remote).length > 0]));
  const plan = startSwitches({ live, started, built, hadHistory, reset: !keepReleased });
  for (const { remote, action, entry } of plan.switches) {
    const step = action === 'made' && switchStep(target, remote, entry, { what: 'npm start' });
    if (step) {
      beginSwitch(target, step);
      applyStep(target, step);
    }
  }
  writeLiveFile(startedFile, `${JSON.stringify(plan.started, null, 2)}\n`);
  // Once for all the remotes, and whether or not any changed: the shell's HTML is fresh from its build.
  writeDerivedFiles(target);
  clearSwitch(target);
  return { shellDir, cdnDir, remotes: readRemotesJson(shellDir), switches: plan.switches };
}
