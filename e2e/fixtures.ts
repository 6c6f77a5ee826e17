import { expect } from '@playwright/test';
import { chromiumLaunch } from './playwright.config';
import { recordCoverage, watchBrowser } from './fixtures/coverage';
import { expectNoUnexpectedErrors, watchErrors, type ErrorAllowance } from './fixtures/errors';
import { perWorker } from './fixtures/per-worker';
import { taggedTest } from './fixtures/teams';
import { siteUrl } from './fixtures/page-signals';
import { startSite } from './support/served-site';

/**
 * The browser suite's `test`, and what a spec imports with it: the one door to the fixtures'
 * parts, each a file of fixtures/ by concern (the teams' tags, the error guard, the page's
 * signals, the coverage recorder). This file composes them into the `test` every spec uses: the
 * team tag rule, the error guard in every page of the test's context, the worker's deployed
 * site, and, when `npm test` records the test map, what each test's pages ran.
 */
export { REMOTES, TEAM_TAGS, taggedTest, teamOf } from './fixtures/teams';
export { hasFederationRuntime, mainHeading, recordRequests, routeRendered, siteUrl, toastRegion, warmingSettled } from './fixtures/page-signals';
export { expect };

/** A deployed site on its own two origins, with faults, holds and releases to drive (support/served-site.ts). */
export type DeployedSite = Awaited<ReturnType<typeof startSite>>;

export interface SiteFixtures {
  /**
   * The worker's deployed site, for a test that changes it (stops its CDN, tampers with a file,
   * ships a version): after the test the page is closed, then the site put back as deployed
   * (reset()). One deploy serves every such test of the worker: a deploy and two servers take a
   * second or more.
   */
  site: DeployedSite;
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

interface CoverageFixtures {
  /** Automatic: what the test's pages ran, when the run records the test map (fixtures/coverage.ts). */
  coverage: void;
}

interface ErrorGuardFixtures {
  /** The console errors and uncaught exceptions of every page of the test's context, as they come. */
  pageErrors: string[];
  /**
   * Automatic: every test fails on a console error or an uncaught exception it did not allow.
   * Its value is the test's allowances, which `allowErrors` adds to.
   */
  errorGuard: ErrorAllowance[];
}

/**
 * `test.use(beforeAnyInteraction)` at the top of a spec file (Chromium's tests only; Playwright
 * refuses it inside a describe, since it needs a worker of its own) whose tests are about a
 * visitor who has not touched the page yet: what the page fetches or plays before the first
 * interaction, or what a read-only visit downloads. They run in the full Chromium, where no
 * pointer is over a page until a test moves one; the headless shell the other tests run in keeps
 * one at the page's corner, which the shell takes for a visitor's first move (playwright.config.ts).
 */
export const beforeAnyInteraction = { launchOptions: chromiumLaunch.fullBrowser };

export const test = taggedTest.extend<SiteFixtures & ErrorGuardFixtures & CoverageFixtures, { deployedSite: DeployedSite }>({
  // Every context of the worker's browser is watched, so that a test's pages are recorded from
  // their first script, whoever opens them (fixtures/coverage.ts).
  browser: [
    async ({ browser }, use) => {
      watchBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // Set up before the test's context, so torn down after it: closing a context takes its coverage.
  coverage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
    async ({}, use, testInfo) => {
      await recordCoverage(use, testInfo);
    },
    { auto: true },
  ],
  deployedSite: perWorker(startSite, (site) => site.close()),
  site: async ({ page, deployedSite }, use) => {
    await use(deployedSite);
    // The page first: it may still be fetching (warming, the toast UI), and a server
    // stopped or changed under it would fail those requests, and the error guard the test.
    await page.close();
    await deployedSite.reset();
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
  pageErrors: async ({}, use) => {
    await use([]);
  },
  // Every context a test uses is watched from its start; a test that opens no page opens no context.
  context: async ({ context, pageErrors }, use) => {
    watchErrors(context, pageErrors);
    await use(context);
  },
  errorGuard: [
    async ({ pageErrors }, use, testInfo) => {
      const allowances: ErrorAllowance[] = [];
      await use(allowances);
      expectNoUnexpectedErrors(pageErrors, allowances, testInfo);
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
