import styled from '@emotion/styled';
import { withoutStyleProps } from './style-props';
import { colors } from './theme';

export type EyebrowTone = 'accent' | 'muted' | 'inverse';
export type EyebrowSize = 'sm' | 'md';

const toneColors: Record<EyebrowTone, string> = {
  accent: colors.accent,
  muted: colors.textMuted,
  inverse: colors.textInverse,
};

export interface EyebrowProps {
  /** @defaultValue 'accent' */
  tone?: EyebrowTone;
  /** @defaultValue 'md' */
  size?: EyebrowSize;
}

/**
 * The small uppercase label above a heading, over a column of links or before a fact
 * ("OUR MISSION", "SOLUTIONS", "BLOG POST"). A paragraph by default; `as` makes it the heading
 * or term it is. Spacing around it belongs to where it is used.
 */
export const Eyebrow = styled('p', {
  shouldForwardProp: withoutStyleProps('tone', 'size'),
})<EyebrowProps>`
  margin: 0;
  color: ${({ tone = 'accent' }) => toneColors[tone]};
  font-size: ${({ size = 'md' }) => (size === 'sm' ? '0.8125rem' : '0.875rem')};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
