import { CATEGORY_KEYS, type CategoryKey } from '@site/shared';
import { solutionsByCategory } from './solutions';

const EXPECTED_COUNTS: Record<CategoryKey, number> = {
  featured: 3,
  suites: 7,
  sales: 8,
  marketing: 15,
  service: 6,
  finance: 11,
  emailCollaboration: 20,
  humanResources: 8,
  projectManagement: 3,
  biAnalytics: 4,
  developerPlatforms: 13,
  commerce: 2,
  legal: 2,
  securityIT: 14,
  enterpriseIT: 13,
};

const EXPECTED_TOTAL = 129;

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

  it.each(CATEGORY_KEYS.map((key) => [key, EXPECTED_COUNTS[key]] as const))(
    '%s has %i solutions',
    (key, count) => {
      expect(solutionsByCategory[key]).toHaveLength(count);
    },
  );

  it(`has ${EXPECTED_TOTAL} solutions in total`, () => {
    expect(allEntries).toHaveLength(EXPECTED_TOTAL);
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

  it('lists the seven suites', () => {
    const suiteNames = solutionsByCategory.suites.map((s) => s.name);
    expect([...suiteNames].sort()).toEqual([...REQUIRED_SUITES].sort());
  });
});
