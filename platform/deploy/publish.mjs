/**
 * Publishing a remote's build on the deploy's CDN: at a content-addressed folder of its own,
 * written once, beside, then moved into place; and the pins (SHA-384) its remotes.json entry
 * carries.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { insideFolder } from './inside-folder.mjs';
import { deployPaths, readDeploy } from './layout.mjs';
import { moveIntoPlace, stagingFolderFor } from '../html/index.mjs';
import { FILES, REMOTES, buildFolderOf, remoteApp } from '../workspace/index.js';
import { hashOfFiles, sri } from '../hashing/index.js';

/** What a built app's dist holds: the shell's page, or a remote's manifest. */
function builtMarker(app) {
  return path.join(buildFolderOf(app), app === 'shell' ? 'index.html' : FILES.manifest);
}

/** Throws unless every app is built; `sources`: apps deployed from another folder (tests' stand-in builds), which need no build. */
export function assertBuilt(sources = {}) {
  const missing = ['shell', ...REMOTES].filter((app) => !sources[app] && !existsSync(builtMarker(app)));
  if (missing.length) {
    throw new Error(`Not built yet: ${missing.join(', ')}. Run "npm run build" first.`);
  }
}

export function cdnPathOf(remote) {
  return remoteApp(remote).cdnPath;
}

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's Subresource Integrity value (what remotes.json pins). */
export function sriOf(file) {
  return sri(readFileSync(file));
}

/** A build's content address: SHA-256 over its files' paths and bytes (12 hex digits). */
export function contentAddress(dir) {
  return hashOfFiles(dir, filesOf(dir).map((file) => path.join(dir, file))).digest('hex').slice(0, 12);
}

/**
 * Copies a remote's build to its content-addressed folder on the CDN (or `prefix`), leaving a
 * folder that is already there as it is: a published version never changes. Its remotes.json
 * entry pins the manifest and the integrity map beside it (mf-integrity.json, which pins every
 * script) by their SHA-384.
 * @returns {{ hash: string, dir: string, manifestUrl: string, entry: { manifest: string, integrity: { manifest: string, files: string } }, added: boolean }}
 */
export function publishRemote(dir, remote, buildDir, { cdnOrigin, prefix } = {}) {
  const hash = contentAddress(buildDir);
  const folder = (prefix ?? `${cdnPathOf(remote)}${hash}/`).replace(/^\/?/, '/').replace(/\/?$/, '/');
  const { cdnDir } = deployPaths(dir);
  const dest = `${insideFolder(cdnDir, folder)}/`;
  // A version has a folder of its own: replacing cdn/ itself would take every other version with it.
  if (path.resolve(dest) === path.resolve(cdnDir)) throw new Error(`Refused to publish ${remote} at ${folder}: that is the CDN folder itself, not a version's folder in it.`);
  const added = !existsSync(path.join(dest, FILES.manifest));
  if (added) {
    mkdirSync(path.dirname(dest), { recursive: true });
    // Copied beside, then moved into place: a half-copied version is never served.
    const temporary = stagingFolderFor(dest);
    cpSync(buildDir, temporary, { recursive: true });
    moveIntoPlace(temporary, dest);
  }
  const origin = cdnOrigin ?? readDeploy(dir).cdnOrigin;
  const manifestUrl = new URL(`${folder}${FILES.manifest}`, origin).href;
  const integrity = { manifest: sriOf(path.join(dest, FILES.manifest)), files: sriOf(path.join(dest, FILES.integrityMap)) };
  return { hash, dir: dest, manifestUrl, entry: { manifest: manifestUrl, integrity }, added };
}
