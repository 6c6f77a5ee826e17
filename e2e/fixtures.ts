import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page, type TestInfo } from '@playwright/test';
import { chromiumLaunch } from './playwright.config';
import { startSite } from './support/site';

const require = createRequire(import.meta.url);
const remoteApps = require('../shared/remote-apps.json') as { remotes: Array<{ name: string; prefixes: string[] }> };
const { isUnder } = require('../shared/src/pages/site-pages') as typeof import('../shared/src/pages/site-pages');

/**
 * The tag of the team whose page a route is ("/contact" -> "@contact", "/about" -> "@shell"),
 * from the path prefixes each remote owns (shared/remote-apps.json): a team's loop runs the
 * browser tests tagged for it (docs/testing.md, "A team's loop").
 */
export function teamOf(route: string): string {
  const path = route.split('#')[0];
  const remote = remoteApps.remotes.find(({ prefixes }) => prefixes.some((prefix) => isUnder(path, prefix)));
  return remote ? `@${remote.name}` : '@shell';
}

/** A deployed site on its own two origins, with faults, holds and releases to drive (support/site.ts). */
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

interface ErrorAllowance {
  pattern: RegExp;
  reason: string;
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

/** The remotes' names, from the one list of them: the spec's three and any area added since. */
export const REMOTES = remoteApps.remotes.map(({ name }) => name);

/** The tags a team's loop runs by (platform/test-runner/run-tests.mjs). */
export const TEAM_TAGS = ['@shell', ...REMOTES.map((name) => `@${name}`), '@contract', '@platform'];

/**
 * `test.use(beforeAnyInteraction)` at the top of a spec file (Chromium's tests only; Playwright
 * refuses it inside a describe, since it needs a worker of its own) whose tests are about a
 * visitor who has not touched the page yet: what the page fetches or plays before the first
 * interaction, or what a read-only visit downloads. They run in the full Chromium, where no
 * pointer is over a page until a test moves one; the headless shell the other tests run in keeps
 * one at the page's corner, which the shell takes for a visitor's first move (playwright.config.ts).
 */
export const beforeAnyInteraction = { launchOptions: chromiumLaunch.fullBrowser };

/** Whether the page has the federation runtime: loaded with the first remote page, not before. */
export const hasFederationRuntime = (page: Page) => page.evaluate(() => '__FEDERATION__' in globalThis);

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

/**
 * Collects into `errors` the console errors and uncaught exceptions of every page of `context`.
 * Other hosts are not reached: the engines are started so that they cannot resolve them
 * (playwright.config.ts), which keeps the browser's HTTP cache on, as routing every request
 * through the test would not.
 */
export function watchErrors(context: BrowserContext, errors: string[]): void {
  context.on('weberror', (webError) => errors.push(`pageerror: ${webError.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error' && !isRefusedExternalRequest(message)) errors.push(describeConsoleError(message));
  });
}

/**
 * Fails when `errors` holds one that no allowance explains, and notes each allowance with how
 * many errors it let through.
 */
export function expectNoUnexpectedErrors(errors: string[], allowances: ErrorAllowance[], testInfo?: TestInfo): void {
  const unexpected = errors.filter((error) => !allowances.some(({ pattern }) => pattern.test(error)));
  for (const { pattern, reason } of allowances) {
    const seen = errors.filter((error) => pattern.test(error)).length;
    testInfo?.annotations.push({ type: 'allowed errors', description: `${String(pattern)}: ${reason} (${seen} seen)` });
  }
  expect(unexpected, 'no uncaught error or console error the test did not allow').toEqual([]);
}

/**
 * Playwright's `test` with the rule every test of the suite follows, whichever browser drives
 * it (the WebKit tests extend this too: journeys/webkit-test.ts): a test without a team's tag
 * fails, since no team's loop would run it.
 */
export const taggedTest = base.extend<{ teamTagged: void }>({
  teamTagged: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
    async ({}, use, testInfo) => {
      expect(testInfo.tags.filter((tag) => TEAM_TAGS.includes(tag)), `tag the test with the team it concerns: ${TEAM_TAGS.join(', ')}`).not.toEqual([]);
      await use();
    },
    { auto: true },
  ],
});

export const test = taggedTest.extend<SiteFixtures & ErrorGuardFixtures, { deployedSite: DeployedSite }>({
  deployedSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  site: async ({ page, deployedSite }, use) => {
    await use(deployedSite);
    // The page first: it may still be fetching (the animation code, warming), and a server
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
export async function readyToAnimate(page: Page, { timeout }: { timeout?: number } = {}) {
  await page.waitForFunction(() => performance.getEntriesByName('motion-features:ready').length > 0, undefined, { timeout });
}

/**
 * Waits for the shell's mark that the moment for warming has passed (shell/src/remotes/warming/
 * usePreloadRemotes.ts) and says which: "done" once warming has settled, warmed or failed, or
 * "skipped" for a visitor who saves data. Past it, a page that is only read fetches nothing more
 * on its own: a positive signal, where a fixed wait would pass on a slow machine with warming
 * still to come.
 */
export async function warmingSettled(page: Page, { timeout }: { timeout?: number } = {}): Promise<'done' | 'skipped'> {
  const handle = await page.waitForFunction(
    () => ['done', 'skipped'].find((name) => performance.getEntriesByName(`remote-warming:${name}`).length > 0),
    undefined,
    { timeout },
  );
  return (await handle.jsonValue()) as 'done' | 'skipped';
}

/** Every URL the page requests from now on: `requested(pattern)` lists those matching it. */
export function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return (pattern: RegExp) => urls.filter((url) => pattern.test(url));
}

/**
 * Waits until the page shows its route in full: the app has taken the page over, one route is
 * in <main> (no transition under way), with its heading, nothing in it marked busy and nothing
 * left of prerendered HTML. The page's own signals: what networkidle's quiet half-second only
 * guesses at.
 */
export async function routeRendered(page: Page) {
  await expect(page.locator('#root[data-live]')).toHaveCount(1);
  const route = page.locator('main [data-route-path]');
  await expect(route).toHaveCount(1);
  await expect(route.locator('h1').first()).toBeVisible();
  await expect(route.locator('[aria-busy="true"], [data-prerendered]')).toHaveCount(0);
}
