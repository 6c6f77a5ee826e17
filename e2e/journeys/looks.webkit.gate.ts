import { captureSide } from './looks/capture';
import { judgeLooks, reportLooks } from './looks/judge';
import { looksPlan } from './looks/gate-plan';
import { webdriverVisitor } from './webdriver/webdriver-visitor';
import { test } from './webdriver/webkit-test';

/**
 * The look check of looks.gate.ts in WebKit, which Playwright cannot drive here (webkit-test.ts).
 * Each side gets a browser of its own, as each gets a context of its own in the other engines:
 * in one browser the candidate's preview outlived the shell's own way of leaving it, and the
 * live side pictured the candidate. WebKit draws the same page a few pixels apart from one time
 * to the next, which its tolerance allows (compare-looks.mjs, TOLERANCE), and its window is never
 * narrower than 447 px, its phone pictures' width.
 */
const plan = looksPlan();

if (plan) {
  test.describe('looks', { tag: '@engines' }, () => {
    test(`${plan.team} looks`, { tag: `@${plan.team}` }, async ({ webkit, session }, testInfo) => {
      test.setTimeout(180_000);
      // The driver runs one browser at a time: the worker's, kept from the journeys, goes first.
      await session.current?.driver.quit().catch(() => undefined);
      session.current = null;
      const found = new Map<string, string>();
      const side = async (which: 'live' | 'candidate') => {
        const driver = await webkit.newSession();
        try {
          return await captureSide(webdriverVisitor(driver, plan[which].base), plan, which, found);
        } finally {
          await driver.quit().catch(() => undefined);
        }
      };
      // The candidate first: a page with parameters is found among its links (capture.ts).
      const candidate = await side('candidate');
      const live = await side('live');
      const judged = judgeLooks({ engine: 'webkit', plan, live, candidate });
      await reportLooks(testInfo, plan, judged);
    });
  });
}
