import type { Page } from '@playwright/test';

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/**
 * Starts adding up the page's layout shifts not caused by input (the CLS sum, without session
 * windows). `buffered` also counts the shifts since navigation. Read with readLayoutShift.
 */
export async function countLayoutShifts(page: Page, { buffered = false } = {}): Promise<void> {
  await page.evaluate((fromStart) => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: fromStart });
  }, buffered);
}

export function readLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}
