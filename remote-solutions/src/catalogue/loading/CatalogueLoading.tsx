import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { LoaderCircle } from 'lucide-react';
import { colors, mq, radii } from '@site/shared';
import { solutionsCopy } from '../copy';

/**
 * Space reserved while loading, so the footer does not show and then jump down: a full screen
 * below the page's heading keeps it below the fold on any screen (70vh let it peek in on a
 * 1600 px tall one).
 */
export const LOADING_MIN_HEIGHT = '100vh';
/** Enough placeholder cards to fill the first screen of the grid. */
const PLACEHOLDER_CARDS = 6;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;
const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Root = styled.div`
  min-height: ${LOADING_MIN_HEIGHT};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  margin: 0 0 20px;
  color: ${colors.textMuted};
  font-size: 1rem;
  font-weight: 600;
  svg {
    color: ${colors.primary};
    animation: ${spin} 1s linear infinite;
  }
  ${mq.reducedMotion} {
    svg {
      animation: none;
    }
  }
`;

const Placeholders = styled.div`
  display: grid;
  gap: 20px;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  div {
    height: 220px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surfaceMuted};
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  ${mq.reducedMotion} {
    div {
      animation: none;
    }
  }
`;

/** Busy until the catalogue has rendered in full: prerendering and the page contract wait for that (shared/src/contract.ts). */
export function CatalogueLoading() {
  return (
    <Root data-testid="solutions-loading" aria-busy="true">
      <Status role="status">
        <LoaderCircle size={20} aria-hidden="true" />
        {solutionsCopy.loading}
      </Status>
      <Placeholders aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} />
        ))}
      </Placeholders>
    </Root>
  );
}
