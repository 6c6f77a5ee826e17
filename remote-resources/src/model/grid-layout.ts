/** Columns of the resource grids by breakpoint (mq.md and mq.lg); phones show one. */
export const GRID_COLUMNS = { md: 2, lg: 3 } as const;

/** How many columns a featured (first) card spans. */
export const FEATURED_SPAN = 2;

/** Breakpoints at which a list's first card is featured: wide, horizontal, two columns. */
export interface FeatureLayout {
  md: boolean;
  lg: boolean;
}

/**
 * Feature the first card exactly where widening it completes the last row, so a list of any
 * length leaves no hole in the grid (5 posts: 2 + 1 then 3 on desktop; 3 case studies: 2 then
 * 1 + 1 on tablets, one row of 3 on desktop).
 */
export function featureLayoutFor(count: number): FeatureLayout {
  const fills = (columns: number) => count > 0 && (count + FEATURED_SPAN - 1) % columns === 0;
  return { md: fills(GRID_COLUMNS.md), lg: fills(GRID_COLUMNS.lg) };
}

export const NOT_FEATURED: FeatureLayout = { md: false, lg: false };
