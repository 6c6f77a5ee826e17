import { writeFileSync } from 'node:fs';
import type { WebDriver } from 'selenium-webdriver';
import { taggedTest } from '../../fixtures';
import { perWorker } from '../../fixtures/per-worker';
import { startWebKitDriver, type WebKitDriver } from './webkit';

/**
 * Playwright's `test` with a WebKit browser in place of its own pages, for the *.webkit.spec.ts
 * files and the gate's looks.webkit.gate.ts: Debian's WebKitGTK through classic WebDriver
 * (webkit.ts), one driver per worker. A
 * MiniBrowser takes a second or more to start, so a worker keeps its session and hands it from
 * test to test, on a blank page with no cookies; the driver allows one session at a time, so a
 * test that needs another page load strategy gets a new one in its place, and a test that
 * fails gets its session closed, the next test a new one. The Playwright runner still runs
 * these tests, so a run's report, retries and counts are the same as for the other engines.
 */
type Strategy = 'normal' | 'none';
interface Session {
  driver: WebDriver;
  strategy: Strategy;
}

interface Sessions {
  current: Session | null;
}

/** Closes the worker's browser, if it has one: the driver runs one at a time. */
async function closeCurrent(session: Sessions): Promise<void> {
  await session.current?.driver.quit().catch(() => undefined);
  session.current = null;
}

/**
 * A fresh browser for `use` alone, in place of the worker's, closed after it; the next test that
 * asks for `driver` gets a new one. It is the worker's current one while it runs, so a test that
 * times out has it closed at the worker's end.
 */
export async function inOwnBrowser<T>({ webkit, session }: { webkit: WebKitDriver; session: Sessions }, use: (driver: WebDriver) => Promise<T>): Promise<T> {
  await closeCurrent(session);
  const driver = await webkit.newSession();
  session.current = { driver, strategy: 'normal' };
  try {
    return await use(driver);
  } finally {
    await closeCurrent(session);
  }
}

export const test = taggedTest.extend<{ driver: WebDriver; pageLoadStrategy: Strategy }, { webkit: WebKitDriver; session: Sessions }>({
  webkit: perWorker(startWebKitDriver, (webkit) => webkit.stop()),
  session: perWorker<Sessions>(() => ({ current: null }), closeCurrent),
  pageLoadStrategy: ['normal', { option: true }],
  driver: async ({ webkit, session, pageLoadStrategy }, use, testInfo) => {
    if (session.current && session.current.strategy !== pageLoadStrategy) await closeCurrent(session);
    session.current ??= { driver: await webkit.newSession({ pageLoadStrategy }), strategy: pageLoadStrategy };
    const { driver } = session.current;
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
        session.current = null;
        await driver.quit().catch(() => undefined);
      }
    }
  },
});

export { expect } from '@playwright/test';
