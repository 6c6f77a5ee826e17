import { useEffect } from 'react';
import { fromUrl, siteStore } from '@site/shared';
import { afterFirstPage } from '../../scheduling';
import { wantsLessData } from '../../environment';
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
 * focus on, a link to it), so the click itself rarely waits on the network, and at the
 * latest when the path changes, not after the previous page's exit.
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
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.origin !== window.location.origin) return;
      const { urlMode, basePath } = siteStore.getState();
      preloadPageAt(fromUrl(anchor, urlMode, basePath).path);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
