/**
 * platform/declarations: the pages each remote declares in its own remote-<name>/pages.json, checked, for the builds,
 * the deploy tools and the contract checks: a declaration that breaks the ownership rules
 * (shared/src/pages/site-pages.js) fails every build that reads it. The remotes themselves are
 * the workspace's facts (platform/workspace/).
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { REMOTES, ROUTES, FILES, rootDir, remoteApp, declarationFile } = require('../workspace/index.js');
const { declarationProblems, shellPathsOf } = require('../../shared/src/pages/site-pages');
const { parseDeclaration } = require('../../shared/src/pages/declaration-schema');
const { sri } = require('../hashing/index.js');

/** The shell's own pages: the route table's paths under no remote's prefix. */
const SHELL_PATHS = shellPathsOf(Object.keys(ROUTES), REMOTES.map(remoteApp));

/**
 * Checks a remote's declaration (the parsed JSON of `file`) against the shell's pages and the
 * other remotes' prefixes in shared/workspace.json, and gives its pages; throws with every
 * problem, each naming the page and, for a path that is someone else's, its owner.
 * @param {string} name  the remote
 * @param {unknown} json its pages.json
 * @param {string} [file] how the message names the declaration
 * @param {{ requireHead?: boolean }} [options] requireHead: as the build checks (declarationProblems)
 * @returns {import('../../shared/src/pages/site-pages').DeclaredPage[]}
 */
function checkedPages(name, json, file = declarationFile(name), { requireHead = false } = {}) {
  const { prefixes } = remoteApp(name);
  const otherRemotes = REMOTES.filter((other) => other !== name).map(remoteApp);
  // The shape first (declaration-schema.js), so the ownership rules read only well-typed data.
  const { declaration, problems: shape } = parseDeclaration(json);
  const problems = declaration ? declarationProblems({ name, prefixes, pages: declaration.pages }, { shellPaths: SHELL_PATHS, otherRemotes }, { requireHead }) : shape;
  if (problems.length) throw new Error(`${file} is refused:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return declaration.pages;
}

/**
 * The checked pages (checkedPages) of the declaration in the file at `file`, named `shownAs` in
 * messages: the repository's, a candidate build's, a deployed version's. Throws when it cannot
 * be read (with the error's code: ENOENT when there is none) or is not JSON.
 * @param {string} name
 * @param {string} file
 * @param {string} [shownAs]
 * @param {{ requireHead?: boolean }} [options]
 */
function checkedPagesIn(name, file, shownAs = file, options = {}) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw Object.assign(new Error(`${shownAs} could not be read: ${error.message}`), { code: error.code });
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${shownAs} is not valid JSON (${error.message}).`);
  }
  return checkedPages(name, json, shownAs, options);
}

/**
 * The checked pages (checkedPagesIn) of a built version of the remote `name` in `folder` (a
 * candidate's build, a deployed version): its pages.json must be the one its build wrote, whose
 * SHA-384 the mf-integrity.json beside it lists (a build made before the map listed it is taken
 * as it is), and with `mapPin`, remotes.json's pin of that map, the map must be the one pinned.
 * So an altered declaration is refused like an altered script. Throws, saying which file does
 * not match.
 * @param {string} name
 * @param {string} folder
 * @param {string} [mapPin]
 */
function builtPagesIn(name, folder, mapPin) {
  const { declaration, integrityMap } = FILES;
  const file = path.join(folder, declaration);
  const mapFile = path.join(folder, integrityMap);
  let map = null;
  try {
    map = readFileSync(mapFile);
  } catch {
    // No map: a pin cannot match, and an unpinned build is read as it is.
  }
  if (mapPin && (!map || sri(map) !== mapPin)) throw new Error(`${mapFile} is not the one remotes.json pins: the version's pages are refused.`);
  let listed;
  try {
    listed = map && JSON.parse(map.toString('utf8')).files?.[declaration];
  } catch {
    throw new Error(`${mapFile} is not valid JSON: the version's pages are refused.`);
  }
  if (listed) {
    let bytes;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      throw Object.assign(new Error(`${file} could not be read: ${error.message}`), { code: error.code });
    }
    if (sri(bytes) !== listed) throw new Error(`${file} is not the one its build wrote (its SHA-384 is not the one ${integrityMap} lists): refused.`);
  }
  return checkedPagesIn(name, file);
}

/**
 * The pages the remote `name` declares in remote-<name>/pages.json, checked (checkedPages).
 * @param {string} name
 * @param {string} [root] the repository to read it from (a scratch copy's, in the browser suite)
 */
function declaredPages(name, root = rootDir) {
  remoteApp(name);
  // What a build declares now must give each page its head; a built version may be older.
  return checkedPagesIn(name, path.join(root, declarationFile(name)), declarationFile(name), { requireHead: true });
}

/** Every remote's declared pages, as the shell is built with them: { remote, ...page }, in the list's order. */
function remotePages(root = rootDir) {
  return REMOTES.flatMap((remote) => declaredPages(remote, root).map((page) => ({ remote, ...page })));
}

module.exports = { SHELL_PATHS, checkedPages, checkedPagesIn, builtPagesIn, declaredPages, remotePages };
