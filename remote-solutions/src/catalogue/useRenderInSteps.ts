import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `step` more after each
 * commit, each step a low-priority render of its own. The full catalogue (129 cards with their
 * icons) committed in one go is a single task of about 350 ms on a mid-range phone, during
 * which the page ignores input; in steps, no task is long and the first categories paint
 * sooner. Each step starts after the previous one has painted.
 */
export function useRenderInSteps(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count < total) startTransition(() => setCount((n) => n + step));
  }, [count, total, step]);
  return Math.min(count, total);
}
