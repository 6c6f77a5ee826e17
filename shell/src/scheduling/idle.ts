/** How long the browser may put off the idle moment before the work runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** The browser's next idle moment, at the latest after `timeoutMs`; a moment later where it cannot tell. */
export function idle(timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
