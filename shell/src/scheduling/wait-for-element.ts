/** How long to wait for a (possibly remote) page to render the element we are after. */
export const ELEMENT_WAIT_MS = 4000;

/**
 * Resolves with what `find` returns, as soon as it is not null after a change under `root`,
 * or with null after `timeoutMs`. Remote pages render after their code arrives, so the shell
 * cannot look for what they render synchronously.
 */
export function waitForDom<T>(
  find: () => T | null,
  { root = document.body, timeoutMs = ELEMENT_WAIT_MS }: { root?: Node; timeoutMs?: number } = {},
): { promise: Promise<T | null>; cancel: () => void } {
  let observer: MutationObserver | undefined;
  let timer: number | undefined;
  const cancel = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const promise = new Promise<T | null>((resolve) => {
    const found = find();
    if (found !== null) return resolve(found);
    observer = new MutationObserver(() => {
      const value = find();
      if (value !== null) {
        cancel();
        resolve(value);
      }
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    timer = window.setTimeout(() => {
      cancel();
      resolve(null);
    }, timeoutMs);
  });
  return { promise, cancel };
}

/** waitForDom for an element of the page. */
export function waitForElement(
  find: () => HTMLElement | null,
  timeoutMs = ELEMENT_WAIT_MS,
): { promise: Promise<HTMLElement | null>; cancel: () => void } {
  return waitForDom(find, { timeoutMs });
}
