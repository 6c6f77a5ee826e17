import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Link, colors, focusRing, mq, paths, radii, withoutStyleProps } from '@site/shared';
import type { SolutionCategoryCard } from '../../content';
import { cardPalettes } from '../parts/card-colours';
import { ColourCard } from '../parts/ColourCard';

const Root = styled(ColourCard)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
  ${mq.md} {
    column-gap: 24px;
    & > :first-child {
      grid-row: 1 / span 3;
    }
    & > :not(:first-child) {
      grid-column: 2;
    }
  }
  ${mq.lg} {
    display: flex;
    padding: 24px;
  }
  ${mq.xl} {
    padding: 28px;
  }
  h3 {
    margin: 0;
  }
`;

const Apps = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    padding: 4px 10px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surfaceMuted};
    color: ${colors.text};
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;

const MoreLink = styled(Link, { shouldForwardProp: withoutStyleProps('accent') })<{ accent: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  min-height: 32px;
  /* Room inside the focus ring, without moving the text off the card's edge. */
  margin: auto -6px 0;
  padding: 0 6px;
  border-radius: 6px;
  color: ${({ accent }) => accent};
  font-size: 0.9375rem;
  font-weight: 700;
  text-decoration: none;
  svg {
    transition: transform 0.15s ease;
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:hover svg {
    transform: translateX(3px);
  }
  &:focus-visible {
    ${focusRing}
  }
  ${mq.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

export function ExpertiseCard({ card }: { card: SolutionCategoryCard }) {
  const accent = cardPalettes[card.colour].strong;
  return (
    <Root card={card} data-colour={card.colour}>
      <Apps aria-label={`Apps we implement for ${card.title}`}>
        {card.apps.map((app) => (
          <li key={app}>{app}</li>
        ))}
      </Apps>
      <MoreLink to={paths.solutions.getTarget(card.category)} accent={accent}>
        {card.linkLabel}
        <ArrowRight size={16} aria-hidden="true" />
      </MoreLink>
    </Root>
  );
}
