import { css, keyframes } from '@emotion/react';

/*
 * Cards rise into place as they scroll into view. It is a scroll-driven CSS animation, so it
 * needs no script and no observer: browsers without `animation-timeline` (and anyone who
 * prefers reduced motion) simply get the final state. Only the transform moves: the content
 * is fully opaque at every point (a crawler or a full-page capture sees it as it is), and a
 * transform never shifts the layout around it.
 *
 * Only for blocks without controls: the transform catches up a frame after a scroll, so a
 * link inside one could move under a pointer (or an automated click) that had just scrolled
 * to it.
 */
const rise = keyframes`
  from {
    transform: translateY(28px);
  }
  to {
    transform: none;
  }
`;

export const scrollReveal = css`
  @media (prefers-reduced-motion: no-preference) {
    @supports (animation-timeline: view()) {
      animation: ${rise} linear both;
      animation-timeline: view();
      animation-range: entry 0% cover 35%;
    }
  }
`;
