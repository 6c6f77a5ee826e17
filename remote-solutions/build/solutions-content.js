/**
 * The solutions catalogue (remote-solutions/content/solutions.yaml), checked at build time
 * against the categories of the contract (shared/content/categories.yaml).
 */
const path = require('node:path');
const { Problems, z, text, iconName, record, check, IconRef, readYaml, loadCategories } = require('../../platform/content/index.js');

const CATALOGUE_FILE = path.join(__dirname, '../content/solutions.yaml');

const solutionSchema = record({
  /** Starts with its category's key and a hyphen ("sales-crm"); also the card's DOM id and address. */
  id: text().regex(/^[a-zA-Z0-9]+-[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'must be the category key, a hyphen, then lower-case words joined by hyphens (like "sales-crm")',
  }),
  name: text(),
  description: text(),
  icon: iconName(),
});

/**
 * Reads and checks the catalogue. Throws a ContentError listing every problem found.
 * @returns {{ solutionsByCategory: Record<string, object[]>, files: string[] }}
 */
function loadCatalogue(file = CATALOGUE_FILE, categoriesFile = undefined) {
  const categories = loadCategories(categoriesFile);
  const keys = categories.categories.map((category) => category.key);
  const problems = new Problems();
  const data = readYaml(file, problems);
  const schema = z.record(
    z.string().refine((key) => keys.includes(key), {
      error: (issue) => `"${issue.input}" is not a solution category (${keys.join(', ')}; see shared/content/categories.yaml)`,
    }),
    z.array(solutionSchema, { error: 'must be a list of solutions (lines starting with "- id:")' }),
    // zod reports a refused key as "Invalid key in record", with the key's own message inside.
    { error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0].message : 'must list solutions under category keys') },
  );
  const checked = data === undefined ? undefined : check(schema, data ?? {}, file, problems);
  if (checked) {
    const seen = new Map();
    for (const [key, solutions] of Object.entries(checked)) {
      solutions.forEach((solution, index) => {
        const where = `"${key}[${index}].id"`;
        if (!solution.id.startsWith(`${key}-`)) problems.add(file, where, `"${solution.id}" must start with "${key}-", its category's key`);
        if (seen.has(solution.id)) problems.add(file, where, `"${solution.id}" is also the id of ${seen.get(solution.id)}: each id names one card`);
        else seen.set(solution.id, `"${key}[${index}]"`);
      });
    }
  }
  problems.throwIfAny();
  // Every category gets its list, in the categories' order; one with no solutions shows as empty.
  const solutionsByCategory = Object.fromEntries(
    keys.map((key) => [key, (checked[key] ?? []).map((solution) => ({ ...solution, icon: new IconRef(solution.icon) }))]),
  );
  return { solutionsByCategory, files: [file, ...categories.files] };
}

module.exports = { loadCatalogue, CATALOGUE_FILE };
