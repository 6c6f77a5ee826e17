/**
 * The solution categories (shared/content/categories.yaml), part of the contract: the footer
 * and the solutions remote both read them, and the solutions catalogue is checked against them.
 */
const path = require('node:path');
const { Problems } = require('./errors');
const { z, text, iconName, record, check } = require('./schema');
const { IconRef } = require('./icons');
const { readYaml } = require('./read');

const CATEGORIES_FILE = path.join(__dirname, '../../shared/content/categories.yaml');

/** The "All Solutions" entry's key (docs/SPEC.md, section 5.1), which no category may take. */
const ALL_CATEGORIES_KEY = 'all';

const categoryKey = text().regex(/^[a-z][a-zA-Z0-9]*$/, {
  error: 'must be one word of letters and digits starting with a lower-case letter, like "sales" or "humanResources"',
});

const schema = record({
  categories: z
    .array(
      record({
        key: categoryKey.refine((key) => key !== ALL_CATEGORIES_KEY, { error: `"${ALL_CATEGORIES_KEY}" is taken by All Solutions` }),
        name: text(),
        icon: iconName(),
      }),
      { error: 'is missing (the list of categories)' },
    )
    .min(1, { error: 'lists no category' }),
  footer: z.array(text(), { error: "is missing (the category keys the footer's Solutions column lists)" }),
});

/**
 * Reads and checks the categories. Throws a ContentError listing every problem found.
 * @returns {{ categories: { key: string, name: string, icon: IconRef }[], footer: string[], files: string[] }}
 */
function loadCategories(file = CATEGORIES_FILE) {
  const problems = new Problems();
  const data = readYaml(file, problems);
  const checked = data === undefined ? undefined : check(schema, data, file, problems);
  if (!checked) {
    problems.throwIfAny();
    return undefined;
  }
  const keys = new Set();
  checked.categories.forEach(({ key }, index) => {
    if (keys.has(key)) problems.add(file, `"categories[${index}].key"`, `"${key}" is the key of an earlier category too: each key names one category`);
    keys.add(key);
  });
  checked.footer.forEach((key, index) => {
    if (!keys.has(key)) problems.add(file, `"footer[${index}]"`, `"${key}" is not a category key of this file (${[...keys].join(', ')})`);
  });
  problems.throwIfAny();
  return {
    categories: checked.categories.map(({ key, name, icon }) => ({ key, name, icon: new IconRef(icon) })),
    footer: checked.footer,
    files: [file],
  };
}

module.exports = { loadCategories, CATEGORIES_FILE, ALL_CATEGORIES_KEY };
