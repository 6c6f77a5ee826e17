import { firstPageCameWithHtml } from '../takeover';
import { IDLE_TIMEOUT_MS, idle } from './idle';
import { ELEMENT_WAIT_MS, waitForElement } from './wait-for-element';

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** A task queued from an animation frame runs once that frame has been painted. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function reportsLargestPaint(): boolean {
  return typeof PerformanceObserver !== 'undefined' && Boolean(PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'));
}

/** Resolves when the browser reports a largest paint of an element that `matches`, or after `timeoutMs`. */
function largestPaintOf(matches: (element: Element) => boolean, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.element && matches(entry.element))) done();
    });
    const timer = window.setTimeout(done, timeoutMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Resolves once the browser reports the page's own content painted: a largest-contentful-paint
 * entry for an element inside <main> (the header and footer come earlier, from index.html).
 * Gives up after `timeoutMs`. Where the browser makes no such reports, once <main> has its
 * heading and the next frame has been painted.
 */
function pageContentPainted(timeoutMs: number): Promise<void> {
  // Path mode: the HTML's content was painted before any script ran. React's first commit has
  // replaced a shell page's nodes since, and the browser's largest-paint entry for a node no
  // longer in the document names no element, so waiting for one inside <main> would only wait
  // out the timeout (4 s: home's warming came after a visitor's first tap in the bench).
  if (firstPageCameWithHtml()) return afterNextPaint();
  if (!reportsLargestPaint()) {
    return waitForElement(() => document.querySelector<HTMLElement>('main h1'), timeoutMs).promise.then(afterNextPaint);
  }
  return largestPaintOf((element) => Boolean(element.closest('main')), timeoutMs);
}

/**
 * How long a painted photo may wait for the browser to report it as the largest paint. The
 * report comes once its frame is on screen, which on a busy device is later than the main
 * thread's next frame (CI saw warming start 34 ms before the photo's reported paint); a photo
 * that is not the largest paint gets no report, and waits this long.
 */
export const LARGEST_PAINT_REPORT_WAIT_MS = 200;

/** Resolves when the browser reports `img` as a largest paint, or after `timeoutMs`. */
function reportedAsLargestPaint(img: HTMLImageElement, timeoutMs: number): Promise<void> {
  return reportsLargestPaint() ? largestPaintOf((element) => element === img, timeoutMs) : Promise.resolve();
}

/** Whether any part of the element is inside the viewport: an image there may be the largest paint. */
function inViewport(element: Element): boolean {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return bottom > 0 && right > 0 && top < window.innerHeight && left < window.innerWidth;
}

/** Whether the image has arrived (true) or failed (false), once it has done either. */
function arrived(img: HTMLImageElement): Promise<boolean> {
  // complete: arrived, or failed (then it has no natural size).
  if (img.complete) return Promise.resolve(img.naturalWidth > 0);
  return new Promise<boolean>((resolve) => {
    img.addEventListener('load', () => resolve(true), { once: true });
    img.addEventListener('error', () => resolve(false), { once: true });
  });
}

/**
 * Resolves once the images of <main> in the viewport have painted or failed: the photo on the
 * hub and on an article, the largest paint there, may come well after the text. Lazy ones
 * count too (the hub's are lazy at some widths), images further down do not. One that has
 * already arrived counts too: on a busy device its decode and paint come hundreds of
 * milliseconds after its load (a loop run on two workers saw warming start 277 ms before the
 * photo's reported paint, the photo loaded already). Gives up
 * after `timeoutMs`.
 */
function visibleImagesPainted(timeoutMs: number): Promise<void> {
  const inView = [...document.querySelectorAll<HTMLImageElement>('main img')].filter(inViewport);
  if (!inView.length) return Promise.resolve();
  const painted = async (img: HTMLImageElement) => {
    if (!(await arrived(img))) return;
    // Arrived is not painted: a large photo is decoded first, which takes a while on a phone,
    // and one that fades in is painted in full only once its fade has run.
    await img.decode().catch(() => undefined);
    await afterNextPaint();
    await Promise.all(img.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    // Chromium reports a photo that fades in as the largest paint once its fade has run.
    await Promise.all([afterNextPaint(), reportedAsLargestPaint(img, LARGEST_PAINT_REPORT_WAIT_MS)]);
  };
  return Promise.race([
    Promise.all(inView.map(painted)).then(() => undefined),
    new Promise<void>((resolve) => window.setTimeout(resolve, timeoutMs)),
  ]);
}

/**
 * Resolves at the first idle moment once the first page is complete: the document has loaded,
 * the page's content has been painted (a remote's page renders after the load event, once its
 * code has arrived) and its photo, if it has one, has arrived. For downloads the first page
 * does not need but the visitor's next action does: they neither compete with the page's own
 * downloads nor delay its largest paint.
 */
export async function afterFirstPage(timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  await loaded();
  await pageContentPainted(ELEMENT_WAIT_MS);
  await visibleImagesPainted(ELEMENT_WAIT_MS);
  await idle(timeoutMs);
}
