import styled from '@emotion/styled';

/** Kept in the accessibility tree, out of sight (the usual "sr-only" rules), for styled components. */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only: a status, a link's "(opens in a new tab)". */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
