import { useEffect, useState } from 'react';
import { preferredScrollBehavior } from './scroll-behavior';

/** Wait before scrolling to a solution, so its category's cards have rendered and settled. */
export const SCROLL_TO_SOLUTION_DELAY_MS = 150;
/** How long the ring stays on the solution the hash named. */
export const SOLUTION_HIGHLIGHT_MS = 2000;
/**
 * User-timing mark set when the scroll delay starts. The page renders as a transition, so on a
 * busy device this effect can run well after the card appears; the mark lets a trace (and the
 * browser suite) tell our 150 ms delay apart from the device's rendering delay.
 */
export const HIGHLIGHT_SCHEDULED_MARK = 'solutions:highlight-scheduled';

/**
 * For a solution-id hash: scrolls to its card (the card's DOM id is the solution id) after
 * SCROLL_TO_SOLUTION_DELAY_MS, and returns that id for SOLUTION_HIGHLIGHT_MS so the card can
 * show its ring. Returns null otherwise.
 */
export function useSolutionHighlight(solutionId: string | null): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (!solutionId) return;
    let endTimer: number | undefined;
    performance.mark?.(HIGHLIGHT_SCHEDULED_MARK, { detail: solutionId });
    const startTimer = window.setTimeout(() => {
      document.getElementById(solutionId)?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
      setHighlighted(solutionId);
      endTimer = window.setTimeout(() => setHighlighted(null), SOLUTION_HIGHLIGHT_MS);
    }, SCROLL_TO_SOLUTION_DELAY_MS);
    return () => {
      window.clearTimeout(startTimer);
      window.clearTimeout(endTimer);
      setHighlighted(null);
    };
  }, [solutionId]);

  return highlighted !== null && highlighted === solutionId ? highlighted : null;
}
