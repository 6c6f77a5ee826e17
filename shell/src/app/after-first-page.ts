import { ELEMENT_WAIT_MS, waitForElement } from '../router/wait-for-element';

/** How long the browser may put off the idle moment before the work runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the browser reports the page's own content painted: a largest-contentful-paint
 * entry for an element inside <main> (the header and footer come earlier, from index.html).
 * Gives up after `timeoutMs`. Where the browser makes no such reports, once <main> has its
 * heading and the next frame has been painted.
 */
function pageContentPainted(timeoutMs: number): Promise<void> {
  const reportsLargestPaint =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reportsLargestPaint) {
    return waitForElement(() => document.querySelector<HTMLElement>('main h1'), timeoutMs).promise.then(
      // A task queued from an animation frame runs once that frame has been painted.
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.element?.closest('main'))) done();
    });
    const timer = window.setTimeout(done, timeoutMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

function idle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves at the first idle moment once the first page is complete: the document has loaded
 * and the page's content has been painted (a remote's page renders after the load event, once
 * its code has arrived). For downloads the first page does not need but the visitor's next
 * action does: they neither compete with the page's own downloads nor delay its largest paint.
 */
export async function afterFirstPage(timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  await loaded();
  await pageContentPainted(ELEMENT_WAIT_MS);
  await idle(timeoutMs);
}
