import styled from '@emotion/styled';
import { colors } from '@site/shared';

const Mark = styled.svg`
  flex-shrink: 0;
`;

/** The brand's mark, beside the name in the header and the footer. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Mark width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={colors.primary} />
      <path d="M10 22a5 5 0 0 1 .8-9.94A7 7 0 0 1 24 14a4 4 0 0 1-1 8z" fill="#fff" />
    </Mark>
  );
}
