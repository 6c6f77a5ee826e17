import { plannedJourneys, startJourney } from './plan';
import { webdriverVisitor } from './webdriver/webdriver-visitor';
import { expect, test } from './webdriver/webkit-test';

/** The journeys of journeys.spec.ts in WebKit, which Playwright cannot drive here (webkit-test.ts). */
test.describe('journeys', { tag: '@engines' }, () => {
  for (const { title, steps, base: site, tags } of plannedJourneys()) {
    test(title, { tag: tags }, async ({ driver }) => {
      const visitor = webdriverVisitor(driver, site);
      for (const { name, journey, fresh } of steps) {
        await test.step(name, async () => {
          if (fresh) {
            await visitor.resize(1440, 900);
            await startJourney(visitor);
          }
          await journey(visitor);
          expect(await visitor.errors(), 'no uncaught error or console error').toEqual([]);
        });
      }
    });
  }
});
