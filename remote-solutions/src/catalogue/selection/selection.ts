import { ALL_CATEGORIES_KEY, CATEGORY_KEYS, type CategoryKey } from '@site/shared';
import type { NavKey } from './category-options';
import type { Catalogue } from '../loading';

/** What the in-page hash selects. */
export type Selection =
  | { kind: 'all' }
  | { kind: 'category'; category: CategoryKey }
  | { kind: 'solution'; category: CategoryKey; solutionId: string };

/** Longer than any key or id in the catalogue: such a hash can only be junk. */
export const MAX_SELECTION_HASH_LENGTH = 128;

const ALL: Selection = { kind: 'all' };

/** Lower-cased key → key, so a hand-typed "#Sales" still selects Sales. */
const categoryByLowerKey = new Map<string, CategoryKey>(CATEGORY_KEYS.map((key) => [key.toLowerCase(), key]));

interface SolutionRef {
  category: CategoryKey;
  solutionId: string;
}

const solutionIndexes = new WeakMap<Catalogue, Map<string, SolutionRef>>();

function solutionIndex(catalogue: Catalogue): Map<string, SolutionRef> {
  let index = solutionIndexes.get(catalogue);
  if (!index) {
    index = new Map();
    for (const category of CATEGORY_KEYS) {
      for (const solution of catalogue[category] ?? []) {
        index.set(solution.id.toLowerCase(), { category, solutionId: solution.id });
      }
    }
    solutionIndexes.set(catalogue, index);
  }
  return index;
}

/**
 * Turns the in-page hash into a selection. Total: anything unknown or malformed selects all
 * categories. Returns null only while the catalogue is still loading and the hash may name a
 * solution, which cannot be told from an unknown hash until the catalogue is there.
 */
export function resolveSelection(hash: string, catalogue: Catalogue | null): Selection | null {
  if (typeof hash !== 'string' || hash.length > MAX_SELECTION_HASH_LENGTH) return ALL;
  const wanted = hash.trim().toLowerCase();
  if (wanted === '' || wanted === ALL_CATEGORIES_KEY) return ALL;
  const category = categoryByLowerKey.get(wanted);
  if (category) return { kind: 'category', category };
  if (!catalogue) return null;
  const solution = solutionIndex(catalogue).get(wanted);
  return solution ? { kind: 'solution', ...solution } : ALL;
}

/** The navigation entry a selection marks as current: a category key or "all". */
export function selectedNavKey(selection: Selection | null): NavKey | null {
  if (!selection) return null;
  return selection.kind === 'all' ? ALL_CATEGORIES_KEY : selection.category;
}
