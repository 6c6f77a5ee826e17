import { renderHook, waitFor } from '@testing-library/react';
import { useRenderInSteps } from './useRenderInSteps';

/**
 * Every value the hook returned, one per render, repeats dropped. The (3, 2) here are this
 * test's own arguments; what the page passes (docs/SPEC.md, section 4.4: 3 categories, then 2
 * per step) is checked in SolutionsPage.test.tsx.
 */
function renderCounting(initialTotal: number) {
  const seen: number[] = [];
  const view = renderHook(({ total }) => {
    const count = useRenderInSteps(total, 3, 2);
    if (seen.at(-1) !== count) seen.push(count);
    return count;
  }, { initialProps: { total: initialTotal } });
  return { seen, view };
}

describe('useRenderInSteps', () => {
  it('renders the first items at once, then a step more per render until all are there', async () => {
    const { seen, view } = renderCounting(8);
    await waitFor(() => expect(view.result.current).toBe(8));
    expect(seen).toEqual([3, 5, 7, 8]);
  });

  it('never reports more than there are, and goes on when the total grows', async () => {
    const { seen, view } = renderCounting(1);
    expect(view.result.current).toBe(1);
    view.rerender({ total: 6 });
    await waitFor(() => expect(view.result.current).toBe(6));
    expect(seen).toEqual([1, 3, 5, 6]);
  });

  it('starts again from the first step when the list changes, instead of rendering it all at once', async () => {
    const { seen, view } = renderCounting(8);
    await waitFor(() => expect(view.result.current).toBe(8));
    view.rerender({ total: 1 });
    expect(view.result.current).toBe(1);
    view.rerender({ total: 8 });
    await waitFor(() => expect(view.result.current).toBe(8));
    expect(seen).toEqual([3, 5, 7, 8, 1, 3, 5, 7, 8]);
  });
});
