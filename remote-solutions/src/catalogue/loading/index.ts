/** The catalogue and its arrival: its type and loader (a chunk of its own), the hook, what shows meanwhile or on failure. */
export { loadSolutionsCatalogue, type Catalogue, type CatalogueLoader } from './catalogue';
export { useCatalogue } from './useCatalogue';
export { CatalogueLoading } from './CatalogueLoading';
export { CatalogueError } from './CatalogueError';
