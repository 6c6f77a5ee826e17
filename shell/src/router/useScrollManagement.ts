import { useLayoutEffect, useEffect } from 'react';
import { useSiteStore } from '@site/shared';
import { waitForElement } from '../scheduling';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scroll to the top on every path change; then, if the in-page hash names an element
 * (possibly rendered later by a remote), scroll to it. An unknown hash does nothing.
 */
export function useScrollManagement(): void {
  const path = useSiteStore((s) => s.location.path);
  const hash = useSiteStore((s) => s.location.hash);

  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [path]);

  useEffect(() => {
    if (!hash) return;
    const { promise, cancel } = waitForElement(() => document.getElementById(hash));
    void promise.then((el) => el?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' }));
    return cancel;
  }, [path, hash]);
}
