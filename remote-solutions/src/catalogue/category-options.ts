import type { LucideIcon } from 'lucide-react';
import {
  ALL_CATEGORIES_ICON,
  ALL_CATEGORIES_KEY,
  ALL_CATEGORIES_NAME,
  categories,
  type CategoryKey,
} from '@site/shared';

export type NavKey = CategoryKey | typeof ALL_CATEGORIES_KEY;

export interface CategoryOption {
  key: NavKey;
  name: string;
  icon: LucideIcon;
}

/** What the sidebar and the dropdown list: All Solutions, then the categories in spec order. */
export const categoryOptions: readonly CategoryOption[] = [
  { key: ALL_CATEGORIES_KEY, name: ALL_CATEGORIES_NAME, icon: ALL_CATEGORIES_ICON },
  ...categories,
];
