import type { TestInfo } from '@playwright/test';
import type { Visitor } from '../visitor';
import { captureSide } from './capture';
import type { LooksPlan } from './gate-plan';
import { judgeLooks, reportLooks } from './judge';

/** How long one engine's check may take: about 15 to 35 s here (docs/releasing.md). */
export const LOOK_CHECK_TIMEOUT_MS = 180_000;

/**
 * The look check in one engine, whatever drives it: `onSide` gives each side a visitor of its own
 * (a browser context, or a browser) and closes it after. The candidate's side first: a page with
 * parameters is found among its links (capture.ts). Then both are judged and reported.
 */
export async function runLookCheck({ plan, testInfo, onSide }: { plan: LooksPlan; testInfo: TestInfo; onSide: <T>(which: 'live' | 'candidate', use: (visitor: Visitor) => Promise<T>) => Promise<T> }): Promise<void> {
  const found = new Map<string, string>();
  const side = (which: 'live' | 'candidate') => onSide(which, (visitor) => captureSide(visitor, plan, which, found));
  const candidate = await side('candidate');
  const live = await side('live');
  await reportLooks(testInfo, plan, judgeLooks({ engine: testInfo.project.name, plan, live, candidate }));
}
