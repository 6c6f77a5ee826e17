import styled from '@emotion/styled';
import { useRef } from 'react';
import { CATEGORY_KEYS, getCategory, mq } from '@site/shared';
import type { Catalogue } from '../loading';
import { CategorySection } from './CategorySection';
import { scrollMarginBelowPinnedBars } from '../layout-metrics';
import { selectedNavKey, useRevealOnChange, useSolutionHighlight, type Selection } from '../selection';
import { useRenderInSteps } from './useRenderInSteps';

const Root = styled.div`
  display: grid;
  gap: 48px;
  ${scrollMarginBelowPinnedBars}
  ${mq.md} {
    gap: 56px;
  }
`;

/**
 * The full list renders this many categories at once (18 cards: taller than the screen at any
 * width, so nothing visible moves when the rest arrive), then a few more per step
 * (useRenderInSteps), so no single commit blocks the page for long.
 */
const FIRST_CATEGORIES = 3;
const CATEGORIES_PER_STEP = 2;

export interface SolutionsResultsProps {
  catalogue: Catalogue;
  selection: Selection;
}

/** Every category as a titled section, or only the selected one. */
export function SolutionsResults({ catalogue, selection }: SolutionsResultsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const highlightedId = useSolutionHighlight(selection.kind === 'solution' ? selection.solutionId : null);
  useRevealOnChange(ref, selection.kind === 'solution' ? null : selectedNavKey(selection));
  const shown = selection.kind === 'all' ? CATEGORY_KEYS : [selection.category];
  const rendered = useRenderInSteps(shown.length, FIRST_CATEGORIES, CATEGORIES_PER_STEP);
  return (
    // Busy while the rest arrive: assistive technology waits for the whole list, and so does
    // the prerender (platform/prerender/prerender.mjs), which on a busy machine could otherwise capture part of it.
    <Root ref={ref} data-testid="solutions-results" aria-busy={rendered < shown.length || undefined}>
      {shown.slice(0, rendered).map((key) => (
        <CategorySection
          key={key}
          category={getCategory(key)}
          solutions={catalogue[key] ?? []}
          highlightedId={highlightedId}
        />
      ))}
    </Root>
  );
}
