import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden, useSiteStore } from '@site/shared';
import { MAIN_CONTENT_ID } from '../layout/SkipLink';
import { waitForElement } from './wait-for-element';

/** The page part of "Page | Brand" titles: what a screen reader user needs to hear. */
function pageName(): string {
  return document.title.split(' | ')[0] || document.title;
}

/**
 * After a client-side navigation, moves focus to the new page's heading (or <main>) and
 * announces the page in a polite live region, as Gatsby and Next.js do. The first load
 * announces nothing: the browser already reads the new document.
 */
export function RouteAnnouncer() {
  const path = useSiteStore((s) => s.location.path);
  const [message, setMessage] = useState('');
  const initialPath = useRef<string | null>(path);

  useEffect(() => {
    if (path === initialPath.current) return;
    initialPath.current = null;
    // The new page mounts after the old one's exit animation, and a remote page later still.
    const { promise, cancel } = waitForElement(() =>
      document.querySelector<HTMLElement>(`[data-route-path="${CSS.escape(path)}"] h1`),
    );
    let cancelled = false;
    // waitForElement never rejects: it resolves with null once it gives up.
    void promise.then((heading) => {
      if (cancelled) return;
      const target = heading ?? document.getElementById(MAIN_CONTENT_ID);
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      // The page sets its title in an effect that runs just after its heading renders.
      requestAnimationFrame(() => setTimeout(() => !cancelled && setMessage(pageName()), 0));
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [path]);

  return (
    <VisuallyHidden as="div" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </VisuallyHidden>
  );
}
