/**
 * The deploy folder, laid out the way the site is served:
 *   <dir>/shell/                      the shell's files, and remotes.json: which remote version runs
 *   <dir>/frame/static-frame.cjs      the shell build's renderer of its static frame, not served:
 *                                     each switch renders the frame with the live header links
 *   <dir>/cdn/<cdnPath>/<hash>/       each version of each remote, at a content-addressed,
 *                                     immutable path (the workspace's facts give cdnPath)
 *   <dir>/releases/<remote>.json      the entries remotes.json had for that remote before
 *                                     (releases/shell.json: the shell's record of its versions)
 *   <dir>/deploy.json                 the origins it is served on (the shell's, the CDN's), and the
 *                                     bucket it lives in, if it does (bucket/deploy-target.mjs)
 *   <dir>/started.json                the entries npm start last made live from the dist/ builds
 *   <dir>/nginx/, shell/_headers, ... server configuration generated from the same source
 *                                     as the local server's headers (server/server-config.mjs)
 * Here: where each of those is, and reading and writing the pointer (remotes.json) and the
 * histories beside it.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeLiveFile } from '../html/index.mjs';
import { insideFolder } from './inside-folder.mjs';
import { FILES, FOLDERS } from '../workspace/index.js';

export function deployPaths(dir) {
  return {
    shellDir: path.join(dir, 'shell'),
    cdnDir: path.join(dir, 'cdn'),
    remotesFile: path.join(dir, 'shell', FILES.pointer),
    releasesDir: path.join(dir, FOLDERS.releases),
    deployFile: path.join(dir, 'deploy.json'),
    startedFile: path.join(dir, 'started.json'),
    frameRenderer: path.join(dir, 'frame', FILES.frameRenderer),
  };
}

/** The origins a deploy folder is served on: `{ siteOrigin, cdnOrigin }`. */
export function readDeploy(dir) {
  const { deployFile, remotesFile } = deployPaths(dir);
  if (!existsSync(deployFile) || !existsSync(remotesFile)) {
    throw new Error(`No deploy in ${dir}: run "npm start" once (it builds and deploys the site there).`);
  }
  return JSON.parse(readFileSync(deployFile, 'utf8'));
}

export function readRemotesJson(shellDir) {
  return JSON.parse(readFileSync(path.join(shellDir, FILES.pointer), 'utf8'));
}

export function writeRemotesJson(shellDir, remotes) {
  // Atomically, and without precompressed copies: a stale one would be served instead.
  writeLiveFile(path.join(shellDir, FILES.pointer), `${JSON.stringify(remotes, null, 2)}\n`);
}

function historyFile(dir, name) {
  return insideFolder(deployPaths(dir).releasesDir, `${name}.json`);
}

/**
 * releases/<name>.json: a remote's history, the entries remotes.json had for it before, oldest
 * first (an entry of null before a new area's first release: switch/remote-switch.mjs); or the
 * shell's record of its versions, an object (deploy/shell/shell-versions.mjs reads it as one).
 * [] before the first switch wrote one.
 * @returns {{ entry: null | string | { manifest: string, integrity?: { manifest: string, files: string } }, replacedAt: string }[]}
 */
export function readHistory(dir, name) {
  const file = historyFile(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

export function writeHistory(dir, name, history) {
  mkdirSync(deployPaths(dir).releasesDir, { recursive: true });
  writeLiveFile(historyFile(dir, name), `${JSON.stringify(history, null, 2)}\n`);
}
