import styled from '@emotion/styled';
import { Card, IconTile, colors } from '@site/shared';
import type { Benefit } from '../content/types';
import { scrollReveal } from './scroll-reveal';

const Root = styled(Card)`
  ${scrollReveal}
  display: flex;
  flex-direction: column;
  height: 100%;
  h3 {
    margin: 16px 0 0;
    color: ${colors.text};
    font-size: 1.125rem;
  }
  p {
    margin: 8px 0 0;
    color: ${colors.textMuted};
    line-height: 1.6;
  }
`;

/* The stat sits at the foot of every card so the figures line up across a row. */
const Stat = styled.p`
  margin: auto 0 0 !important;
  padding-top: 20px;
  strong {
    display: block;
    padding-top: 16px;
    border-top: 1px solid ${colors.border};
    color: ${colors.primary};
    font-size: 1.5rem;
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  span {
    display: block;
    margin-top: 2px;
    color: ${colors.textMuted};
    font-size: 0.875rem;
  }
`;

export function BenefitCard({ benefit }: { benefit: Benefit }) {
  const Icon = benefit.icon;
  return (
    <Root as="article">
      <IconTile aria-hidden="true">
        <Icon size={22} />
      </IconTile>
      <h3>{benefit.title}</h3>
      <p>{benefit.description}</p>
      <Stat>
        <strong>{benefit.stat}</strong> <span>{benefit.statLabel}</span>
      </Stat>
    </Root>
  );
}
