import styled from '@emotion/styled';
import { useRef } from 'react';
import { CATEGORY_KEYS, getCategory, mq } from '@site/shared';
import type { Catalogue } from './catalogue';
import { CategorySection } from './CategorySection';
import { scrollMarginBelowPinnedBars } from './layout-metrics';
import { selectedNavKey, type Selection } from './selection';
import { useRevealOnChange } from './useRevealOnChange';
import { useSolutionHighlight } from './useSolutionHighlight';

const Root = styled.div`
  display: grid;
  gap: 48px;
  ${scrollMarginBelowPinnedBars}
  ${mq.md} {
    gap: 56px;
  }
`;

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
  return (
    <Root ref={ref} data-testid="solutions-results">
      {shown.map((key) => (
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
