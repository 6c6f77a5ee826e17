import styled from '@emotion/styled';
import { mq } from '@site/shared';
import type { Solution } from '../../data/solutions';
import { SolutionCard } from './SolutionCard';

/** One column on phones, two from `sm`, three once the content column is wide enough (`xl`). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface SolutionGridProps {
  solutions: readonly Solution[];
  highlightedId: string | null;
}

export function SolutionGrid({ solutions, highlightedId }: SolutionGridProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them with list-style: none.
    <Grid role="list">
      {solutions.map((solution) => (
        <li key={solution.id}>
          <SolutionCard solution={solution} highlighted={solution.id === highlightedId} />
        </li>
      ))}
    </Grid>
  );
}
