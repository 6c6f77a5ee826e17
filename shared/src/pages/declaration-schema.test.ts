import { declarationShapeProblems, parseDeclaration } from './declaration-schema';
import { declarationProblems } from './site-pages';

/**
 * The border's table: declarations a team, a crafted candidate or a hand-edited deploy could
 * hand the site. Each is refused by the schema with a message naming the page and the field,
 * and none makes the schema or the ownership rules throw (docs/security.md, "The border").
 */
const page = { path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'Work with us.' };
const CLEAN = 'must be a clean path: "/" then lower-case letters, digits and hyphens, segment after segment (no ".", "..", "//", "%", "?", "#" or backslash)';

const HOSTILE: Array<[string, unknown, string]> = [
  ['a path that climbs', { pages: [{ ...page, path: '/careers/../../..' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['listed paths that climb', { pages: [{ ...page, path: '/careers/:a/:b/:c/:d', paths: ['/careers/../../../..'] }] }, `page "CareersPage": "paths[0]" ${CLEAN}`],
  ['an empty segment', { pages: [{ ...page, path: '/careers//jobs' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['an encoded dot', { pages: [{ ...page, path: '/careers/%2e%2e' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a query', { pages: [{ ...page, path: '/careers?next=/admin' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a fragment', { pages: [{ ...page, path: '/careers#top' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a backslash', { pages: [{ ...page, path: '/careers\\..\\..' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a NUL', { pages: [{ ...page, path: '/careers\u0000' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a control character', { pages: [{ ...page, path: '/careers\n/x' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a trailing slash', { pages: [{ ...page, path: '/careers/' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['upper case', { pages: [{ ...page, path: '/Careers' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a Cyrillic look-alike', { pages: [{ ...page, path: '/сareers' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a full-width solidus', { pages: [{ ...page, path: '/careers／jobs' }] }, `page "CareersPage": "path" ${CLEAN}`],
  ['a path of 201 characters', { pages: [{ ...page, path: `/${'a'.repeat(200)}` }] }, `page "CareersPage": "path" ${CLEAN}, or a pattern with ":name" segments, at most 200 characters, not "/aaaaaaaa`],
  ['prefixes as a string', { prefixes: '/evil', pages: [page] }, '"prefixes" must be a list of 1 to 8 clean paths, not "/evil"'],
  ['prefixes as a number', { prefixes: 5, pages: [page] }, '"prefixes" must be a list of 1 to 8 clean paths, not 5'],
  ['prefixes as a list of numbers', { prefixes: [5], pages: [page] }, `"prefixes[0]" ${CLEAN}, at most 200 characters, not 5`],
  ['an empty list of prefixes', { prefixes: [], pages: [page] }, '"prefixes" must be a list of 1 to 8 clean paths, not []'],
  ['an empty pages list', { pages: [] }, '"pages" must be a list of 1 to 100 pages, not []'],
  ['pages as an object', { pages: { path: '/careers' } }, '"pages" must be a list of 1 to 100 pages, not {"path":"/careers"}'],
  ['no pages', {}, '"pages" must be a list of 1 to 100 pages, not nothing'],
  ['101 pages', { pages: Array.from({ length: 101 }, () => page) }, '"pages" must be a list of 1 to 100 pages, not [{"path":"/careers"'],
  ['a page that is null', { pages: [null] }, 'page 1 must be a set of fields (path, module, label, title, description, nav, paths), not null'],
  ['a module that is no component', { pages: [{ ...page, module: '../../x' }] }, 'page "../../x": "module" must be the name of a component, like "CareersPage", not "../../x"'],
  ['a label of 10,000 characters', { pages: [{ ...page, label: 'x'.repeat(10_000) }] }, 'page "CareersPage": "label" must be a text of 1 to 60 characters, not "xxxx'],
  ['a blank title', { pages: [{ ...page, title: '   ' }] }, 'page "CareersPage": "title" must be a text of 1 to 120 characters, not "   "'],
  ['nav.order of 1e309', { pages: [{ ...page, nav: { label: 'Careers', order: JSON.parse('1e309') as number } }] }, 'page "CareersPage": "nav.order" must be a whole number (lower comes first), not Infinity'],
  ['nav.order of 1.5', { pages: [{ ...page, nav: { label: 'Careers', order: 1.5 } }] }, 'page "CareersPage": "nav.order" must be a whole number (lower comes first), not 1.5'],
  ['nav.order as text', { pages: [{ ...page, nav: { label: 'Careers', order: '1' } }] }, 'page "CareersPage": "nav.order" must be a whole number (lower comes first), not "1"'],
  ['nav.footer as text', { pages: [{ ...page, nav: { label: 'Careers', order: 1, footer: 'yes' } }] }, 'page "CareersPage": "nav.footer" must be true or false, not "yes"'],
  ['a declaration that is a list', [page], 'the declaration must be a set of fields (prefixes, pages), not [{"path":"/careers"'],
  ['a declaration that is text', '{"pages": []}', 'the declaration must be a set of fields (prefixes, pages), not "{\\"pages\\": []}"'],
  ['a declaration that is null', null, 'the declaration must be a set of fields (prefixes, pages), not null'],
];

describe('the declaration schema', () => {
  it("reads a build's declaration, leaving out fields it does not know", () => {
    const built = { prefixes: ['/careers'], pages: [{ ...page, nav: { label: 'Careers', order: 40, footer: true }, extra: 'ignored' }] };
    expect(parseDeclaration(built)).toEqual({ declaration: { prefixes: ['/careers'], pages: [{ ...page, nav: { label: 'Careers', order: 40, footer: true } }] }, problems: [] });
  });

  it.each(HOSTILE)('refuses %s, naming the page and the field', (_label, json, problem) => {
    const problems = declarationShapeProblems(json);
    expect(problems.some((said) => said.startsWith(problem))).toBe(true);
    expect(parseDeclaration(json).declaration).toBeNull();
  });

  it.each(HOSTILE)('and the ownership rules, given %s anyway, refuse or pass it without throwing', (_label, json) => {
    const { prefixes, pages } = (json && typeof json === 'object' ? json : {}) as { prefixes?: unknown; pages?: unknown };
    expect(() => declarationProblems({ name: 'careers', prefixes: prefixes as string[], pages: pages as never }, { shellPaths: ['/', '/about'], otherRemotes: [{ name: 'x', prefixes: '/x' as unknown as string[] }] })).not.toThrow();
  });

  it('reads a key given twice as JSON does, the last one, and checks that', () => {
    const json = JSON.parse('{"pages":[{"path":"/careers","module":"CareersPage","label":"Careers","path":"/careers/../.."}]}') as unknown;
    expect(declarationShapeProblems(json)[0]).toMatch(/^page "CareersPage": "path" must be a clean path/);
  });

  it('takes a key named __proto__ as data, not as a prototype', () => {
    const json = JSON.parse('{"pages":[{"path":"/careers","module":"CareersPage","label":"Careers","__proto__":{"polluted":true}}]}') as unknown;
    expect(parseDeclaration(json).problems).toEqual([]);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('holds 10,000 listed paths of a pattern, and refuses more', () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/careers/job-${i}`);
    const pattern = { ...page, path: '/careers/:slug', title: undefined, description: undefined };
    expect(declarationShapeProblems({ pages: [{ ...pattern, paths }] })).toEqual([]);
    expect(declarationShapeProblems({ pages: [{ ...pattern, paths: [...paths, '/careers/one-more'] }] })[0]).toMatch(/^page "CareersPage": "paths" must be a list of 0 to 10000 clean paths/);
  });
});
