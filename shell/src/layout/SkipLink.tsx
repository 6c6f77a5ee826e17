import styled from '@emotion/styled';
import { colors, focusRing, radii } from '@site/shared';

export const MAIN_CONTENT_ID = 'main-content';

const Anchor = styled.a`
  position: fixed;
  top: 12px;
  left: 12px;
  z-index: 200;
  padding: 10px 16px;
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
    ${focusRing}
  }
`;

/**
 * First tab stop. It moves focus into <main> itself rather than following its href, because
 * in hash mode "#main-content" would replace the route.
 */
export function SkipLink() {
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to main content
    </Anchor>
  );
}
