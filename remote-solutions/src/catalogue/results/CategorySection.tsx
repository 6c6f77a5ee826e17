import styled from '@emotion/styled';
import { Badge, IconTile, colors, type SolutionCategory } from '@site/shared';
import type { Solution } from '../../data/solutions';
import { solutionsCopy } from '../copy';
import { EmptyCategory } from './EmptyCategory';
import { SolutionGrid } from './SolutionGrid';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 20px;
`;

const Title = styled.h2`
  margin: 0;
  color: ${colors.text};
  font-size: 1.375rem;
  line-height: 1.25;
  letter-spacing: -0.01em;
`;

export interface CategorySectionProps {
  category: SolutionCategory;
  solutions: readonly Solution[];
  highlightedId: string | null;
}

export function CategorySection({ category, solutions, highlightedId }: CategorySectionProps) {
  const Icon = category.icon;
  // Never the bare key: the shell scrolls to an element whose id equals the hash.
  const headingId = `solutions-category-${category.key}`;
  return (
    <section aria-labelledby={headingId} data-category={category.key}>
      <Header>
        <IconTile aria-hidden="true">
          <Icon size={22} />
        </IconTile>
        <Title id={headingId}>{category.name}</Title>
        {solutions.length > 0 ? <Badge>{solutionsCopy.solutionCount(solutions.length)}</Badge> : null}
      </Header>
      {solutions.length > 0 ? <SolutionGrid solutions={solutions} highlightedId={highlightedId} /> : <EmptyCategory />}
    </section>
  );
}
