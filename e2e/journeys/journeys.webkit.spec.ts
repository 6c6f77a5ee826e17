import { writeFileSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import type { WebDriver } from 'selenium-webdriver';
import { plannedJourneys, startJourney } from './plan';
import { webdriverVisitor } from './webdriver-visitor';
import { startWebKitDriver, type WebKitDriver } from './webkit';

/**
 * The journeys of journeys.spec.ts in WebKit, which Playwright cannot drive here: Debian's
 * WebKitGTK through classic WebDriver (webkit.ts), one fresh browser per journey. The
 * Playwright runner still runs them, so a run's report, retries and counts are the same.
 */
const test = base.extend<{ driver: WebDriver }, { webkit: WebKitDriver }>({
  webkit: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const webkit = await startWebKitDriver();
      await use(webkit);
      await webkit.stop();
    },
    { scope: 'worker' },
  ],
  driver: async ({ webkit }, use, testInfo) => {
    const driver = await webkit.newSession();
    try {
      await use(driver);
      // What the page showed when the journey failed: Playwright's own screenshot and trace
      // only cover the browsers it drives.
      if (testInfo.status !== testInfo.expectedStatus) {
        const url = await driver.getCurrentUrl().catch((error: Error) => `unknown (${error.message})`);
        await testInfo.attach('url', { body: url, contentType: 'text/plain' });
        const png = await driver.takeScreenshot().catch(() => null);
        if (png) {
          const file = testInfo.outputPath('webkit-failure.png');
          writeFileSync(file, Buffer.from(png, 'base64'));
          await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });
        }
      }
    } finally {
      await driver.quit();
    }
  },
});

test.describe('journeys', { tag: '@engines' }, () => {
  for (const { title, journey, base: site } of plannedJourneys()) {
    test(title, async ({ driver }) => {
      const visitor = webdriverVisitor(driver, site);
      await visitor.resize(1440, 900);
      await startJourney(visitor);
      await journey(visitor);
      expect(await visitor.errors(), 'no uncaught error or console error').toEqual([]);
    });
  }
});
