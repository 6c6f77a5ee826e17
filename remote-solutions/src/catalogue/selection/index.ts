/** What the in-page hash selects, and what follows a selection: the title, the scroll, the ring on a solution. */
export { resolveSelection, selectedNavKey, type Selection } from './selection';
export { categoryOptions, type NavKey } from './category-options';
export { selectionMeta } from './page-meta';
export { usePageHash } from './usePageHash';
export { useRevealOnChange } from './useRevealOnChange';
export { useSolutionHighlight } from './useSolutionHighlight';
