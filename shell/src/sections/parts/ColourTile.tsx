import styled from '@emotion/styled';
import { IconTile, withoutStyleProps } from '@site/shared';
import type { CardColour } from '../../content';
import { cardPalettes } from './card-colours';

/** The kit's IconTile in one of the card colours. */
export const ColourTile = styled(IconTile, {
  shouldForwardProp: withoutStyleProps('colour'),
})<{ colour: CardColour }>`
  width: 48px;
  height: 48px;
  background: ${({ colour }) => cardPalettes[colour].soft};
  color: ${({ colour }) => cardPalettes[colour].strong};
`;
