import { featureLayoutFor } from './grid-layout';

describe('featureLayoutFor', () => {
  it('features the first of 5 posts on tablets and desktops (2+1 / 3 and 2 / 2+2 rows)', () => {
    expect(featureLayoutFor(5)).toEqual({ md: true, lg: true });
  });

  it('features the first of 3 case studies on tablets only (one full row of 3 on desktop)', () => {
    expect(featureLayoutFor(3)).toEqual({ md: true, lg: false });
  });

  it('never leaves a hole in the last row', () => {
    for (let count = 1; count <= 12; count += 1) {
      const layout = featureLayoutFor(count);
      for (const [columns, featured] of [
        [2, layout.md],
        [3, layout.lg],
      ] as const) {
        const slots = count + (featured ? 1 : 0);
        // A hole is only acceptable when no choice avoids it (e.g. 1 card in 3 columns).
        if (slots % columns !== 0) expect((count + 1) % columns).not.toBe(0);
      }
    }
  });

  it('features nothing in an empty list', () => {
    expect(featureLayoutFor(0)).toEqual({ md: false, lg: false });
  });
});
