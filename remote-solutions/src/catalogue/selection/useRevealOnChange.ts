import { useEffect, useRef, type RefObject } from 'react';
import { preferredScrollBehavior } from './scroll-behavior';

/**
 * When `key` changes (another category was chosen, from the sidebar, the dropdown, the footer
 * or back/forward) and the top of `ref` is scrolled out of view, brings it back: otherwise a
 * visitor deep in a long list would be left looking at the footer of a short one.
 * A null key never scrolls (a solution hash scrolls to its card instead).
 */
export function useRevealOnChange(ref: RefObject<HTMLElement | null>, key: string | null): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const element = ref.current;
    if (key === null || !element) return;
    const pinnedHeight = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (element.getBoundingClientRect().top < pinnedHeight) {
      element.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
    }
  }, [ref, key]);
}
