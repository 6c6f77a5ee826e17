/** How long to wait for a (possibly remote) page to render the element we are after. */
export const ELEMENT_WAIT_MS = 4000;

/**
 * Resolves with the element `find` returns, as soon as it exists in the document, or with
 * null after `timeoutMs`. Remote pages render after their code arrives, so the shell cannot
 * look for their elements synchronously.
 */
export function waitForElement(
  find: () => HTMLElement | null,
  timeoutMs = ELEMENT_WAIT_MS,
): { promise: Promise<HTMLElement | null>; cancel: () => void } {
  let observer: MutationObserver | undefined;
  let timer: number | undefined;
  const cancel = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const promise = new Promise<HTMLElement | null>((resolve) => {
    const found = find();
    if (found) return resolve(found);
    observer = new MutationObserver(() => {
      const el = find();
      if (el) {
        cancel();
        resolve(el);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = window.setTimeout(() => {
      cancel();
      resolve(null);
    }, timeoutMs);
  });
  return { promise, cancel };
}
