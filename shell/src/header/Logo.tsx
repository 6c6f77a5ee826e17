import styled from '@emotion/styled';
import { Link, colors, focusRing, paths, site } from '@site/shared';

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

const Mark = styled.svg`
  flex-shrink: 0;
`;

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Mark width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={colors.primary} />
      <path d="M10 22a5 5 0 0 1 .8-9.94A7 7 0 0 1 24 14a4 4 0 0 1-1 8z" fill="#fff" />
    </Mark>
  );
}

export function Logo() {
  return (
    <Root to={paths.home.getTarget()} aria-label={`${site.brandName}, home`}>
      <LogoMark />
      <span aria-hidden="true">{site.brandName}</span>
    </Root>
  );
}
