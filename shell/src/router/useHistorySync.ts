import { useEffect } from 'react';
import { siteStore } from '@site/shared';

/**
 * Keeps the store's location in step with the browser URL: back/forward (popstate) and
 * typed or external hash changes (hashchange; in hash mode every route lives in the hash).
 */
export function useHistorySync(): void {
  useEffect(() => {
    const sync = () => siteStore.getState().syncFromUrl();
    window.addEventListener('popstate', sync);
    window.addEventListener('hashchange', sync);
    // The URL may have changed between the first read (before rendering) and now: the first
    // render is a transition, and a visitor or a test can change the hash while it runs.
    sync();
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('hashchange', sync);
    };
  }, []);
}
