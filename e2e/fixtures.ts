import { createRequire } from 'node:module';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const staticRoutes = require('../shared/src/routing/static-routes.json') as Record<string, string>;
const remoteApps = require('../shared/remote-apps.json') as { remotes: Array<{ name: string; pages: Array<{ route: string }> }> };

/**
 * The tag of the team whose page a route is ("/contact" -> "@contact", "/about" -> "@shell"),
 * from the route table and shared/remote-apps.json: a team's loop runs the browser tests
 * tagged for it (docs/testing.md, "A team's loop").
 */
export function teamOf(route: string): string {
  const path = route.split('#')[0];
  const name = staticRoutes[path] ?? (/^\/resources\/[^/]+\/[^/]+$/.test(path) ? 'article' : 'notFound');
  const remote = remoteApps.remotes.find(({ pages }) => pages.some((page) => page.route === name));
  return remote ? `@${remote.name}` : '@shell';
}

export interface SiteFixtures {
  /** Opens an in-app target ("/solutions#sales") in the default hash URL mode. */
  visit: (target: string) => Promise<void>;
  /**
   * Lets through, in this test only, the console errors and uncaught exceptions that match
   * `pattern` ("console.error: <text> (<url>)" or "pageerror: <message>"), for a stated reason:
   * `allowErrors(/Failed to load resource/, 'the CDN is stopped on purpose')`. Every other
   * error still fails the test.
   */
  allowErrors: (pattern: RegExp, reason: string) => void;
}

interface ErrorAllowance {
  pattern: RegExp;
  reason: string;
}

interface ErrorGuardFixtures {
  /**
   * Automatic: every test fails on a console error or an uncaught exception it did not allow.
   * Its value is the test's allowances, which `allowErrors` adds to.
   */
  errorGuard: ErrorAllowance[];
  /** Automatic: a test without a team's tag fails, since no team's loop would run it. */
  teamTagged: void;
}

/** The tags a team's loop runs by (scripts/run-tests.mjs). */
const TEAM_TAGS = ['@shell', ...remoteApps.remotes.map(({ name }) => `@${name}`), '@contract', '@platform'];

export function siteUrl(target = '/'): string {
  return `${process.env.SITE_URL}/#${target}`;
}

/** The machine has no internet: requests to other hosts (the stock photo) fail fast, as offline. */
const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

function describeConsoleError(message: ConsoleMessage): string {
  const { url } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url})` : ''}`;
}

/** A refused request to another host is the offline case the site must handle, not a bug. */
function isRefusedExternalRequest(message: ConsoleMessage): boolean {
  const { url } = message.location();
  return /^Failed to load resource/.test(message.text()) && Boolean(url) && !LOCAL.test(url);
}

export const test = base.extend<SiteFixtures & ErrorGuardFixtures>({
  teamTagged: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
    async ({}, use, testInfo) => {
      expect(testInfo.tags.filter((tag) => TEAM_TAGS.includes(tag)), `tag the test with the team it concerns: ${TEAM_TAGS.join(', ')}`).not.toEqual([]);
      await use();
    },
    { auto: true },
  ],
  errorGuard: [
    async ({ page }, use, testInfo) => {
      const allowances: ErrorAllowance[] = [];
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isRefusedExternalRequest(message)) errors.push(describeConsoleError(message));
      });
      await page.context().route((url) => !LOCAL.test(url.href), (route) => route.abort('failed'));
      await use(allowances);
      const unexpected = errors.filter((error) => !allowances.some(({ pattern }) => pattern.test(error)));
      for (const { pattern, reason } of allowances) {
        const seen = errors.filter((error) => pattern.test(error)).length;
        testInfo.annotations.push({ type: 'allowed errors', description: `${String(pattern)}: ${reason} (${seen} seen)` });
      }
      expect(unexpected, 'no uncaught error or console error the test did not allow').toEqual([]);
    },
    { auto: true },
  ],
  allowErrors: async ({ errorGuard }, use) => {
    await use((pattern, reason) => {
      if (!reason.trim()) throw new Error(`allowErrors(${String(pattern)}): say why the test provokes these errors`);
      errorGuard.push({ pattern, reason });
    });
  },
  visit: async ({ page }, use) => {
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
 * Waits, without interacting, until page transitions animate: the shell fetches framer-motion's
 * animation features at the first idle moment after the page has loaded.
 */
export async function readyToAnimate(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('motion-features:ready').length > 0);
}
