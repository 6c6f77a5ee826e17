/**
 * Memoises an asynchronous resource until it fails: every call shares one request while it is
 * under way or once it has succeeded, and the first call after a failure starts a new one (a
 * Retry). The loader keeps one of these per resource: remotes.json, the runtime, each page.
 */
export function untilRejected<T>(create: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (!current) {
      const attempt = create();
      current = attempt;
      attempt.catch(() => {
        if (current === attempt) current = null;
      });
    }
    return current;
  };
}
