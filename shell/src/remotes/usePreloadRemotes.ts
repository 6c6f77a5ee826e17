import { useEffect } from 'react';
import { fromUrl, siteStore } from '@site/shared';
import { firstInteraction } from '../app/first-interaction';
import { prepareRemotes, preloadRemotePage } from './load-remote-page';
import { remotePageAt } from './remote-pages';

/** Time the browser may wait for an idle moment before preparing the remotes anyway. */
const PREPARE_IDLE_TIMEOUT_MS = 2000;

/** Starts loading the remote page that serves `path`, if a remote serves it. */
function preloadPageAt(path: string): void {
  const page = remotePageAt(path);
  if (page) preloadRemotePage(page);
}

/**
 * Loads remote pages ahead of their visit. A page's load starts on intent (pointer over, or
 * keyboard focus on, a link to it), so the click itself rarely waits on the network, and at
 * the latest when the path changes, not after the previous page's exit. Before any of that,
 * once a visitor interacts at all, remotes.json is fetched at an idle moment: a tap on a phone
 * (no hover) then waits for the remote alone. A first page that is only read fetches none of it.
 */
export function usePreloadRemotes(): void {
  useEffect(() => {
    let cancelled = false;
    void firstInteraction().then(() => {
      if (cancelled) return;
      if ('requestIdleCallback' in window) requestIdleCallback(prepareRemotes, { timeout: PREPARE_IDLE_TIMEOUT_MS });
      else setTimeout(prepareRemotes, 200);
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
