/**
 * The pages a remote declares, and who owns which path: the rules the builds and the release
 * apply before anything ships and the shell applies again to what the deploy gives it, and the
 * lookup the shell routes a path with
 * (docs/architecture.md, "The pages a remote declares"). Plain CommonJS with JSDoc types, so
 * that the shell's bundle, the Node tools and jest all read the one copy.
 *
 * A remote declares its pages in its own folder, remote-<name>/pages.json: for each page its
 * path (or a pattern with :params), its exposed module, how visitors call it, its title and
 * description for the head, an optional navigation entry and, for a pattern, the concrete paths
 * it lists. The deploy's list of remotes
 * gives each remote its path prefixes. A remote owns the paths at or below its prefixes that
 * are not the shell's own; a declaration that claims any other path is refused whole.
 */

/**
 * @typedef {object} NavEntry
 * @property {string} label    the link's text, in the header and the mobile menu
 * @property {number} order    its place among the header's links: lower first
 * @property {boolean} [footer] also in the footer's Company column, after the shell's links there
 *
 * @typedef {object} DeclaredPage
 * @property {string} path        "/careers", or a pattern: "/resources/:type/:slug"
 * @property {string} module      the exposed module that renders it: "CareersPage"
 * @property {string} label       how visitors call the page in messages: "Careers"
 * @property {string} [title]     its document title before " | {brand}": "Careers"; optional only
 *                                for a pattern, whose page sets each path's own from its content
 * @property {string} [description]  its meta description, likewise
 * @property {NavEntry} [nav]
 * @property {string[]} [paths]   a pattern's concrete paths, as its build lists them
 *
 * @typedef {object} RemoteDeclaration
 * @property {string} name         the remote's name: "careers"
 * @property {string[]} prefixes   the paths it may serve, at and below each: ["/careers"]
 * @property {DeclaredPage[]} pages
 */

/** The longest path, prefix or pattern a declaration may name, in characters. */
const MAX_PATH_LENGTH = 200;
/** "/" then lower-case segments of letters, digits and hyphens: no ".", "..", "//", "%", "?", "#", backslash, upper case, non-ASCII or control character. */
const CLEAN_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
/** A pattern: a clean path whose segments may also be ":name" parameters. */
const PATH_PATTERN = /^(\/([a-z0-9]+(-[a-z0-9]+)*|:[a-zA-Z]+))+$/;
/** An exposed module's name: a component's, as webpack exposes it. */
const MODULE_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** Whether `value` is a clean path (CLEAN_PATH), or with `pattern` a pattern (PATH_PATTERN), of at most MAX_PATH_LENGTH characters. */
function isCleanPath(value, { pattern = false } = {}) {
  return typeof value === 'string' && value.length <= MAX_PATH_LENGTH && (pattern ? PATH_PATTERN : CLEAN_PATH).test(value);
}

/** The prefixes of `value` that can be used (strings that are paths): a malformed list is reported, never followed. */
function usablePrefixes(value) {
  return Array.isArray(value) ? value.filter((prefix) => prefix === '/' || isCleanPath(prefix)) : [];
}

/** A value as a message shows it: JSON (control characters escaped), at most 60 characters. */
function clipped(value) {
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** How a message names a page: by its module when that is a short, printable name, else by its place. */
function pageName(page, index) {
  const module = page?.module;
  return `page ${typeof module === 'string' && /^[\x21-\x7e]{1,64}$/.test(module) ? `"${module}"` : index + 1}`;
}

/** @param {string} path */
function segmentsOf(path) {
  return path.split('/').filter(Boolean);
}

/** Whether `path` (a concrete path) is what `pattern` names; a ":param" segment takes any one segment. */
function pathMatches(pattern, path) {
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/** Whether two paths or patterns can name the same path: "/a/:x" and "/a/:y" can, "/a/b" and "/a/:x" too. */
function pathsOverlap(a, b) {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  return left.length === right.length && left.every((segment, i) => segment.startsWith(':') || right[i].startsWith(':') || segment === right[i]);
}

/** Whether `path` is `prefix` or below it; a pattern is below a prefix its literal start is under. */
function isUnder(path, prefix) {
  if (prefix === '/') return true;
  const want = segmentsOf(prefix);
  const got = segmentsOf(path);
  return want.length <= got.length && want.every((segment, i) => segment === got[i]);
}

/**
 * Why a declaration cannot be taken, one sentence per problem, each naming the page, the path
 * and, for a path that is someone else's, its owner; none when it can.
 * @param {RemoteDeclaration} declaration
 * @param {{ shellPaths: string[], otherRemotes: Array<{ name: string, prefixes: string[] }> }} site
 * @param {{ requireHead?: boolean }} [options] requireHead: each page that is not a pattern must
 *   declare its title and description (a build's check of the repository's pages.json)
 * @returns {string[]}
 */
function declarationProblems({ name, prefixes, pages }, { shellPaths, otherRemotes }, { requireHead = false } = {}) {
  const problems = [];
  const own = usablePrefixes(prefixes);
  const others = (Array.isArray(otherRemotes) ? otherRemotes : []).map((other) => ({ name: other?.name, prefixes: usablePrefixes(other?.prefixes) }));
  if (!Array.isArray(prefixes) || prefixes.length === 0) problems.push(`the ${name} remote has no path prefixes in the deploy's list of remotes${prefixes === undefined || Array.isArray(prefixes) ? '' : ` (it gives ${clipped(prefixes)})`}`);
  for (const prefix of Array.isArray(prefixes) ? prefixes : []) {
    if (!own.includes(prefix)) {
      problems.push(`the ${name} remote's prefix ${clipped(prefix)} is not a path like "/${name}"`);
      continue;
    }
    const shellPath = shellPaths.find((path) => isUnder(path, prefix));
    if (shellPath) problems.push(`the ${name} remote's prefix ${prefix} takes in ${shellPath}, a page of the shell`);
    for (const other of others) {
      const theirs = other.prefixes.find((their) => isUnder(prefix, their) || isUnder(their, prefix));
      if (theirs) problems.push(`the ${name} remote's prefix ${prefix} overlaps ${theirs}, the ${other.name} remote's`);
    }
  }
  if (!Array.isArray(pages) || pages.length === 0) return [...problems, `the ${name} remote declares no page`];

  pages.forEach((page, index) => {
    const which = pageName(page, index);
    if (!page || typeof page !== 'object') return void problems.push(`${which} is not an object`);
    const { path } = page;
    if (typeof page.module !== 'string' || !MODULE_NAME.test(page.module)) problems.push(`${which}: "module" must name a component, like "CareersPage"`);
    if (typeof page.label !== 'string' || page.label.trim() === '') problems.push(`${which}: "label" must be a text`);
    // The head: both texts, or neither. Required of a page a build declares (requireHead); a
    // pattern's page has a head per path (an article's own), and a version built before
    // declarations carried a head sets its own, so neither is refused for leaving it out.
    const head = ['title', 'description'].filter((field) => page[field] !== undefined);
    const needsHead = requireHead && !(typeof path === 'string' && path.includes(':'));
    for (const field of head.length || needsHead ? ['title', 'description'] : []) {
      if (typeof page[field] !== 'string' || page[field].trim() === '') {
        problems.push(`${which}: "${field}" must be a text${head.length ? '' : ' (the head the page shows with)'}`);
      }
    }
    if (page.nav !== undefined) {
      const { label, order } = page.nav ?? {};
      if (typeof label !== 'string' || label.trim() === '') problems.push(`${which}: "nav.label" must be a text`);
      if (!Number.isInteger(order)) problems.push(`${which}: "nav.order" must be a whole number (lower comes first)`);
      if (page.nav?.footer !== undefined && typeof page.nav.footer !== 'boolean') problems.push(`${which}: "nav.footer" must be true or false`);
      if (typeof path === 'string' && path.includes(':')) problems.push(`${which}: a page with a pattern for its path (${path}) has no navigation entry`);
    }
    if (!isCleanPath(path, { pattern: true })) return void problems.push(`${which}: "path" must be a path like "/careers" or a pattern like "/careers/:slug", not ${clipped(path)}`);
    if (page.paths !== undefined && (!Array.isArray(page.paths) || page.paths.some((concrete) => !isCleanPath(concrete) || !pathMatches(path, concrete)))) {
      problems.push(`${which}: "paths" must list clean paths that ${path} names`);
    }
    // Whose the path is, when it is not this remote's.
    const shellPath = shellPaths.find((shell) => pathsOverlap(shell, path));
    const other = others.map((remote) => ({ remote, prefix: remote.prefixes.find((prefix) => isUnder(path, prefix)) })).find(({ prefix }) => prefix);
    if (shellPath) problems.push(`${which} claims ${path}, a page of the shell`);
    else if (other) problems.push(`${which} claims ${path}, which is the ${other.remote.name} remote's (its prefix ${other.prefix})`);
    else if (!own.some((prefix) => isUnder(path, prefix))) {
      problems.push(`${which} claims ${path}, outside the ${name} remote's prefixes (${own.join(', ') || 'none'})`);
    }
    pages.slice(0, index).forEach((earlier, earlierIndex) => {
      if (typeof earlier?.path === 'string' && pathsOverlap(earlier.path, path) && (earlier.path.includes(':') === path.includes(':'))) {
        problems.push(`${which} and page "${earlier.module ?? earlierIndex + 1}" are both on ${path}`);
      }
    });
  });
  return problems;
}

/**
 * The page of `pages` that serves a concrete `path`: a page whose path is exactly it before
 * one whose pattern names it.
 * @template {{ page: DeclaredPage }} T
 * @param {readonly T[]} pages
 * @param {string} path
 * @returns {T | undefined}
 */
function pageAt(pages, path) {
  return pages.find(({ page }) => page.path === path) ?? pages.find(({ page }) => page.path.includes(':') && pathMatches(page.path, path));
}

/**
 * Whether the site serves `path` as a page: the one answer the remote page contract's link check,
 * the content's link check, the prerender's crawl and so its sitemap all take
 * (docs/architecture.md, "The pages a remote declares"). A page is a path of the route table, a
 * page declared at that path, or a path a pattern names: one of the concrete paths the pattern's
 * build lists (`paths`: the articles and list pages that exist) when it lists them, else any path
 * the pattern names. Anything else the site answers with its not-found page or a redirect.
 * @param {string} path  a path without its query or `#` part: "/resources/blog/page/2"
 * @param {{ routePaths: readonly string[], pages: ReadonlyArray<Pick<DeclaredPage, 'path' | 'paths'>> }} site
 *   routePaths: the route table's paths; pages: every page the remotes declare
 * @returns {boolean}
 */
function servesPage(path, { routePaths, pages }) {
  if (routePaths.includes(path)) return true;
  return pages.some((page) => {
    if (!page.path.includes(':')) return page.path === path;
    return page.paths ? page.paths.includes(path) : pathMatches(page.path, path);
  });
}

/**
 * The shell's own pages: the route table's paths under no remote's prefix.
 * @param {string[]} routePaths  the route table's concrete paths
 * @param {Array<{ prefixes: string[] }>} remotes
 * @returns {string[]}
 */
function shellPathsOf(routePaths, remotes) {
  return routePaths.filter((route) => !remotes.some(({ prefixes }) => prefixes.some((prefix) => isUnder(route, prefix))));
}

module.exports = { MAX_PATH_LENGTH, CLEAN_PATH, PATH_PATTERN, MODULE_NAME, isCleanPath, pageName, declarationProblems, pageAt, pathMatches, isUnder, servesPage, shellPathsOf };
