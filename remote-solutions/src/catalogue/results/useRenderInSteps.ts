import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `step` more per update, each
 * a low-priority render and commit of its own. The full catalogue (129 cards with their icons)
 * committed in one go is a single task of about 350 ms on a mid-range phone, during which the
 * page ignores input; in steps, the browser can paint and handle input between them and the
 * first categories show sooner. A new total (another selection) starts again from `first`, so
 * going back to the full list after a click is stepped too.
 */
export function useRenderInSteps(total: number, first: number, step: number): number {
  const [progress, setProgress] = useState({ total, count: first });
  if (progress.total !== total) setProgress({ total, count: first });
  const count = progress.total === total ? progress.count : first;
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setProgress((current) => (current.total === total ? { total, count: current.count + step } : current)));
  }, [count, total, step]);
  return Math.min(count, total);
}
