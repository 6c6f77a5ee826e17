import type { Page } from '@playwright/test';

type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
};

/**
 * Starts adding up the page's layout shifts not caused by input (the CLS sum, without session
 * windows). `buffered` also counts the shifts since navigation; `sinceParsed` only those from
 * the moment the HTML was parsed (the navigation's domInteractive), when the page's scripts
 * start: what a script did, not what the browser painted of the HTML while it arrived. Read
 * with readLayoutShift; describeLayoutShifts says what moved, for a failure's message.
 */
export async function countLayoutShifts(page: Page, { buffered = false, sinceParsed = false } = {}): Promise<void> {
  await page.evaluate(
    ({ fromStart, fromParsed }) => {
      const w = window as unknown as { __layoutShift: number; __layoutShiftSources: string[] };
      w.__layoutShift = 0;
      w.__layoutShiftSources = [];
      const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
      const describe = (node: Node | null) => {
        if (!(node instanceof Element)) return node ? node.nodeName : '(removed node)';
        const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
        return `<${node.tagName.toLowerCase()}${classes}> "${(node.textContent ?? '').trim().slice(0, 30)}"`;
      };
      const parsedAt = fromParsed ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive : 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          if (entry.hadRecentInput || entry.startTime < parsedAt) continue;
          w.__layoutShift += entry.value;
          for (const { node, previousRect, currentRect } of entry.sources) {
            w.__layoutShiftSources.push(`${Math.round(entry.startTime)} ms: ${describe(node)} ${rect(previousRect)} -> ${rect(currentRect)}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: fromStart || fromParsed });
    },
    { fromStart: buffered, fromParsed: sinceParsed },
  );
}

export function readLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/** What moved since countLayoutShifts, one line per shifted element: when, what, from and to. */
export async function describeLayoutShifts(page: Page): Promise<string> {
  const sources = await page.evaluate(() => (window as unknown as { __layoutShiftSources: string[] }).__layoutShiftSources);
  return sources.length ? `shifted:\n${sources.join('\n')}` : 'nothing shifted';
}
