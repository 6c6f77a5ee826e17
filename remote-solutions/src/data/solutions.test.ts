import { CATEGORY_KEYS, type CategoryKey } from '@site/shared';
import { solutionsByCategory } from './solutions';

/**
 * The categories docs/SPEC.md lists (section 5.1). The catalogue is content a team edits
 * (docs/content.md): a solution or a category added keeps this file green, so the counts the
 * spec gives at launch are not pinned here; the categories and suites it names are.
 */
const SPEC_CATEGORIES: CategoryKey[] = [
  'featured',
  'suites',
  'sales',
  'marketing',
  'service',
  'finance',
  'emailCollaboration',
  'humanResources',
  'projectManagement',
  'biAnalytics',
  'developerPlatforms',
  'commerce',
  'legal',
  'securityIT',
  'enterpriseIT',
];

const REQUIRED_SUITES = [
  'CRM Plus',
  'Service Plus',
  'Finance Plus',
  'People Plus',
  'Workplace',
  'Marketing Plus',
  'Projects Plus',
];

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const allEntries = CATEGORY_KEYS.flatMap((key) =>
  solutionsByCategory[key].map((solution) => ({ key, solution })),
);

describe('solutionsByCategory', () => {
  it('has exactly the category keys, in display order', () => {
    expect(Object.keys(solutionsByCategory)).toEqual([...CATEGORY_KEYS]);
  });

  it("has the spec's categories, each with solutions", () => {
    expect(CATEGORY_KEYS).toEqual(expect.arrayContaining(SPEC_CATEGORIES));
    for (const key of SPEC_CATEGORIES) expect(solutionsByCategory[key].length).toBeGreaterThan(0);
  });

  it('has unique ids across the whole catalogue', () => {
    const ids = allEntries.map(({ solution }) => solution.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it('prefixes every id with its category key and keeps it kebab-case', () => {
    for (const { key, solution } of allEntries) {
      expect(solution.id.startsWith(`${key}-`)).toBe(true);
      // The category key itself may be camelCase; the part after the prefix must be kebab-case.
      expect(solution.id.slice(key.length + 1)).toMatch(ID_PATTERN);
    }
  });

  it('gives every solution a name, a description ending with a period and an icon', () => {
    for (const { solution } of allEntries) {
      expect(solution.name.trim()).not.toBe('');
      expect(solution.description.trim()).not.toBe('');
      expect(solution.description.endsWith('.')).toBe(true);
      expect(solution.icon).toBeTruthy();
    }
  });

  it('lists the seven suites the spec names', () => {
    const suiteNames = solutionsByCategory.suites.map((s) => s.name);
    expect(suiteNames).toEqual(expect.arrayContaining(REQUIRED_SUITES));
  });
});
