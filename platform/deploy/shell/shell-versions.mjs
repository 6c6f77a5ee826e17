/**
 * The shell's versions in a deploy folder, and the switch from one to another by writing a few
 * small files (docs/releasing.md, "Releasing the shell"):
 *   <dir>/releases/shell/<hash>/   one build of the shell, whole, under its content hash; never
 *                                  overwritten, not served (its index.html is the template every
 *                                  HTML file of that version is made from)
 *   <dir>/releases/shell.json      which version is live, and those live before it, oldest first
 *   <dir>/shell/                   what is served: every version's content-hashed scripts side by
 *                                  side (a name with a hash holds the same bytes in every build),
 *                                  and the HTML of the live version
 * A switch uploads the candidate's hashed files beside the others, then writes its frame renderer
 * and, last, the HTML (index.html, and in a prerendered path-mode deploy app.html, each route's
 * HTML, 404.html and the sitemap), each file in one atomic write: on an object store, where only
 * a single object's write is atomic and nothing can be renamed, it is the same sequence of
 * puts. Until the HTML is written no visitor loads a byte of the new version; in between, each
 * HTML file is whole and names scripts that are all there, of one version or the other.
 * It is a step of the deploy's switch journal (switch/journal.mjs) like a remote's, so a run
 * killed midway is finished by the next (switch/switch.mjs).
 * Past 200 lines on purpose: the versions and their switch share the rules above (which files
 * are hashed, which are a version's own, which are HTML); split, both halves would need them.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { crashPoint } from '../../cli/index.mjs';
import { moveIntoPlace, removeLiveFile, stagingFolderFor, writeFileAtomically, writeLiveFile } from '../../html/index.mjs';
import { deployPaths, readHistory, readRemotesJson, writeHistory } from '../layout.mjs';
import { contentAddress } from '../publish.mjs';
import { insideFolder } from '../inside-folder.mjs';

const require = createRequire(import.meta.url);
const { FILES: files } = require('../../workspace/index.js');

/** The shell's name where a remote's would be: its history is releases/shell.json. */
export const SHELL = 'shell';

/** A file whose name carries its content's hash (main.d07e9bae.js, its map, licence and compressed copies). */
const HASHED = /\.[0-9a-f]{8}\.js(\.|$)/;
/** The files of a build that are its version's own and are never copied into shell/ as they are. */
const VERSION_ONLY = new Set([files.shellProvides, files.frameRenderer]);
const COMPRESSED = /\.(gz|br)$/;

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .sort();
}

const isHtml = (file) => /\.html(\.gz|\.br)?$/.test(file);

/** Where a version of the shell is kept. */
export function shellVersionDir(dir, version) {
  return insideFolder(path.join(deployPaths(dir).releasesDir, SHELL), version);
}

/**
 * Copies a shell build to its content-addressed folder, releases/shell/<hash>/, leaving one
 * already there as it is (a published version never changes); beside, then moved into place.
 * @returns {{ version: string, dir: string, added: boolean }}
 */
export function publishShell(dir, buildDir) {
  const version = contentAddress(buildDir);
  const dest = shellVersionDir(dir, version);
  const added = !existsSync(path.join(dest, 'index.html'));
  if (added) {
    mkdirSync(path.dirname(dest), { recursive: true });
    const temporary = stagingFolderFor(dest);
    cpSync(buildDir, temporary, { recursive: true });
    moveIntoPlace(temporary, dest);
  }
  return { version, dir: dest, added };
}

/**
 * releases/shell.json: the live version (`live`, null in a deploy made before shells were
 * recorded) and those live before it (`earlier`, oldest first), which rollback goes back through.
 * @returns {{ live: { version: string, since: string } | null, earlier: { version: string, replacedAt: string }[] }}
 */
export function readShellRecord(dir) {
  const record = readHistory(dir, SHELL);
  return Array.isArray(record) ? { live: null, earlier: [] } : { live: record.live ?? null, earlier: record.earlier ?? [] };
}

/** What a version of the shell provides remotes (its build's provided-shared.json), or null for a build made before it wrote one. */
export function shellProvidesOf(dir, version) {
  const file = path.join(shellVersionDir(dir, version), files.shellProvides);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** "hash" or "path": the URL mode a shell's page was built for (a hash-mode page links "/#/route"). */
export function urlModeOf(html) {
  return /href="?\/#\//.test(html) ? 'hash' : 'path';
}

/** Whether the deploy's shell is prerendered (path mode: it keeps the app's own page as app.html). */
export function isPrerenderedShell(shellDir) {
  return existsSync(path.join(shellDir, 'app.html'));
}

/** The URL mode the deploy's live shell runs in, from its app page. */
export function deployUrlMode(dir) {
  const { shellDir } = deployPaths(dir);
  const page = isPrerenderedShell(shellDir) ? 'app.html' : 'index.html';
  return urlModeOf(readFileSync(path.join(shellDir, page), 'utf8'));
}

/** What the prerender writes for a deploy (a prerendered shell folder, npm run build:static's, holds them too). */
const PRERENDERED = /^(sitemap\.xml|robots\.txt)(\.gz|\.br)?$/;

/** The files of a version that go into shell/ as they are: all but its HTML, the prerender's files and its version-only files. */
function servedFilesOf(versionDir) {
  return filesOf(versionDir).filter((file) => !isHtml(file) && !VERSION_ONLY.has(file) && !PRERENDERED.test(file));
}

/**
 * A version's page template: the app's own page, without a route's content. A prerendered shell
 * folder (npm run build:static) keeps it as app.html, its index.html being the home page's HTML.
 */
export function templateOf(dir, version) {
  const versionDir = shellVersionDir(dir, version);
  const appPage = path.join(versionDir, 'app.html');
  return readFileSync(existsSync(appPage) ? appPage : path.join(versionDir, 'index.html'), 'utf8');
}

/**
 * The files of a version whose names are in shell/ already with other bytes. A hashed name holds
 * the same code in every build, so only a source map or a licence can differ (a comment changed
 * in a source leaves the minified code and its name as they were): the live one is kept, and
 * these are only reported. An unhashed file that differs would change under the live pages
 * (`refused`): the shell's build gives every file it serves a hashed name, so one without is
 * refused rather than overwritten.
 * @returns {{ kept: string[], refused: string[] }}
 */
export function differingFiles(dir, version) {
  const versionDir = shellVersionDir(dir, version);
  const { shellDir } = deployPaths(dir);
  const kept = [];
  const refused = [];
  for (const file of servedFilesOf(versionDir)) {
    const live = path.join(shellDir, file);
    if (!existsSync(live) || readFileSync(live).equals(readFileSync(path.join(versionDir, file)))) continue;
    if (HASHED.test(path.basename(file))) kept.push(file);
    else refused.push(file);
  }
  return { kept, refused };
}

/**
 * Copies a version's served files into shell/ where they are not yet (never over a file that is):
 * the live HTML names none of the new ones, so no visitor loads them until the HTML is switched.
 * Each is written beside and renamed into place (live-files.mjs), compressed copies after the file.
 * @returns {number} how many were added
 */
export function uploadShellFiles(dir, version) {
  const versionDir = shellVersionDir(dir, version);
  const { shellDir } = deployPaths(dir);
  let added = 0;
  const ordered = servedFilesOf(versionDir).sort((a, b) => Number(COMPRESSED.test(a)) - Number(COMPRESSED.test(b)));
  for (const file of ordered) {
    const live = insideFolder(shellDir, file);
    if (existsSync(live)) continue;
    // Not writeLiveFile: without `compressed`, it would remove the copies uploaded beside an earlier file of the same name.
    writeFileAtomically(live, readFileSync(path.join(versionDir, file)));
    added += 1;
  }
  return added;
}

/**
 * The step that makes `version` the live shell (begun and finished as a remote's is,
 * switch/switch.mjs): releases/shell.json as it is to be, and
 * remotes.json as it is (a shell switch leaves it alone). `staged`: the folder of a staged deploy
 * whose HTML, prerendered for this version beside the live remotes, the switch copies
 * (prerender/stage-shell.mjs); without it, or when it no longer matches, the HTML is made from the
 * version's template and prerendered in place.
 * @param {string} dir
 * @param {{ version: string, what: string, record: ReturnType<typeof readShellRecord>, staged?: string }} options
 */
export function shellSwitchStep(dir, { version, what, record, staged }) {
  return {
    what,
    remote: SHELL,
    remotes: readRemotesJson(deployPaths(dir).shellDir),
    history: record,
    startedAt: new Date().toISOString(),
    shell: { version, ...(staged ? { staged: path.relative(dir, staged) } : {}) },
  };
}

/** The record after a release of `version`: the live one goes to `earlier`. */
export function releasedRecord(record, version) {
  const now = new Date().toISOString();
  return { live: { version, since: now }, earlier: record.live ? [...record.earlier, { version: record.live.version, replacedAt: now }] : record.earlier };
}

/** The record after a rollback: the last of `earlier` is live again. Throws when there is none. */
export function rolledBackRecord(dir, record) {
  const last = record.earlier.at(-1);
  if (!last) throw new Error(`Nothing to roll back: the shell has had no other version in ${dir}${record.live ? '' : ' (its live shell is not recorded: npm start records the one it deploys)'}.`);
  return { live: { version: last.version, since: new Date().toISOString() }, earlier: record.earlier.slice(0, -1) };
}

/** The HTML files under a folder (and their compressed copies left out), as paths from it. */
function htmlFilesOf(dir) {
  return existsSync(dir) ? filesOf(dir).filter((file) => file.endsWith('.html')) : [];
}

/** A staged folder that was staged for this version beside the remotes live now, or null. */
function usableStage(dir, { version, staged }) {
  if (!staged) return null;
  const stageDir = insideFolder(dir, staged);
  const marker = path.join(stageDir, 'stage.json');
  if (!existsSync(marker)) return null;
  const stage = JSON.parse(readFileSync(marker, 'utf8'));
  const remotes = readFileSync(deployPaths(dir).remotesFile, 'utf8');
  return stage.version === version && stage.remotes === remotes ? deployPaths(stageDir).shellDir : null;
}

/**
 * Writes a begun shell step: the record, the version's files beside the others, its frame
 * renderer, and last its HTML (the staged deploy's, or the template in every HTML file, which the
 * site-pages block, the frame and in path mode the prerender then fill: finish-switch.mjs).
 * remotes.json is not written. Writing the same step again is harmless, which is how a killed
 * run's step is finished. Returns whether the HTML written is prerendered already (a path-mode
 * deploy's, from its stage), so that no crawl of the live site need follow.
 */
export function applyShellSwitch(dir, step) {
  const { version } = step.shell;
  const { shellDir, frameRenderer } = deployPaths(dir);
  const versionDir = shellVersionDir(dir, version);
  if (JSON.stringify(readHistory(dir, SHELL)) !== JSON.stringify(step.history)) writeHistory(dir, SHELL, step.history);
  crashPoint('after-history');
  uploadShellFiles(dir, version);
  const renderer = path.join(versionDir, files.frameRenderer);
  if (existsSync(renderer)) {
    mkdirSync(path.dirname(frameRenderer), { recursive: true });
    writeLiveFile(frameRenderer, readFileSync(renderer));
  } else {
    rmSync(frameRenderer, { force: true });
  }
  crashPoint('after-shell-files');
  const staged = usableStage(dir, step.shell);
  const template = templateOf(dir, version);
  const pages = staged
    ? htmlFilesOf(staged).map((file) => [file, readFileSync(path.join(staged, file))])
    : [...new Set(['index.html', ...htmlFilesOf(shellDir)])].map((file) => [file, template]);
  // index.html last: the home page, which hash mode serves for every route.
  pages.sort(([a], [b]) => Number(a === 'index.html') - Number(b === 'index.html'));
  for (const [file, content] of pages) {
    const target = insideFolder(shellDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeLiveFile(target, content, { compressed: true });
    crashPoint('mid-shell-html');
  }
  if (!staged) return false;
  for (const file of ['sitemap.xml', 'robots.txt']) {
    if (existsSync(path.join(staged, file))) writeLiveFile(path.join(shellDir, file), readFileSync(path.join(staged, file)), { compressed: true });
  }
  // A page the staged crawl did not find is not one of this shell beside these remotes.
  const kept = new Set(pages.map(([file]) => file));
  for (const file of htmlFilesOf(shellDir)) if (!kept.has(file)) removeLiveFile(insideFolder(shellDir, file));
  return isPrerenderedShell(shellDir);
}

/**
 * After `npm start` (deploy-site.mjs, deploySite) has copied a shell build into shell/: that build is
 * recorded as a version and as the live one (the one before it kept for a rollback), and its
 * version-only files leave the served folder, as the frame renderer does.
 */
export function adoptStartedShell(dir, buildDir) {
  const { shellDir } = deployPaths(dir);
  rmSync(path.join(shellDir, files.shellProvides), { force: true });
  const { version } = publishShell(dir, buildDir);
  const record = readShellRecord(dir);
  if (record.live?.version === version) return;
  writeHistory(dir, SHELL, releasedRecord(record, version));
}
