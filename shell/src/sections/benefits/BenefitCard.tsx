import styled from '@emotion/styled';
import { Card, IconTile, colors } from '@site/shared';
import type { Benefit } from '../../content';
import { scrollReveal } from '../parts/scroll-reveal';
import { StackedPoint } from '../parts/StackedPoint';

const Root = styled(Card)`
  ${scrollReveal}
  display: flex;
  flex-direction: column;
  height: 100%;
`;

/* The stat sits at the foot of every card so the figures line up across a row. */
const Stat = styled.p`
  margin: auto 0 0;
  padding-top: 20px;
  line-height: 1.6;
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
      <StackedPoint
        tile={
          <IconTile aria-hidden="true">
            <Icon size={22} />
          </IconTile>
        }
        title={benefit.title}
        description={benefit.description}
      />
      <Stat>
        <strong>{benefit.stat}</strong> <span>{benefit.statLabel}</span>
      </Stat>
    </Root>
  );
}
