/**
 * The workspace's facts, for everything that builds, serves, ships and tests the site: the
 * repository's root and the folders in it, the remotes by name, the file names a build and a
 * deploy agree on, the ports, the route table, the URL modes and the preview link's parameters.
 * They are written once, in shared/workspace.json (which the apps read through
 * shared/src/config/workspace.ts); this module adds only what follows from where the repository
 * is. It is the bottom of the platform's layers: it imports nothing of the platform.
 * CommonJS, so that webpack configs, jest and the .mjs tools all read the same module.
 */
const path = require('node:path');
const facts = require('../../shared/workspace.json');

/** The repository's root folder. */
const rootDir = path.resolve(__dirname, '../..');

/** The remotes' names, in the list's order (the header's). */
const REMOTES = facts.remotes.map(({ name }) => name);

/** The files a remote's build and a deploy hold, by role: { manifest, integrityMap, entry, declaration, pointer, ... }. */
const FILES = facts.files;

/** The local origins' ports: { shell, cdn }. */
const PORTS = facts.ports;

/** The URL mode a build gets when it names none ("hash"), and the other one ("path"). */
const DEFAULT_URL_MODE = facts.urlModes.default;
const OTHER_URL_MODE = facts.urlModes.other;

/** A preview link's query parameters: { remote, manifest, manifestIntegrity, filesIntegrity, retired }. */
const PREVIEW_PARAMS = facts.previewParams;

/** How long a request for a remote's manifest, entry or chunk may take, in ms. */
const REQUEST_TIMEOUT_MS = facts.requestTimeoutMs;

/** The route table: path → route name. Its paths are the shell's pages and each remote's first page. */
const ROUTES = facts.routes;

/** The folder names inside the repository: { build: "dist", releases, cache }. */
const FOLDERS = facts.folders;

/** Where the repository keeps what it makes and may throw away: builds, scratch copies. */
const cacheDir = path.join(rootDir, FOLDERS.cache);

/** The deploy folder `npm start` makes and serves, and the release tools' default `--to`. */
const localDeployDir = path.join(rootDir, FOLDERS.localDeploy);

/**
 * A remote's entry in the list: its dev port, CDN path and path prefixes. A name the list does
 * not hold fails the same way everywhere, naming the remotes it does hold (the message
 * `npm run release` and `rollback` show for a mistyped name).
 * @param {string} name
 */
function remoteApp(name) {
  const app = facts.remotes.find((remote) => remote.name === name);
  if (!app) throw new Error(`There is no remote called "${name}": shared/workspace.json names ${REMOTES.join(', ')}.`);
  return app;
}

/**
 * An app's folder in the repository, by convention: "shell", "shared", "remote-<name>".
 * @param {string} app
 * @returns {string}
 */
function appFolder(app) {
  return app === 'shell' || app === 'shared' ? app : `remote-${app}`;
}

/** An app's folder as a path, in the repository or in `root` (a scratch copy of it). */
function appDir(app, root = rootDir) {
  return path.join(root, appFolder(app));
}

/** Where an app's build goes: <app>/dist. */
function buildFolderOf(app, root = rootDir) {
  return path.join(appDir(app, root), FOLDERS.build);
}

/** A remote's declaration, as a message names it: "remote-contact/pages.json". */
function declarationFile(name) {
  return `${appFolder(name)}/${FILES.declaration}`;
}

/** The local origin of the shell or the CDN on `port` (default: the workspace's). */
function localOrigin(which, port = PORTS[which]) {
  return `http://localhost:${port}`;
}

module.exports = {
  rootDir,
  cacheDir,
  localDeployDir,
  REMOTES,
  FILES,
  FOLDERS,
  PORTS,
  DEFAULT_URL_MODE,
  OTHER_URL_MODE,
  PREVIEW_PARAMS,
  REQUEST_TIMEOUT_MS,
  ROUTES,
  remoteApp,
  appFolder,
  appDir,
  buildFolderOf,
  declarationFile,
  localOrigin,
};
