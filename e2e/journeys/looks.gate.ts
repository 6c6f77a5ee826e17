import { test } from '../fixtures';
import { SCREEN_SIZES } from './looks/capture';
import { looksPlan } from './looks/gate-plan';
import { LOOK_CHECK_TIMEOUT_MS, runLookCheck } from './looks/look-check';
import { playwrightVisitor } from './playwright-visitor';

/**
 * The release gate's look check in the engines Playwright drives (Chromium, Firefox): the live
 * site and the candidate pictured each in a browser context of its own, in the same browser and
 * run, then compared region by region (looks/). Only the gate runs it, with a plan (LOOKS_PLAN).
 * WebKit's is looks.webkit.gate.ts.
 */
const plan = looksPlan();

if (plan) {
  test.describe('looks', { tag: '@engines' }, () => {
    test(`${plan.team} looks`, { tag: `@${plan.team}` }, async ({ browser }, testInfo) => {
      test.setTimeout(LOOK_CHECK_TIMEOUT_MS);
      await runLookCheck({
        plan,
        testInfo,
        onSide: async (which, use) => {
          const context = await browser.newContext({ viewport: SCREEN_SIZES[0], reducedMotion: 'reduce' });
          try {
            return await use(playwrightVisitor(await context.newPage(), plan[which].base));
          } finally {
            await context.close();
          }
        },
      });
    });
  });
}
