import { CATEGORY_KEYS, VisuallyHidden, getCategory } from '@site/shared';
import type { Catalogue } from '../loading';
import { solutionsCopy } from '../copy';
import type { Selection } from '../selection';

function summary(catalogue: Catalogue, selection: Selection): string {
  if (selection.kind === 'all') {
    const total = CATEGORY_KEYS.reduce((sum, key) => sum + (catalogue[key]?.length ?? 0), 0);
    return solutionsCopy.showingAll(total);
  }
  return solutionsCopy.showingCategory(getCategory(selection.category).name, catalogue[selection.category]?.length ?? 0);
}

/** A polite live region: the list swaps in place, so screen reader users hear what it shows now. */
export function ResultsAnnouncement({ catalogue, selection }: { catalogue: Catalogue; selection: Selection }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="solutions-summary">
      {summary(catalogue, selection)}
    </VisuallyHidden>
  );
}
