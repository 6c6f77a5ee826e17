import styled from '@emotion/styled';
import { Link, colors, focusRing, paths, site } from '@site/shared';
import { LogoMark } from '../chrome';

const Root = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${colors.text};
  font-weight: 800;
  font-size: 1.125rem;
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: 8px;
  /* In the header's grid (Header.tsx): at the start of its column, not stretched across it. */
  justify-self: start;
  &:focus-visible {
    ${focusRing}
  }
`;

/** The header's logo: the mark and the brand's name, a link home. */
export function Logo() {
  return (
    <Root to={paths.home.getTarget()} aria-label={`${site.brandName}, home`}>
      <LogoMark />
      <span aria-hidden="true">{site.brandName}</span>
    </Root>
  );
}
