import { writeFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import type { WebDriver } from 'selenium-webdriver';
import { startWebKitDriver, type WebKitDriver } from './webkit';

/**
 * Playwright's `test` with a WebKit browser in place of its own pages, for the *.webkit.spec.ts
 * files: Debian's WebKitGTK through classic WebDriver (webkit.ts), one driver per worker and a
 * fresh browser per test. The Playwright runner still runs these tests, so a run's report,
 * retries and counts are the same as for the other engines.
 */
export const test = base.extend<{ driver: WebDriver; pageLoadStrategy: 'normal' | 'none' }, { webkit: WebKitDriver }>({
  webkit: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter's pattern: none here
    async ({}, use) => {
      const webkit = await startWebKitDriver();
      await use(webkit);
      await webkit.stop();
    },
    { scope: 'worker' },
  ],
  pageLoadStrategy: ['normal', { option: true }],
  driver: async ({ webkit, pageLoadStrategy }, use, testInfo) => {
    const driver = await webkit.newSession({ pageLoadStrategy });
    try {
      await use(driver);
      // What the page showed when the test failed: Playwright's own screenshot and trace only
      // cover the browsers it drives.
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

export { expect } from '@playwright/test';
