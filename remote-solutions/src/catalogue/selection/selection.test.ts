import { CATEGORY_KEYS } from '@site/shared';
import { solutionsByCategory } from '../../data/solutions';
import { resolveSelection, selectedNavKey } from './selection';
import { testCatalogue, testSolution } from '../loading/test-catalogue';

const catalogue = solutionsByCategory;
const ALL = { kind: 'all' };

describe('resolveSelection', () => {
  it.each(['', 'all', 'ALL', '  all  ', '   '])('selects every category for %p', (hash) => {
    expect(resolveSelection(hash, catalogue)).toEqual(ALL);
  });

  it.each(CATEGORY_KEYS.map((key) => [key]))('selects the %s category by its key', (key) => {
    expect(resolveSelection(key, catalogue)).toEqual({ kind: 'category', category: key });
  });

  it('forgives case and surrounding spaces in a typed key', () => {
    expect(resolveSelection('Sales', catalogue)).toEqual({ kind: 'category', category: 'sales' });
    expect(resolveSelection(' EMAILCOLLABORATION ', catalogue)).toEqual({
      kind: 'category',
      category: 'emailCollaboration',
    });
  });

  it('selects the category of a solution id and names the solution', () => {
    expect(resolveSelection('finance-books', catalogue)).toEqual({
      kind: 'solution',
      category: 'finance',
      solutionId: 'finance-books',
    });
    // The same product listed twice has two ids; each keeps its own category.
    expect(resolveSelection('featured-books', catalogue)).toMatchObject({ category: 'featured' });
  });

  it('resolves every solution id of the real catalogue to the category that lists it', () => {
    for (const key of CATEGORY_KEYS) {
      for (const { id } of catalogue[key]) {
        expect(resolveSelection(id, catalogue)).toEqual({ kind: 'solution', category: key, solutionId: id });
      }
    }
  });

  it('returns the id as the catalogue spells it, whatever the hash case', () => {
    expect(resolveSelection('EMAILCOLLABORATION-MAIL', catalogue)).toEqual({
      kind: 'solution',
      category: 'emailCollaboration',
      solutionId: 'emailCollaboration-mail',
    });
  });

  it('reads solution ids from the catalogue it is given', () => {
    const custom = { ...testCatalogue(), legal: [testSolution('legal', 'one'), testSolution('legal', 'notary')] };
    expect(resolveSelection('legal-notary', custom)).toEqual({
      kind: 'solution',
      category: 'legal',
      solutionId: 'legal-notary',
    });
    expect(resolveSelection('finance-books', custom)).toEqual(ALL);
  });

  it.each([
    ['an unknown word', 'nope'],
    ['a malformed percent-encoding', '%E0%A4%A'],
    ['a decoded script tag', '<script>alert(1)</script>'],
    ['an encoded script tag', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a route-like hash', '/solutions#sales'],
    ['a second hash sign', '#sales'],
    ['a key with a suffix', 'salesx'],
    ['a prefix of a solution id', 'finance-'],
    ['an object prototype name', '__proto__'],
    ['another prototype name', 'constructor'],
    ['a Map method name', 'toString'],
    ['control characters', '\u0000\u001f'],
    ['emoji', '🚀🚀'],
    ['a very long string', 'x'.repeat(100_000)],
    // 133 characters: past the 128 of docs/SPEC.md, section 4.4.
    ['a valid key padded past the length limit', `sales${' '.repeat(128)}`],
  ])('falls back to every category for %s', (_label, hash) => {
    expect(resolveSelection(hash, catalogue)).toEqual(ALL);
  });

  describe('the length limit (docs/SPEC.md, sections 4.4 and 8: 128 characters)', () => {
    it('still reads a hash of exactly 128 characters', () => {
      expect(resolveSelection(`sales${' '.repeat(123)}`, catalogue)).toEqual({ kind: 'category', category: 'sales' });
    });

    it('reads a hash of 129 characters as every category', () => {
      expect(resolveSelection(`sales${' '.repeat(124)}`, catalogue)).toEqual(ALL);
    });
  });

  describe('before the catalogue has loaded', () => {
    it('still resolves keys and all', () => {
      expect(resolveSelection('', null)).toEqual(ALL);
      expect(resolveSelection('all', null)).toEqual(ALL);
      expect(resolveSelection('finance', null)).toEqual({ kind: 'category', category: 'finance' });
    });

    it('cannot tell a solution id from an unknown hash yet, so returns null', () => {
      expect(resolveSelection('finance-books', null)).toBeNull();
      expect(resolveSelection('nope', null)).toBeNull();
    });

    it('still rejects junk that can never be an id', () => {
      // Up to 128 characters it may still be an id; past that (docs/SPEC.md, section 4.4) never.
      expect(resolveSelection('y'.repeat(128), null)).toBeNull();
      expect(resolveSelection('y'.repeat(129), null)).toEqual(ALL);
    });
  });
});

describe('selectedNavKey', () => {
  it('marks All Solutions, a category, or the category of a solution', () => {
    expect(selectedNavKey({ kind: 'all' })).toBe('all');
    expect(selectedNavKey({ kind: 'category', category: 'legal' })).toBe('legal');
    expect(selectedNavKey({ kind: 'solution', category: 'finance', solutionId: 'finance-books' })).toBe('finance');
    expect(selectedNavKey(null)).toBeNull();
  });
});
