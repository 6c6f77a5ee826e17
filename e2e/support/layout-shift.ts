import type { Page } from '@playwright/test';

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/**
 * Starts adding up the page's layout shifts not caused by input (the CLS sum, without session
 * windows). `buffered` also counts the shifts since navigation; `sinceParsed` only those from
 * the moment the HTML was parsed (the navigation's domInteractive), when the page's scripts
 * start: what a script did, not what the browser painted of the HTML while it arrived. Read
 * with readLayoutShift.
 */
export async function countLayoutShifts(page: Page, { buffered = false, sinceParsed = false } = {}): Promise<void> {
  await page.evaluate(
    ({ fromStart, fromParsed }) => {
      const w = window as unknown as { __layoutShift: number };
      w.__layoutShift = 0;
      const parsedAt = fromParsed ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive : 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          if (!entry.hadRecentInput && entry.startTime >= parsedAt) w.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: fromStart || fromParsed });
    },
    { fromStart: buffered, fromParsed: sinceParsed },
  );
}

export function readLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}
