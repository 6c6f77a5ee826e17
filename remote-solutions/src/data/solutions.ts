import type { LucideIcon } from 'lucide-react';
import { solutionsByCategory as catalogue } from './solutions.val.js';

/** A solution card, as remote-solutions/content/solutions.yaml describes it (checked at build time). */
export interface Solution {
  /** Prefixed by its category key, e.g. "sales-crm". Also the card's DOM id. */
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The solutions catalogue, keyed and ordered like CATEGORY_KEYS. A product may appear both in
 * `featured` and in its own category, with a different id prefix.
 */
export const solutionsByCategory = catalogue;
