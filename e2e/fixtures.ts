import { test as base, expect, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Opens an in-app target ("/solutions#sales") in the default hash URL mode. */
  visit: (target: string) => Promise<void>;
  /** Console errors and uncaught exceptions seen by the page; checked after every test. */
  pageErrors: string[];
}

export function siteUrl(target = '/'): string {
  return `${process.env.SITE_URL}/#${target}`;
}

/** The machine has no internet: requests to other hosts (the stock photo) fail fast, as offline. */
const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

export const test = base.extend<SiteFixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A refused external image is the offline case the site must handle, not a bug.
      if (/Failed to load resource: net::ERR_FAILED/.test(message.text())) return;
      errors.push(`console.error: ${message.text()}`);
    });
    await page.context().route((url) => !LOCAL.test(url.href), (route) => route.abort('failed'));
    await use(errors);
    expect(errors, 'no uncaught error or console error').toEqual([]);
  },
  visit: async ({ page, pageErrors }, use) => {
    void pageErrors;
    await use(async (target) => {
      await page.goto(siteUrl(target));
    });
  },
});

export { expect };

/** The page's main heading, once the route (and its remote) has rendered. */
export function mainHeading(page: Page) {
  return page.locator('main h1').first();
}

/** The single toast of the shell's viewport. */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications \(F8\)/ });
}

/**
 * A first interaction (a pointer move), then waits until page transitions animate: the shell
 * fetches framer-motion's animation features only once a visitor interacts.
 */
export async function readyToAnimate(page: Page) {
  await page.mouse.move(4, 4);
  await page.waitForFunction(() => performance.getEntriesByName('motion-features:ready').length > 0);
}
