import { colors } from '@site/shared';
import type { CardColour } from '../../content';

export interface CardPalette {
  /** Icon and accent colour: at least 4.5:1 on white and on `soft`. */
  strong: string;
  soft: string;
}

/** Blue and teal are the theme's primary and accent; violet is the one local addition. */
export const cardPalettes: Record<CardColour, CardPalette> = {
  blue: { strong: colors.primary, soft: colors.primarySoft },
  teal: { strong: colors.accent, soft: colors.accentSoft },
  violet: { strong: '#6d28d9', soft: '#f5f3ff' },
};
