import type { CategoryKey } from '@site/shared';
import type { Solution } from './solutions';

/** Every category's solutions, keyed and ordered like the categories; an empty list for a category without any. */
export declare const solutionsByCategory: Readonly<Record<CategoryKey, readonly Solution[]>>;
