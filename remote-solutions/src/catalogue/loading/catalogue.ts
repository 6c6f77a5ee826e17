import type { CategoryKey } from '@site/shared';
import type { Solution } from '../../data/solutions';

/** Solutions by category. Components take it as a value so tests can pass any catalogue. */
export type Catalogue = Readonly<Record<CategoryKey, readonly Solution[]>>;

/** Fetches the catalogue; the page shows its loading state until the promise settles. */
export type CatalogueLoader = () => Promise<Catalogue>;

/**
 * The catalogue is its own chunk: the page header and category navigation render at once
 * while the 129 descriptions and their icons arrive.
 */
export const loadSolutionsCatalogue: CatalogueLoader = () =>
  import(/* webpackChunkName: "solutions-data" */ '../../data/solutions').then((module) => module.solutionsByCategory);
