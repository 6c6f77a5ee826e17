/** @jest-environment node */
const fs = require('node:fs');
const { loadCategories, CATEGORIES_FILE } = require('./categories');
const { moduleSource } = require('./module-source');
const { IconRef, suggestIcon } = require('./icons');
const { contentScratch, problemsOf } = require('./testing/index.js');

const scratch = contentScratch('categories-');
const categoriesFile = (yaml) => scratch.write('categories.yaml', yaml);

const VALID = `categories:
  - key: sales
    name: Sales
    icon: TrendingUp
  - key: humanResources
    name: Human Resources
    icon: Users
footer: [sales]
`;

describe('the categories file', () => {
  it('reads the real file: every category, the first 10 in the footer', () => {
    const { categories, footer } = loadCategories();
    // Counted from the file's text: categories are content a team edits (docs/content.md).
    expect(categories).toHaveLength(fs.readFileSync(CATEGORIES_FILE, 'utf8').match(/^\s*- key: /gm).length);
    // docs/SPEC.md, section 2.2: the footer shows the first 10 categories.
    expect(footer).toEqual(categories.slice(0, 10).map((category) => category.key));
    expect(categories[0].icon).toEqual(new IconRef('Sparkles'));
  });

  it('accepts a valid file', () => {
    expect(loadCategories(categoriesFile(VALID)).categories.map((c) => c.key)).toEqual(['sales', 'humanResources']);
  });

  it('names the file, the field and what is wrong for a missing name', () => {
    const file = categoriesFile(VALID.replace('    name: Sales\n', ''));
    const [problem] = problemsOf(() => loadCategories(file));
    expect(problem).toMatch(/categories\.yaml: "categories\[0\]\.name": is missing$/);
  });

  it('refuses an unknown icon name and suggests the right one', () => {
    const file = categoriesFile(VALID.replace('icon: Users', 'icon: User_s'));
    expect(problemsOf(() => loadCategories(file))).toEqual([
      expect.stringMatching(/"categories\[1\]\.icon": "User_s" is not a lucide-react icon \(did you mean "Users"\?\)/),
    ]);
  });

  it('refuses two categories with the same key', () => {
    const file = categoriesFile(VALID.replace('key: humanResources', 'key: sales'));
    expect(problemsOf(() => loadCategories(file))).toEqual([
      expect.stringMatching(/"categories\[1\]\.key": "sales" is the key of an earlier category too/),
    ]);
  });

  it('refuses a footer key the categories lack', () => {
    const file = categoriesFile(VALID.replace('footer: [sales]', 'footer: [sales, legal]'));
    expect(problemsOf(() => loadCategories(file))).toEqual([
      expect.stringMatching(/"footer\[1\]": "legal" is not a category key of this file \(sales, humanResources\)/),
    ]);
  });

  it('refuses the key of All Solutions, a key that is not one word, and a misspelt field', () => {
    const file = categoriesFile(VALID.replace('key: sales', 'key: all').replace('key: humanResources', 'key: human resources').replace('footer:', 'fotter:'));
    const problems = problemsOf(() => loadCategories(file));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"categories\[0\]\.key": "all" is taken by All Solutions/),
        expect.stringMatching(/"categories\[1\]\.key": must be one word/),
        expect.stringMatching(/: unknown field "fotter" \(allowed: categories, footer\)/),
      ]),
    );
  });

  it('reports YAML that cannot be read with its line', () => {
    const file = categoriesFile('categories:\n  - key: sales\n   name: [Sales\n');
    expect(problemsOf(() => loadCategories(file))).toEqual([expect.stringMatching(/categories\.yaml: line \d+: the YAML cannot be read/)]);
  });
});

describe('icon suggestions', () => {
  it('offers the canonical name for an alias, another case or a typo', () => {
    expect(suggestIcon('BarChart3')).toBe('ChartColumn');
    expect(suggestIcon('shopping-cart')).toBe('ShoppingCart');
    expect(suggestIcon('Handshak')).toBe('Handshake');
    expect(suggestIcon('Zzzzzzzzzzzzzzzz')).toBeUndefined();
  });
});

describe('moduleSource', () => {
  const data = { items: [{ title: 'A "quoted" </script> title', icon: new IconRef('Users'), slug: undefined }] };

  it('writes data as literals and imports each icon once, as an ES module for webpack', () => {
    const source = moduleSource({ items: data.items, more: [{ icon: new IconRef('Users') }] });
    expect(source).toBe(
      "import { Users } from 'lucide-react';\n" +
        'export const items = [{"title":"A \\"quoted\\" </script> title","icon":Users}];\n' +
        'export const more = [{"icon":Users}];',
    );
  });

  it('writes CommonJS for jest, which runs it', () => {
    const module = { exports: {} };
    new Function('require', 'exports', moduleSource(data, { moduleFormat: 'commonjs' }))(require, module.exports);
    expect(module.exports.items[0].icon).toBe(require('lucide-react').Users);
    expect(module.exports.items[0].title).toBe('A "quoted" </script> title');
    expect('slug' in module.exports.items[0]).toBe(false);
  });
});
