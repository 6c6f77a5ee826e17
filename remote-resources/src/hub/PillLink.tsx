import styled from '@emotion/styled';
import { Link, colors, focusRing, radii, shadows } from '@site/shared';

/** A pill's shape, for one that is not a link too (the pager's current page). Each pill sets its own padding. */
export const pillShape = `
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  color: ${colors.text};
  font-weight: 600;
  text-decoration: none;
`;

/** The hub's pill-shaped link: the jump links to its lists, "See all", the pages of a list. */
export const PillLink = styled(Link)`
  ${pillShape}
  transition: border-color 0.15s ease, color 0.15s ease;
  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
  svg {
    color: ${colors.primary};
  }
`;
