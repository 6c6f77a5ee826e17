import { Global, css } from '@emotion/react';
import { colors, fonts, layout } from '@site/shared';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    color: ${colors.text};
    background: ${colors.surface};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  /* In-page targets land below the fixed header. */
  [id] {
    scroll-margin-top: calc(${layout.headerHeight} + 16px);
  }
  img,
  svg {
    display: block;
  }
  svg {
    display: inline-block;
  }
  /* Headings and <main> receive focus programmatically after navigation; only controls show a ring. */
  [tabindex='-1']:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
