import type { SolutionCategory } from './categories';

/** In the order the solutions page shows them. */
export declare const categories: readonly SolutionCategory[];
/** The categories the footer's Solutions column lists, in its order. */
export declare const footerCategoryKeys: readonly string[];
