import { test } from '../fixtures';
import { captureSide, SCREEN_SIZES } from './looks/capture';
import { judgeLooks, reportLooks } from './looks/judge';
import { looksPlan } from './looks/gate-plan';
import { playwrightVisitor } from './playwright-visitor';

/**
 * The release gate's look check in the engines Playwright drives (Chromium, Firefox): the live
 * site and the candidate pictured in tabs of their own, in the same browser and run, then
 * compared region by region (looks/). Only the gate runs it, with a plan (LOOKS_PLAN). WebKit's
 * is looks.webkit.gate.ts.
 */
const plan = looksPlan();

if (plan) {
  test.describe('looks', { tag: '@engines' }, () => {
    test(`${plan.team} looks`, { tag: `@${plan.team}` }, async ({ browser }, testInfo) => {
      test.setTimeout(180_000);
      const found = new Map<string, string>();
      const side = async (which: 'live' | 'candidate') => {
        const context = await browser.newContext({ viewport: SCREEN_SIZES[0], reducedMotion: 'reduce' });
        try {
          return await captureSide(playwrightVisitor(await context.newPage(), plan[which].base), plan, which, found);
        } finally {
          await context.close();
        }
      };
      // The candidate first: a page with parameters is found among its links (capture.ts).
      const candidate = await side('candidate');
      const live = await side('live');
      const judged = judgeLooks({ engine: testInfo.project.name, plan, live, candidate });
      await reportLooks(testInfo, plan, judged);
    });
  });
}
