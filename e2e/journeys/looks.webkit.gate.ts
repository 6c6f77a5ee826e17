import { looksPlan } from './looks/gate-plan';
import { LOOK_CHECK_TIMEOUT_MS, runLookCheck } from './looks/look-check';
import { webdriverVisitor } from './webdriver/webdriver-visitor';
import { inOwnBrowser, test } from './webdriver/webkit-test';

/**
 * The look check of looks.gate.ts in WebKit, which Playwright cannot drive here (webkit-test.ts).
 * Each side gets a browser of its own, as each gets a context of its own in the other engines:
 * in one browser the candidate's preview outlived the shell's own way of leaving it, and the
 * live side pictured the candidate. WebKit draws the same page a few pixels apart from one time
 * to the next, which its tolerance allows (compare-looks.mjs, TOLERANCE), and its window has a
 * narrowest width of its own (447 px here), its phone pictures' width.
 */
const plan = looksPlan();

if (plan) {
  test.describe('looks', { tag: '@engines' }, () => {
    test(`${plan.team} looks`, { tag: `@${plan.team}` }, async ({ webkit, session }, testInfo) => {
      test.setTimeout(LOOK_CHECK_TIMEOUT_MS);
      await runLookCheck({
        plan,
        testInfo,
        onSide: (which, use) => inOwnBrowser({ webkit, session }, (driver) => use(webdriverVisitor(driver, plan[which].base))),
      });
    });
  });
}
