/**
 * The shape of a remote's declaration (its pages.json, and the { prefixes, pages } a deploy or a
 * preview hands the shell), as one zod schema: every field's type, every path a clean absolute
 * path, every value within a stated length. The build, the release, the deploy and the shell's
 * preview check all read a declaration through `declarationShapeProblems` before anything else
 * looks at it, so a field of the wrong type is a problem named in a message, never a TypeError
 * further on. Who owns which path is the other half of the rules (site-pages.js,
 * declarationProblems), applied once the shape holds.
 *
 * zod/mini, imported by name: the shell bundles this only in the chunk a preview tab loads
 * (about 6 KB brotli), and zod's full build would be three times that.
 */
const { array, boolean, int, maxLength, minLength, object, optional, regex, safeParse, string } = require('zod/mini');
const { CLEAN_PATH, MAX_PATH_LENGTH, MODULE_NAME, PATH_PATTERN, pageName } = require('./site-pages');

/** A value as a message shows it: JSON, so control characters show escaped, and clipped. */
function shown(value) {
  if (value === undefined) return 'nothing';
  let text;
  try {
    text = typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  text = text ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const said = (rule) => ({ error: (issue) => `must be ${rule}, not ${shown(issue.input)}` });

function text(limit) {
  const rule = `a text of 1 to ${limit} characters`;
  return string(said(rule)).check(minLength(1, said(rule)), maxLength(limit, said(rule)), regex(/\S/, said(rule)));
}

function cleanPath(pattern, rule) {
  const full = `${rule}, at most ${MAX_PATH_LENGTH} characters`;
  return string(said(full)).check(maxLength(MAX_PATH_LENGTH, said(full)), regex(pattern, said(full)));
}

function list(item, { min, max, what }) {
  const rule = `a list of ${min} to ${max} ${what}`;
  return array(item, said(rule)).check(minLength(min, said(rule)), maxLength(max, said(rule)));
}

const PATH_RULE = 'a clean path: "/" then lower-case letters, digits and hyphens, segment after segment (no ".", "..", "//", "%", "?", "#" or backslash)';

const navEntry = object(
  {
    label: text(40),
    order: int(said('a whole number (lower comes first)')),
    footer: optional(boolean(said('true or false'))),
  },
  said('a set of fields (label, order, footer)'),
);

const declaredPage = object(
  {
    path: cleanPath(PATH_PATTERN, `${PATH_RULE}, or a pattern with ":name" segments`),
    module: string(said('the name of a component, like "CareersPage"')).check(maxLength(64, said('a component name of at most 64 characters')), regex(MODULE_NAME, said('the name of a component, like "CareersPage"'))),
    label: text(60),
    title: optional(text(120)),
    description: optional(text(320)),
    nav: optional(navEntry),
    paths: optional(list(cleanPath(CLEAN_PATH, PATH_RULE), { min: 0, max: 10_000, what: 'clean paths' })),
  },
  said('a set of fields (path, module, label, title, description, nav, paths)'),
);

/** A declaration: its pages, and the prefixes it serves (a build writes its own; the deploy's list of remotes gives a known remote's). */
const declarationSchema = object(
  {
    prefixes: optional(list(cleanPath(CLEAN_PATH, PATH_RULE), { min: 1, max: 8, what: 'clean paths' })),
    pages: list(declaredPage, { min: 1, max: 100, what: 'pages' }),
  },
  said('a set of fields (prefixes, pages)'),
);

/** How a message names where an issue is: `page "CareersPage": "nav.order"`, `"prefixes[0]"`. */
function placeOf(issuePath, json) {
  const [top, index, ...rest] = issuePath;
  const field = (parts) => parts.reduce((named, part) => (typeof part === 'number' ? `${named}[${part}]` : named ? `${named}.${String(part)}` : String(part)), '');
  if (top === 'pages' && typeof index === 'number') {
    const page = pageName(json?.pages?.[index], index);
    return rest.length ? `${page}: "${field(rest)}"` : page;
  }
  return issuePath.length ? `"${field(issuePath)}"` : 'the declaration';
}

/**
 * Why `json` is not a declaration's shape, one sentence per problem naming the page and the
 * field; none when it is. Never throws, whatever `json` is.
 * @param {unknown} json
 * @returns {string[]}
 */
function declarationShapeProblems(json) {
  return parseDeclaration(json).problems;
}

/**
 * The declaration `json` as the schema reads it (fields it does not know left out), or the
 * problems with its shape.
 * @param {unknown} json
 * @returns {{ declaration: { prefixes?: string[], pages: import('./site-pages').DeclaredPage[] }, problems: [] } | { declaration: null, problems: string[] }}
 */
function parseDeclaration(json) {
  const result = safeParse(declarationSchema, json);
  if (result.success) return { declaration: result.data, problems: [] };
  return { declaration: null, problems: result.error.issues.map((issue) => `${placeOf(issue.path, json)} ${issue.message}`) };
}

module.exports = { declarationShapeProblems, parseDeclaration };
