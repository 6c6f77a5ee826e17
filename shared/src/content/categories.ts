import type { LucideIcon } from 'lucide-react';
import { LayoutGrid } from 'lucide-react';
import { categories as categoryList, footerCategoryKeys } from './categories.val.js';

/**
 * A category's key, like "sales": in addresses (/solutions#sales) and at the start of its
 * solutions' ids. The keys are data (shared/content/categories.yaml), checked at build time.
 */
export type CategoryKey = string;

export interface SolutionCategory {
  key: CategoryKey;
  name: string;
  icon: LucideIcon;
}

/** Display order is the data's (docs/SPEC.md, section 5.1); the footer and the solutions remote both read it. */
export const categories: readonly SolutionCategory[] = categoryList;
export const CATEGORY_KEYS: readonly CategoryKey[] = categories.map((category) => category.key);
/** The categories the footer's Solutions column links to, in its order (docs/SPEC.md, section 2.2). */
export const FOOTER_CATEGORY_KEYS: readonly CategoryKey[] = footerCategoryKeys;

export const ALL_CATEGORIES_KEY = 'all';
export const ALL_CATEGORIES_NAME = 'All Solutions';
export const ALL_CATEGORIES_ICON: LucideIcon = LayoutGrid;

export function isCategoryKey(value: string): value is CategoryKey {
  return CATEGORY_KEYS.includes(value);
}

export function getCategory(key: CategoryKey): SolutionCategory {
  const category = categories.find((c) => c.key === key);
  if (!category) throw new Error(`Unknown solution category "${key}"`);
  return category;
}
