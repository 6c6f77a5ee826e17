import { colors } from '@site/shared';
import { cardPalettes } from './card-colours';
import { ON_PANEL_MUTED } from '../ClosingCtaSection';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const AA_TEXT = 4.5;

describe('card colours', () => {
  it.each(Object.entries(cardPalettes))('%s is readable as text on white and on its own tint', (_name, palette) => {
    expect(contrast(palette.strong, colors.surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(palette.strong, palette.soft)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the closing panel text readable on both ends of its gradient', () => {
    for (const panel of [colors.primary, colors.primaryHover]) {
      expect(contrast(colors.textInverse, panel)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(ON_PANEL_MUTED, panel)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
