import type { LucideIcon } from 'lucide-react';
import {
  ALL_CATEGORIES_ICON,
  ALL_CATEGORIES_KEY,
  ALL_CATEGORIES_NAME,
  categories,
} from '@site/shared';

/** A category's key, or ALL_CATEGORIES_KEY (which no category may take: the build checks). */
export type NavKey = string;

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
