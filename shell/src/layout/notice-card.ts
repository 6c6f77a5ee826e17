import { colors, radii, shadows } from '@site/shared';

/**
 * The card a notice floats in over a page that has not arrived: the static frame's slow start
 * and a remote page that is slow to load. It floats, so showing it moves nothing on the page.
 */
export const noticeCard = `
  left: 50%;
  transform: translateX(-50%);
  width: min(520px, calc(100% - 40px));
  margin: 0;
  padding: 20px 24px;
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.raised};
  color: ${colors.textMuted};
  line-height: 1.6;
  text-align: center;
`;
