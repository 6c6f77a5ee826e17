import { test } from '../fixtures';
import { plannedJourneys, startJourney } from './plan';
import { playwrightVisitor } from './playwright-visitor';

/**
 * The journeys in the engines Playwright drives (Chromium, Firefox): plan.ts says which and
 * where. Like every test of the suite, a journey fails on a console error or an uncaught
 * exception (fixtures.ts). WebKit runs the same journeys in journeys.webkit.spec.ts.
 */
test.describe('journeys', { tag: '@engines' }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { title, steps, base, tags } of plannedJourneys()) {
    test(title, { tag: tags }, async ({ page }) => {
      // The loader says in a warning why a remote could not be shown (a refused contract, a
      // missing module...): a failing journey reports it beside its own assertion.
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text().split('\n')[0]));
      const visitor = playwrightVisitor(page, base);
      for (const { name, journey, fresh } of steps) {
        await test.step(name, async () => {
          try {
            if (fresh) await startJourney(visitor);
            await journey(visitor);
          } catch (error) {
            if (warnings.length === 0) throw error;
            throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page warned: ${warnings.join('\n  ')}`);
          }
        });
      }
    });
  }
});
