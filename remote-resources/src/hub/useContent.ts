import { useEffect, useSyncExternalStore } from 'react';
import type { ContentStore, Loaded } from '../data/content-file';

/**
 * What `store` holds for `key`, asked for once the page shows; undefined until then, and for
 * no key. A failure is thrown for the shell's error boundary (its fallback offers Retry, which
 * mounts the page again) and forgotten, so that Retry fetches again.
 */
export function useContent<V>(store: ContentStore<V>, key: string | null): Loaded<V> | undefined {
  const peek = () => (key === null ? undefined : store.peek(key));
  const entry = useSyncExternalStore(store.subscribe, peek, peek);
  useEffect(() => {
    if (key !== null && !store.peek(key)) store.load(key).catch(() => undefined);
  }, [store, key]);
  if (entry?.status === 'failed' && key !== null) {
    store.forget(key);
    throw entry.error;
  }
  return entry;
}
