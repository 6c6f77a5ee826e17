/**
 * The page transition (docs/SPEC.md, section 2.4): the old page fades out and slides up, then
 * the new page fades in and slides into place, 0.3 s each way; with reduced motion asked for,
 * they only fade. Played by the browser's own Web Animations, on the page's container: no
 * animation library, so no code to download before pages can animate. framer-motion did this
 * before, at 14 KB brotli of every first load and 17 KB more once the page was complete
 * (docs/performance.md, "Decisions and their figures").
 */

/** 0.3 s each way (docs/SPEC.md, section 2.4). */
const PAGE_TRANSITION_SECONDS = 0.3;
const SLIDE_PX = 12;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The page's look at rest and `offset` px away, faded: an offset only where motion is welcome. */
function keyframes(offset: number): [Keyframe, Keyframe] {
  if (prefersReducedMotion()) return [{ opacity: 1 }, { opacity: 0 }];
  return [
    { opacity: 1, transform: 'translateY(0)' },
    { opacity: 0, transform: `translateY(${offset}px)` },
  ];
}

const timing = (fill: FillMode): KeyframeAnimationOptions => ({ duration: PAGE_TRANSITION_SECONDS * 1000, easing: 'ease-out', fill });

/**
 * Plays the old page's exit on `container`, which stays faded until it is replaced or the
 * animation is cancelled. Null where the browser cannot animate (the page then changes at once).
 */
export function playExit(container: HTMLElement | null): Animation | null {
  if (typeof container?.animate !== 'function') return null;
  return container.animate(keyframes(-SLIDE_PX), timing('forwards'));
}

/** Plays a page's entrance on `container`: started before its first paint, it shows faded from that frame. */
export function playEnter(container: HTMLElement | null): void {
  if (typeof container?.animate !== 'function') return;
  container.animate(keyframes(SLIDE_PX).reverse(), timing('backwards'));
}
