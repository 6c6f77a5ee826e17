import { writeFileSync } from 'node:fs';
import type { WebDriver } from 'selenium-webdriver';
import { taggedTest } from '../fixtures';
import { startWebKitDriver, type WebKitDriver } from './webkit';

/**
 * Playwright's `test` with a WebKit browser in place of its own pages, for the *.webkit.spec.ts
 * files: Debian's WebKitGTK through classic WebDriver (webkit.ts), one driver per worker. A
 * MiniBrowser takes a second or more to start, so a worker keeps one session per page load
 * strategy and hands it from test to test, on a blank page with no cookies; a test that fails
 * gets its session closed, and the next test a new one. The Playwright runner still runs these
 * tests, so a run's report, retries and counts are the same as for the other engines.
 */
type Strategy = 'normal' | 'none';

export const test = taggedTest.extend<{ driver: WebDriver; pageLoadStrategy: Strategy }, { webkit: WebKitDriver; sessions: Map<Strategy, WebDriver> }>({
  webkit: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter's pattern: none here
    async ({}, use) => {
      const webkit = await startWebKitDriver();
      await use(webkit);
      await webkit.stop();
    },
    { scope: 'worker' },
  ],
  sessions: [
    // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
    async ({}, use) => {
      const sessions = new Map<Strategy, WebDriver>();
      await use(sessions);
      await Promise.all([...sessions.values()].map((session) => session.quit().catch(() => undefined)));
    },
    { scope: 'worker' },
  ],
  pageLoadStrategy: ['normal', { option: true }],
  driver: async ({ webkit, sessions, pageLoadStrategy }, use, testInfo) => {
    let driver = sessions.get(pageLoadStrategy);
    if (!driver) {
      driver = await webkit.newSession({ pageLoadStrategy });
      sessions.set(pageLoadStrategy, driver);
    }
    let clean = false;
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
      } else {
        // Off the site, so nothing of this test's page runs on into the next one.
        await driver.manage().deleteAllCookies();
        await driver.get('about:blank');
        clean = true;
      }
    } finally {
      if (!clean) {
        sessions.delete(pageLoadStrategy);
        await driver.quit().catch(() => undefined);
      }
    }
  },
});

export { expect } from '@playwright/test';
