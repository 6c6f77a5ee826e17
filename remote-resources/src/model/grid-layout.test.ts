import { featureLayoutFor } from './grid-layout';

describe('featureLayoutFor', () => {
  it('features the first of 5 posts on tablets and desktops (2+1 / 3 and 2 / 2+2 rows)', () => {
    expect(featureLayoutFor(5)).toEqual({ md: true, lg: true });
  });

  it('features the first of 3 case studies on tablets only (one full row of 3 on desktop)', () => {
    expect(featureLayoutFor(3)).toEqual({ md: true, lg: false });
  });

  it('leaves a hole in the last row only where no choice avoids one', () => {
    // A featured card takes two slots of the grid: 2 columns on tablets, 3 on desktops.
    const holes: Record<'md' | 'lg', number[]> = { md: [], lg: [] };
    for (let count = 1; count <= 12; count += 1) {
      const layout = featureLayoutFor(count);
      if ((count + (layout.md ? 1 : 0)) % 2 !== 0) holes.md.push(count);
      if ((count + (layout.lg ? 1 : 0)) % 3 !== 0) holes.lg.push(count);
    }
    // In 2 columns one choice always fills the last row; in 3, a list of 1, 4, 7 or 10 cards
    // leaves one empty slot whether its first card is featured or not.
    expect(holes).toEqual({ md: [], lg: [1, 4, 7, 10] });
  });

  it('features the first card where that fills the last row, and only there', () => {
    const featuredAt = (breakpoint: 'md' | 'lg') =>
      Array.from({ length: 12 }, (_, i) => i + 1).filter((count) => featureLayoutFor(count)[breakpoint]);
    expect(featuredAt('md')).toEqual([1, 3, 5, 7, 9, 11]);
    expect(featuredAt('lg')).toEqual([2, 5, 8, 11]);
  });

  it('features nothing in an empty list', () => {
    expect(featureLayoutFor(0)).toEqual({ md: false, lg: false });
  });
});
