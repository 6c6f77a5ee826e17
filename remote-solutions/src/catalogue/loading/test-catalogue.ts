import { Star } from 'lucide-react';
import { CATEGORY_KEYS, type CategoryKey } from '@site/shared';
import type { Solution } from '../../data/solutions';
import type { Catalogue } from './catalogue';

/** A made-up solution, for tests that must not depend on the real catalogue's content. */
export function testSolution(category: CategoryKey, slug: string, name = `${category} ${slug}`): Solution {
  return { id: `${category}-${slug}`, name, description: `What ${name} does.`, icon: Star };
}

/**
 * One solution per category, except the categories named in `empty`, which have none (the
 * real catalogue has no empty category, but the page must handle one).
 */
export function testCatalogue(empty: readonly CategoryKey[] = []): Catalogue {
  const catalogue = {} as Record<CategoryKey, readonly Solution[]>;
  for (const key of CATEGORY_KEYS) catalogue[key] = empty.includes(key) ? [] : [testSolution(key, 'one')];
  return catalogue;
}
