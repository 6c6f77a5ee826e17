import styled from '@emotion/styled';
import { Link, colors, focusRing, radii } from '@site/shared';

/** "Back to Resources", above an article's or a list page's heading. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  margin: 0 0 20px -12px;
  padding: 0 12px;
  border-radius: ${radii.md};
  color: ${colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.primarySoft};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
