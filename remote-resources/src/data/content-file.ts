/**
 * The content's JSON files (build/content-files.js): fetched once each, checked against the
 * hash the file that points to them holds, and kept for the visit.
 */

/** A content file and its Subresource Integrity hash. */
export interface ContentRef {
  file: string;
  integrity: string;
}

declare const __webpack_public_path__: string;

/** The folder of the remote's own files, as its webpack runtime resolves its chunks; the document's in jest. */
function filesBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? new URL(__webpack_public_path__, document.baseURI).href : document.baseURI;
}

const fetched = new Map<string, Promise<unknown>>();

/**
 * The file's JSON. The browser refuses a body whose hash is not `integrity`, as it refuses a
 * changed script. A failed fetch is forgotten, so asking again tries again.
 */
export function fetchContent<T>(ref: ContentRef): Promise<T> {
  let request = fetched.get(ref.file);
  if (!request) {
    request = fetch(new URL(ref.file, filesBase()).href, { integrity: ref.integrity, credentials: 'omit' }).then((response) => {
      if (!response.ok) throw new Error(`${ref.file} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    request.catch(() => fetched.delete(ref.file));
    fetched.set(ref.file, request);
  }
  return request as Promise<T>;
}

/** What a page knows of a piece of content it asked for. */
export type Loaded<V> = { status: 'loading' } | { status: 'ready'; value: V } | { status: 'failed'; error: unknown };

export interface ContentStore<V> {
  /** What is known of `key` now; undefined before anyone asked for it. */
  peek(key: string): Loaded<V> | undefined;
  /** Asks for `key` (once while it is loading or loaded; again after a failure). */
  load(key: string): Promise<V>;
  /** Forgets a failure, so the next page to ask starts again (a Retry). */
  forget(key: string): void;
  subscribe: (listener: () => void) => () => void;
}

/** Content by key, loaded by `loadValue`, whose progress React reads with useSyncExternalStore. */
export function createContentStore<V>(loadValue: (key: string) => Promise<V>): ContentStore<V> {
  const entries = new Map<string, Loaded<V>>();
  const requests = new Map<string, Promise<V>>();
  const listeners = new Set<() => void>();
  const set = (key: string, entry: Loaded<V>) => {
    entries.set(key, entry);
    for (const listener of listeners) listener();
  };
  return {
    peek: (key) => entries.get(key),
    load(key) {
      const current = requests.get(key);
      if (current && entries.get(key)?.status !== 'failed') return current;
      const request = loadValue(key);
      requests.set(key, request);
      set(key, { status: 'loading' });
      request.then(
        (value) => set(key, { status: 'ready', value }),
        (error: unknown) => set(key, { status: 'failed', error }),
      );
      return request;
    },
    forget(key) {
      if (entries.get(key)?.status !== 'failed') return;
      entries.delete(key);
      requests.delete(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
