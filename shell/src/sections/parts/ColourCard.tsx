import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode } from 'react';
import { Card, colors, mq, withoutStyleProps } from '@site/shared';
import type { CardColour, IconPoint } from '../../content';
import { cardPalettes } from './card-colours';
import { ColourTile } from './ColourTile';

/*
 * Below lg the grids of these cards stack them full width: from md on, the tile beside the text
 * reads better.
 */
const Root = styled(Card, { shouldForwardProp: withoutStyleProps('accent') })<{ accent: string }>`
  height: 100%;
  border-top: 4px solid ${({ accent }) => accent};
  ${mq.md} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    padding: 28px;
  }
  h3 {
    color: ${colors.text};
    font-size: 1.25rem;
  }
  p {
    margin: 8px 0 0;
    color: ${colors.textMuted};
    line-height: 1.6;
  }
`;

export interface ColourCardProps extends HTMLAttributes<HTMLElement> {
  card: IconPoint & { colour: CardColour };
  /** What follows the title and its text (the expertise card's apps and link). */
  children?: ReactNode;
}

/**
 * A card in one of the card colours (its top edge and its icon tile) with a title and its text:
 * the core values and the expertise cards are one card, so they are drawn here once. Their
 * sections set the spacing and, from lg up, where the tile sits.
 */
export function ColourCard({ card, children, ...rest }: ColourCardProps) {
  const Icon = card.icon;
  return (
    <Root as="article" accent={cardPalettes[card.colour].strong} {...rest}>
      <ColourTile colour={card.colour} aria-hidden="true">
        <Icon size={24} />
      </ColourTile>
      <div>
        <h3>{card.title}</h3>
        <p>{card.description}</p>
      </div>
      {children}
    </Root>
  );
}
