import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden, useSiteStore } from '@site/shared';
import { MAIN_CONTENT_ID } from '../layout';
import { waitForDom, waitForElement } from '../scheduling';

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
    const previousTitle = document.title;
    // The new page mounts after the old one's exit animation, and a remote page later still.
    const heading = waitForElement(() =>
      document.querySelector<HTMLElement>(`[data-route-path="${CSS.escape(path)}"] h1`),
    );
    // The page sets its title in an effect after its heading renders. React runs that effect
    // after a paint, sometimes several (WebKit under load): announce once the title is the new
    // page's, not after a guessed delay, or the visitor hears the page they left.
    const title = waitForDom(() => (document.title !== previousTitle ? document.title : null), { root: document.head });
    let cancelled = false;
    // waitForDom never rejects: it resolves with null once it gives up.
    void heading.promise.then((element) => {
      if (cancelled) return;
      const target = element ?? document.getElementById(MAIN_CONTENT_ID);
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    void title.promise.then(() => !cancelled && setMessage(pageName()));
    return () => {
      cancelled = true;
      heading.cancel();
      title.cancel();
    };
  }, [path]);

  return (
    <VisuallyHidden as="div" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </VisuallyHidden>
  );
}
