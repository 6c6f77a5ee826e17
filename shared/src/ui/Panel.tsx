import styled from '@emotion/styled';
import { withoutStyleProps } from './style-props';
import { colors, radii, shadows } from './theme';

export interface PanelProps {
  /** With the card's shadow, for a panel that sits beside cards. @defaultValue false */
  raised?: boolean;
}

/**
 * A tinted box set apart from the page around it: help, a list of facts, next steps, an
 * error. Unlike `Card` (white, raised) it is flat unless `raised`.
 */
export const Panel = styled('div', { shouldForwardProp: withoutStyleProps('raised') })<PanelProps>`
  padding: 24px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surfaceMuted};
  box-shadow: ${({ raised }) => (raised ? shadows.card : 'none')};
`;
