import { useEffect } from 'react';
import { fromUrl, siteStore } from '@site/shared';
import { afterFirstPage } from '../../scheduling/after-first-page';
import { wantsLessData } from '../../platform/save-data';
import { preloadRemotePage, warmRemotes } from '../loading/load-remote-page';
import { remotePageAt } from '../registry/remote-pages';

/**
 * User-timing marks, so browser tests can tell that the moment for warming has passed (a signal,
 * not a guessed wait): skipped for a visitor who saves data, or done (warmed or failed).
 */
export const WARMING_SKIPPED_MARK = 'remote-warming:skipped';
export const WARMING_DONE_MARK = 'remote-warming:done';

/** Starts loading the remote page that serves `path`, if a remote serves it. */
function preloadPageAt(path: string): void {
  const page = remotePageAt(path);
  if (page) preloadRemotePage(page);
}

/**
 * Loads remote pages ahead of their visit. Once the first page is complete (loaded, its largest
 * paint done, the browser idle), what a first visit to any remote page needs is warmed at the
 * lowest priority (warmRemotes), unless the visitor asked to save data or is on a 2G-slow
 * connection (save-data.ts). A page's own load starts on intent (pointer over, or keyboard
 * focus on, a link to it, or a menu of links opened), so the click itself rarely waits on the
 * network, and at the latest when the path changes, not after the previous page's exit.
 */
export function usePreloadRemotes(): void {
  useEffect(() => {
    let cancelled = false;
    void afterFirstPage().then(() => {
      if (cancelled) return;
      if (wantsLessData()) {
        performance.mark?.(WARMING_SKIPPED_MARK);
        return;
      }
      warmRemotes()
        .catch(() => undefined)
        .finally(() => performance.mark?.(WARMING_DONE_MARK));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // A navigation (a click without hover, Back, a typed URL) starts the remote page's load at
  // once; the page itself mounts only after the 0.3 s exit of the previous one.
  useEffect(
    () =>
      siteStore.subscribe((state, previous) => {
        if (state.location.path !== previous.location.path) preloadPageAt(state.location.path);
      }),
    [],
  );

  useEffect(() => {
    const preloadLink = (anchor: HTMLAnchorElement) => {
      if (anchor.origin !== window.location.origin) return;
      const { urlMode, basePath } = siteStore.getState();
      preloadPageAt(fromUrl(anchor, urlMode, basePath).path);
    };
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (anchor) preloadLink(anchor);
    };
    // A button that opens a panel of links (the phone's menu): the visitor is about to pick one
    // of them, and a finger gives no hover. Each page they lead to starts loading as they show,
    // so the tap on one no longer waits for its code (docs/performance.md, "The first tap").
    const onDisclosure = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.('[aria-controls][aria-expanded]');
      const panelId = button?.getAttribute('aria-controls');
      if (!button || !panelId) return;
      // The click's render has run by the next frame: the panel and its links are in.
      requestAnimationFrame(() => {
        if (button.getAttribute('aria-expanded') !== 'true') return;
        document.getElementById(panelId)?.querySelectorAll<HTMLAnchorElement>('a[href]').forEach(preloadLink);
      });
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    // In the capture phase: React re-renders in its own click handler, and a menu button that
    // swaps its icon has taken the clicked icon out of the document before the click bubbles up.
    document.addEventListener('click', onDisclosure, { capture: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('click', onDisclosure, { capture: true });
    };
  }, []);
}
