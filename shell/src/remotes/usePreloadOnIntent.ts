import { useEffect } from 'react';
import { fromUrl, siteStore } from '@site/shared';
import { remotePageFor } from '../router/remote-routes';
import { preloadRemotePage } from './load-remote-page';

/**
 * Starts loading a remote page as soon as a visitor shows intent (pointer over, or keyboard
 * focus on, a link to it), so the click itself rarely waits on the network.
 */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.origin !== window.location.origin) return;
      const { urlMode, basePath } = siteStore.getState();
      const page = remotePageFor(fromUrl(anchor, urlMode, basePath).path);
      if (page) preloadRemotePage(page.remote, page.module);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
