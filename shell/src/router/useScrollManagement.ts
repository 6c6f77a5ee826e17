import { useLayoutEffect, useEffect } from 'react';
import { useSiteStore } from '@site/shared';

/** How long to wait for a remote page to render the element an in-page hash names. */
export const HASH_TARGET_WAIT_MS = 4000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Resolves with the element once it exists, or null after `timeoutMs`. */
export function waitForElement(id: string, timeoutMs: number): { promise: Promise<HTMLElement | null>; cancel: () => void } {
  let observer: MutationObserver | undefined;
  let timer: number | undefined;
  const cancel = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const promise = new Promise<HTMLElement | null>((resolve) => {
    const found = document.getElementById(id);
    if (found) return resolve(found);
    observer = new MutationObserver(() => {
      const el = document.getElementById(id);
      if (el) {
        cancel();
        resolve(el);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = window.setTimeout(() => {
      cancel();
      resolve(null);
    }, timeoutMs);
  });
  return { promise, cancel };
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
    const { promise, cancel } = waitForElement(hash, HASH_TARGET_WAIT_MS);
    promise.then((el) => el?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' }));
    return cancel;
  }, [path, hash]);
}
