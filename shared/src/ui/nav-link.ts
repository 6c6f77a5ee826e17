import { colors, focusRing, mq, radii } from './theme';

/**
 * How a link in a navigation shows where the visitor is and can go: muted at rest, the brand
 * colour on a tint when hovered or when it is the current page (`aria-current="page"`), the
 * focus ring on keyboard focus. For styled components; layout and type size are theirs.
 */
export const navLinkStates = `
  border-radius: ${radii.sm};
  color: ${colors.textMuted};
  text-decoration: none;
  transition: color 0.15s ease, background-color 0.15s ease;
  &:hover,
  &[aria-current='page'] {
    color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  &:focus-visible {
    ${focusRing}
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;
