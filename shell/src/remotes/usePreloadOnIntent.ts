import { useEffect } from 'react';
import { fromUrl, matchRoute, siteStore } from '@site/shared';
import { remoteRoutes } from '../router/route-elements';
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
      const match = matchRoute(fromUrl(anchor, urlMode, basePath).path);
      if (match.name in remoteRoutes) {
        const { remote, module } = remoteRoutes[match.name as keyof typeof remoteRoutes];
        preloadRemotePage(remote, module);
      }
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
