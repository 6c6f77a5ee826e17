import type { Page } from '@playwright/test';

export interface RouteFrame {
  /** performance.now() in the page. */
  t: number;
  pages: Array<{ path: string; transform: string; opacity: string }>;
}

export interface RouteRecording {
  /** When the next click reached the document, in the page's clock. */
  clickAt: number;
  frames: RouteFrame[];
}

/**
 * Records the route containers in <main> on every animation frame and on every DOM change
 * from now on, in the page itself. Transition tests then judge the whole sequence after the
 * fact, instead of sampling from the test process, whose round trips a busy CI machine can
 * delay past the 0.3 s a transition lasts. Call the returned function to stop and collect.
 */
export async function recordRouteFrames(page: Page): Promise<() => Promise<RouteRecording>> {
  await page.evaluate(() => {
    const state = { clickAt: Number.NaN, frames: [] as unknown[], stopped: false };
    const snapshot = () =>
      state.frames.push({
        t: performance.now(),
        pages: [...document.querySelectorAll<HTMLElement>('[data-route-path]')].map((el) => {
          const style = getComputedStyle(el);
          return { path: el.dataset.routePath ?? '', transform: style.transform, opacity: style.opacity };
        }),
      });
    document.addEventListener('click', () => (state.clickAt = performance.now()), { capture: true, once: true });
    const container = document.querySelector('[data-route-path]')?.parentElement ?? document.body;
    const observer = new MutationObserver(snapshot);
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    const onFrame = () => {
      if (state.stopped) return;
      snapshot();
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
    (window as unknown as { __stopRouteFrames: () => unknown }).__stopRouteFrames = () => {
      state.stopped = true;
      observer.disconnect();
      return { clickAt: state.clickAt, frames: state.frames };
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { __stopRouteFrames: () => RouteRecording }).__stopRouteFrames());
}

/** True for a computed transform that neither moves nor scales the element ("-0" counts as 0). */
export function isIdentityTransform(transform: string): boolean {
  if (transform === 'none') return true;
  const values = /^matrix\(([^)]*)\)$/.exec(transform)?.[1].split(',').map(Number);
  return values !== undefined && [1, 0, 0, 1, 0, 0].every((expected, i) => values[i] === expected);
}
