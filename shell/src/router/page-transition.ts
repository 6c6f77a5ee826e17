/**
 * The page transition (docs/SPEC.md, section 2.4): the old page fades out and slides up, then
 * the new page fades in and slides into place, 0.3 s each way; with reduced motion asked for,
 * they only fade. Played by framer-motion's mini `animate` (framer-motion/dom/mini), which
 * drives the browser's own Web Animations: a chunk of 4.9 KB brotli, 3.0 KB more per route than
 * the same keyframes written by hand, where the `m` component, its presence and its animation
 * features were 14 KB of every first load and 17 KB more once the page was complete
 * (docs/performance.md, "Decisions and their figures").
 *
 * At its end an animation leaves its last keyframe as the element's inline style, so the
 * entrance ends on `transform: none`: a leftover translate would make the page a containing
 * block for anything fixed inside it.
 */
import { animate } from 'framer-motion/dom/mini';

/** 0.3 s each way (docs/SPEC.md, section 2.4). */
const PAGE_TRANSITION_SECONDS = 0.3;
const SLIDE_PX = 12;

export type PageAnimation = ReturnType<typeof animate>;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Animates `container` between the two opacities, and between the two transforms only where motion is welcome. */
function play(container: HTMLElement, opacity: [number, number], transform: [string, string]): PageAnimation {
  const keyframes = prefersReducedMotion() ? { opacity } : { opacity, transform };
  return animate(container, keyframes, { duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' });
}

/**
 * Plays the old page's exit on `container`, which stays faded until it is replaced or enters
 * again. Null where the browser cannot animate (the page then changes at once).
 */
export function playExit(container: HTMLElement | null): PageAnimation | null {
  if (typeof container?.animate !== 'function') return null;
  return play(container, [1, 0], ['translateY(0px)', `translateY(-${SLIDE_PX}px)`]);
}

/** Plays a page's entrance on `container`: started before its first paint, it shows faded from that frame. */
export function playEnter(container: HTMLElement | null): void {
  if (typeof container?.animate !== 'function') return;
  play(container, [0, 1], [`translateY(${SLIDE_PX}px)`, 'none']);
}
