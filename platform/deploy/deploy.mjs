/**
 * The deploy folder, laid out the way the site is served:
 *   <dir>/shell/                      the shell's files, and remotes.json: which remote version runs
 *   <dir>/frame/static-frame.cjs      the shell build's renderer of its static frame, not served:
 *                                     each switch renders the frame with the live header links
 *   <dir>/cdn/<cdnPath>/<hash>/       each version of each remote, at a content-addressed,
 *                                     immutable path (shared/remote-apps.json gives cdnPath)
 *   <dir>/releases/<remote>.json      the entries remotes.json had for that remote before
 *   <dir>/deploy.json                 the origins it is served on (the shell's, the CDN's), and the
 *                                     bucket it lives in, if it does (bucket/deploy-target.mjs)
 *   <dir>/started.json                the entries npm start last made live from the dist/ builds
 *   <dir>/nginx/, shell/_headers, ... server configuration generated from the same source
 *                                     as the local server's headers (server-config.mjs)
 * `npm start`, `npm run release`/`rollback`, the browser tests and the benchmark all use it.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insideFolder } from './inside-folder.mjs';
import { writeLiveFile } from '../html/live-files.mjs';
import { crashPoint } from '../cli/crash-point.mjs';
import { clearSwitch, pendingSwitch, recordSwitch } from './switch-journal.mjs';
import { writeServerConfig } from './server-config.mjs';
import { liveDeclarations, writeSitePages } from '../html/site-pages-html.mjs';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const require = createRequire(import.meta.url);
/** @type {typeof import('../webpack/index.js')} */
const { REMOTES, remoteApp, appFolder } = require('../webpack/index.js');
const { files } = require('../../shared/remote-apps.json');
/** @type {typeof import('../webpack/index.js')} */
const { hashOfFiles, sri } = require('../webpack/index.js');

export function distDir(app) {
  return path.join(rootDir, appFolder(app), 'dist');
}

/** What a built app's dist holds: the shell's page, or a remote's manifest. */
function builtMarker(app) {
  return path.join(distDir(app), app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

export function assertBuilt() {
  const missing = ['shell', ...REMOTES].filter((app) => !existsSync(builtMarker(app)));
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

/** The manifest URL of a remotes.json entry: a pinned version (an object) or a plain URL. */
export function manifestUrlOf(entry) {
  return typeof entry === 'string' ? entry : entry?.manifest;
}

/**
 * The query of a preview link to a remotes.json entry (shell/src/platform/preview-link.ts reads
 * it), pinned as remotes.json pins it. Only a pinned link runs: the shell refuses one made from a
 * plain URL (the browser suite makes such links to see it refuse). The link carries nothing else,
 * so it is a few hundred bytes whatever the candidate declares: the shell reads the candidate's
 * pages from its pages.json, which the pinned map pins.
 */
export function previewQuery(remote, entry) {
  const query = new URLSearchParams({ preview: remote, manifest: manifestUrlOf(entry) });
  if (entry?.integrity) {
    query.set('manifest-integrity', entry.integrity.manifest);
    query.set('files-integrity', entry.integrity.files);
  }
  return query;
}

/** A build's content address: SHA-256 over its files' paths and bytes (12 hex digits). */
export function contentAddress(dir) {
  return hashOfFiles(dir, filesOf(dir).map((file) => path.join(dir, file))).digest('hex').slice(0, 12);
}

export function deployPaths(dir) {
  return {
    shellDir: path.join(dir, 'shell'),
    cdnDir: path.join(dir, 'cdn'),
    remotesFile: path.join(dir, 'shell', 'remotes.json'),
    releasesDir: path.join(dir, 'releases'),
    deployFile: path.join(dir, 'deploy.json'),
    startedFile: path.join(dir, 'started.json'),
    frameRenderer: path.join(dir, 'frame', files.frameRenderer),
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
  return JSON.parse(readFileSync(path.join(shellDir, 'remotes.json'), 'utf8'));
}

export function writeRemotesJson(shellDir, remotes) {
  // Atomically, and without precompressed copies: a stale one would be served instead.
  writeLiveFile(path.join(shellDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
}

/** Whether two remotes.json entries are the same version, pins and all (two missing entries are). */
export function sameEntry(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Writes the pages the versions in remotes.json declare into the shell's HTML
 * (site-pages-html.mjs): it follows remotes.json on every deploy, release and rollback.
 */
function writeDeclaredPages(dir) {
  const { shellDir, cdnDir, frameRenderer } = deployPaths(dir);
  writeSitePages(shellDir, liveDeclarations({ cdnDir, cdnOrigin: readDeploy(dir).cdnOrigin, remotes: readRemotesJson(shellDir) }), { frameRenderer });
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
  const added = !existsSync(path.join(dest, 'mf-manifest.json'));
  if (added) {
    mkdirSync(path.dirname(dest), { recursive: true });
    // Copied beside, then moved into place: a half-copied version is never served.
    const temporary = `${dest.replace(/\/$/, '')}.${process.pid}.tmp`;
    rmSync(temporary, { recursive: true, force: true });
    cpSync(buildDir, temporary, { recursive: true });
    rmSync(dest, { recursive: true, force: true });
    renameSync(temporary, dest);
  }
  const origin = cdnOrigin ?? readDeploy(dir).cdnOrigin;
  const manifestUrl = new URL(`${folder}mf-manifest.json`, origin).href;
  const integrity = { manifest: sriOf(path.join(dest, 'mf-manifest.json')), files: sriOf(path.join(dest, 'mf-integrity.json')) };
  return { hash, dir: dest, manifestUrl, entry: { manifest: manifestUrl, integrity }, added };
}

function historyFile(dir, remote) {
  return insideFolder(deployPaths(dir).releasesDir, `${remote}.json`);
}

/**
 * The entries remotes.json had for a remote before, oldest first; null before a new area's first release.
 * @returns {{ entry: null | string | { manifest: string, integrity?: { manifest: string, files: string } }, replacedAt: string }[]}
 */
export function readHistory(dir, remote) {
  const file = historyFile(dir, remote);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

function writeHistory(dir, remote, history) {
  mkdirSync(deployPaths(dir).releasesDir, { recursive: true });
  writeLiveFile(historyFile(dir, remote), `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * The switch that points remotes.json at another version of one remote (its entry: a pinned
 * version from publishRemote) and keeps the entry it replaces in the remote's history (with
 * `keepAbsence`, a release's, also none: a new area's first release, which its rollback then
 * takes off the site), as a step to apply (applySwitch); null when that entry is live already.
 * @returns {import('./switch-journal.mjs').SwitchStep & { previous: unknown, current: unknown } | null}
 */
export function switchStep(dir, remote, entry, { keepAbsence = false, what = `a switch of ${remote}` } = {}) {
  const remotes = readRemotesJson(deployPaths(dir).shellDir);
  const previous = remotes[remote];
  if (sameEntry(previous, entry)) return null;
  const history = readHistory(dir, remote);
  const kept = previous || keepAbsence ? [...history, { entry: previous ?? null, replacedAt: new Date().toISOString() }] : history;
  return { what, remote, remotes: { ...remotes, [remote]: entry }, history: kept, startedAt: new Date().toISOString(), previous, current: entry };
}

/**
 * The rollback of a remote as a step: remotes.json gets back the entry it had before the last
 * switch (for the first release of a new area, an entry of null, the remote is taken out: its
 * pages answer not found), and that entry leaves the history. Throws when there is none.
 */
export function rollbackStep(dir, remote) {
  const history = readHistory(dir, remote);
  const last = history.at(-1);
  if (!last) throw new Error(`Nothing to roll back: ${remote} has had no other version in ${dir}.`);
  const { [remote]: current, ...others } = readRemotesJson(deployPaths(dir).shellDir);
  const remotes = last.entry === null ? others : { ...others, [remote]: last.entry };
  return { what: `a rollback of ${remote}`, remote, remotes, history: history.slice(0, -1), startedAt: new Date().toISOString(), previous: current, current: last.entry };
}

/**
 * Records a step's intent (switch-journal.mjs) before any file of it changes: from here on the
 * journal says what the pointer, the history and the files that follow them must become, until
 * the step is finished (switchRemote, rollbackRemote, or the prerender's finishSwitch, which a
 * path-mode deploy needs) and the journal cleared.
 * @param {import('./switch-journal.mjs').SwitchStep} step
 */
export function beginSwitch(dir, { what, remote, remotes, history, startedAt }) {
  recordSwitch(dir, { what, remote, remotes, history, startedAt });
}

/**
 * Writes a begun step's history and pointer. Writing the same step again is harmless, which is
 * how a killed run's step is finished.
 * @param {import('./switch-journal.mjs').SwitchStep} step
 */
export function applySwitch(dir, { remote, remotes, history }) {
  if (!sameEntry(readHistory(dir, remote), history)) writeHistory(dir, remote, history);
  crashPoint('after-history');
  writeRemotesJson(deployPaths(dir).shellDir, remotes);
}

/** Every file of the shell's folder that follows remotes.json but the prerender's: the site-pages block and the server configuration. */
export function writeDerivedFiles(dir) {
  writeDeclaredPages(dir);
  writeServerConfig(dir);
}

/** A step begun and finished where no prerender is needed: its pointer and history, the files that follow them, the journal cleared. */
function switchWithoutPrerender(dir, step) {
  beginSwitch(dir, step);
  applySwitch(dir, step);
  writeDerivedFiles(dir);
  clearSwitch(dir);
}

/**
 * A switch for the tools and tests that need no prerender (a hash-mode deploy, the browser
 * suite's fixtures).
 */
export function switchRemote(dir, remote, entry, { keepAbsence = false } = {}) {
  const step = switchStep(dir, remote, entry, { keepAbsence });
  if (!step) return { previous: entry, current: entry, changed: false };
  switchWithoutPrerender(dir, step);
  return { previous: step.previous, current: entry, changed: true };
}

/** The rollback, as switchRemote is the switch: for what needs no prerender. */
export function rollbackRemote(dir, remote) {
  const step = rollbackStep(dir, remote);
  switchWithoutPrerender(dir, step);
  return { previous: step.previous, current: step.current };
}

/** The version a remotes.json entry names: its folder on the CDN, the build's content hash for a release's. */
export function versionOf(entry) {
  const manifest = manifestUrlOf(entry);
  return manifest ? new URL(manifest).pathname.split('/').at(-2) : null;
}


/**
 * What `npm start` does with each remote, which must change nothing it did not make live
 * itself: a version a release or a rollback put live since stays, unless `reset` asks for the
 * builds. A remote is made live from its dist/ build when its live entry is the one the last
 * start made live (`started`), when it has never been live (a new area's first start: no
 * entry and no history), or with `reset`.
 * @param {object} options
 * @param {Record<string, unknown>} options.live      remotes.json as it is
 * @param {Record<string, unknown> | null} options.started  the entries the last start made live
 *        (started.json); null for a deploy made before starts kept that record
 * @param {Record<string, unknown>} options.built     each remote's entry for its dist/ build
 * @param {Record<string, boolean>} options.hadHistory  whether a remote's releases/<remote>.json holds anything
 * @param {boolean} [options.reset]
 * @returns {{ switches: { remote: string, action: 'made' | 'unchanged' | 'kept', entry: unknown, replaced?: unknown, built: unknown, since?: 'released' | 'unrecorded' }[], started: Record<string, unknown> }}
 *   switches, one per remote: made, its build goes live (replacing `replaced`, if any);
 *   unchanged, its build is live already; kept, `entry` stays live instead of its build
 *   (`since`: released, a release or a rollback put it there after the last start; unrecorded,
 *   the deploy has no record of what a start made live).
 *   started: the record this start leaves, the entries it made live or found its own, and for
 *   any other remote the last start's entry
 */
export function startSwitches({ live, started, built, hadHistory, reset = false }) {
  const switches = Object.keys(built).map((remote) => {
    const current = live[remote];
    if (sameEntry(current, built[remote])) return { remote, action: 'unchanged', entry: current, built: built[remote] };
    const ours = current === undefined ? !hadHistory[remote] : sameEntry(current, started?.[remote]);
    if (reset || ours) return { remote, action: 'made', entry: built[remote], replaced: current, built: built[remote] };
    return { remote, action: 'kept', entry: current ?? null, built: built[remote], since: started === null ? 'unrecorded' : 'released' };
  });
  // A build found live already is this start's to replace next time when it was the last
  // start's too, or when no start has kept a record yet (it is the build, whoever put it there).
  // Any other remote keeps the last start's entry in the record: a rollback back to it hands
  // the remote back to npm start.
  const own = ({ remote, action, entry }) => action === 'made' || (action === 'unchanged' && (reset || started === null || sameEntry(entry, started[remote])));
  const record = switches.flatMap((row) => {
    if (own(row)) return [[row.remote, row.entry]];
    return started?.[row.remote] !== undefined ? [[row.remote, started[row.remote]]] : [];
  });
  return { switches, started: Object.fromEntries(record) };
}

/** An entry served from `from` moved to `to`: the same version where the CDN now is. */
export function movedEntry(entry, from, to) {
  const manifest = manifestUrlOf(entry);
  if (!manifest || new URL(manifest).origin !== from) return entry;
  const moved = new URL(new URL(manifest).pathname, to).href;
  return typeof entry === 'string' ? moved : { ...entry, manifest: moved };
}

/**
 * Deploys the built apps: the shell's build as the shell, each remote's build published and
 * made live. `fresh` starts from an empty folder (tests, benchmark); without it the remote
 * versions and release history already in `target` stay, and the switch to the new builds is
 * recorded like a release. `keepReleased` (npm start) makes a remote's build live only where
 * startSwitches says: a version released or rolled back to since the last start stays live.
 * @param {object} options
 * @param {string} options.target      the deploy folder
 * @param {string} options.cdnOrigin   where cdn/ is served, e.g. "http://localhost:3001"
 * @param {string} [options.siteOrigin] where shell/ is served (for deploy.json and nginx)
 * @param {boolean} [options.fresh]    empty the folder first (default true)
 * @param {boolean} [options.keepReleased]  keep what a release or rollback made live (default false)
 * @param {(remote: string) => string} [options.prefixFor]  a remote's folder on the CDN instead
 *        of its content-addressed one
 * @param {Record<string,string>} [options.sources]  app name -> folder to deploy instead of its dist
 * @param {string} [options.bucket]  the s3:// address the deploy lives in, when `target` is a
 *        bucket's working copy (deploy.json keeps it: the copy is then served with the edge's CDN)
 * @returns {{ shellDir: string, cdnDir: string, remotes: Record<string, { manifest: string, integrity: { manifest: string, files: string } }>, switches: ReturnType<typeof startSwitches>['switches'] }}
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
  const live = moved(existsSync(path.join(shellDir, 'remotes.json')) ? readRemotesJson(shellDir) : {});
  const started = existsSync(startedFile) ? moved(JSON.parse(readFileSync(startedFile, 'utf8'))) : null;
  rmSync(shellDir, { recursive: true, force: true });
  cpSync(sources.shell ?? distDir('shell'), shellDir, { recursive: true });
  // The frame's renderer is for the deploy's own use: out of the served files.
  rmSync(frameRenderer, { force: true });
  const builtRenderer = path.join(shellDir, files.frameRenderer);
  if (existsSync(builtRenderer)) {
    mkdirSync(path.dirname(frameRenderer), { recursive: true });
    renameSync(builtRenderer, frameRenderer);
  }
  mkdirSync(cdnDir, { recursive: true });
  writeLiveFile(deployFile, `${JSON.stringify({ siteOrigin: siteOrigin ?? null, cdnOrigin, ...(bucket ? { bucket } : {}) }, null, 2)}\n`);
  writeRemotesJson(shellDir, live);
  const built = Object.fromEntries(
    REMOTES.map((remote) => [remote, publishRemote(target, remote, sources[remote] ?? distDir(remote), { cdnOrigin, prefix: prefixFor?.(remote) }).entry]),
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
