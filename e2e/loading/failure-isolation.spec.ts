import type { ServerResponse } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from '../fixtures';
import { countLayoutShifts, readLayoutShift } from '../support/layout-shift';
import { remoteFile } from '../support/served-site';
import { buildVariant } from '../support/builds/variant-build';

const HEADING = "Let's talk about your business";
const FALLBACK_TIMEOUT = 15_000;
/** How long the shell waits on one request for a remote's file (docs/architecture.md, "Loading a remote page"). */
const REQUEST_TIMEOUT_MS = 8000;

/**
 * Records when each of these test ids first appears in the page, in the page's own clock
 * (performance.now(): milliseconds since the navigation started), from the first moment of
 * every document. Time bounds are read from these marks, not from the test's clock around a
 * page load and Playwright's polling, which a busy machine stretches.
 */
async function recordAppearances(page: Page, testIds: string[]) {
  await page.addInitScript((ids) => {
    const seen: Record<string, number> = {};
    (window as unknown as { appeared: Record<string, number> }).appeared = seen;
    const look = () => {
      for (const id of ids) if (!(id in seen) && document.querySelector(`[data-testid="${id}"]`)) seen[id] = performance.now();
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-testid'] });
  }, testIds);
  return () => page.evaluate(() => (window as unknown as { appeared: Record<string, number> }).appeared);
}

/** How far short of the deadline the test first runs the page's clock: to where the slow notice is due (5 s). */
const SHORT_OF_DEADLINE_MS = 3000;

/**
 * Runs the page's clock (installed by the test before the visit) past a request's deadline, so
 * the test does not wait 8 s out: first to 3 s short of it, where `meanwhile` checks what the
 * visitor sees by then, then past it. The page's marks (recordAppearances) read the same clock,
 * so they still tell when each state came: a fallback that came too early would be marked about
 * 3 s before the deadline, since the page renders in milliseconds once its timer has fired.
 */
async function runPastDeadline(page: Page, meanwhile: () => Promise<void> = async () => {}) {
  await page.clock.runFor(REQUEST_TIMEOUT_MS - SHORT_OF_DEADLINE_MS);
  await meanwhile();
  await page.clock.runFor(SHORT_OF_DEADLINE_MS);
}

async function expectRestOfSiteWorks(page: Page) {
  await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
  await expect(page.getByTestId('toast')).toContainText('Industry Insights Coming Soon!');
  await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
  await expect(mainHeading(page)).toHaveText('Why Choose Us');
  await page.goBack();
}

/**
 * With the remote's fallback in place of its page: the rest of the site works around it and the
 * fallback is still there on the way back; once `putBack` has mended the remote, Retry loads the
 * page.
 */
async function expectContainedUntilRetried(page: Page, putBack: () => void | Promise<void>) {
  await expectRestOfSiteWorks(page);
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: FALLBACK_TIMEOUT });
  await putBack();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(mainHeading(page)).toHaveText(HEADING);
}

test.describe('failure isolation', { tag: '@shell' }, () => {
  test.describe.configure({ timeout: 120_000 });

  // One team's bad entry takes out that team's area alone (docs/security.md, "The border").
  test("a remote whose entry in remotes.json is missing or malformed shows its fallback; the other remotes' pages work", { tag: ['@solutions'] }, async ({ page, allowErrors, site }) => {
    allowErrors(/remotes\.json (has no manifest URL|pins) for "contact"|remotes\.json pins "contact"|pages are unavailable until the deploy gives it a version/, 'the contact entry is broken on purpose');
    for (const broken of [undefined, 5, { manifest: 'javascript:alert(1)' }, { manifest: site.remotes.contact.manifest, integrity: { manifest: 'md5-x' } }]) {
      site.setEntry('contact', broken);
      await page.goto(site.url('/contact'));
      await expect(mainHeading(page)).toHaveText('The Contact page is unavailable right now');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await page.locator('header').getByRole('link', { name: 'Solutions' }).click();
      await expect(mainHeading(page)).toHaveText('Cloud Solutions');
    }
  });

  test('remote server stopped: fallback, rest of the site works, Retry loads once it is back', async ({ page, allowErrors, site }) => {
    allowErrors(/Failed to load resource/, 'the remotes\' server is stopped on purpose');
    await site.stopCdn();
    await page.goto(site.url('/contact'));
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const reloads: string[] = [];
    await expectContainedUntilRetried(page, async () => {
      await site.restartCdn();
      // Watched from here, past the visit around the site: Retry loads the page without reloading it.
      page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
    });
    expect(reloads).toEqual([]);
  });

  test('a remote entry answering 500 is retried with backoff, then the fallback in <main>; Retry loads it once it is back', async ({ page, allowErrors, site }) => {
    allowErrors(/Failed to load resource/, 'the remote entry answers 500 on purpose');
    const hits: number[] = [];
    site.setFault((req, res) => {
      if (!remoteFile('contact', 'remoteEntry.js').test(req.url ?? '')) return false;
      hits.push(Date.now());
      res.writeHead(500, { 'Access-Control-Allow-Origin': '*' }).end('Internal Server Error');
      return true;
    });
    await page.goto(site.url('/contact'));
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await expect(mainHeading(page)).toHaveText('The Contact page is unavailable right now');
    expect(hits.length).toBeGreaterThanOrEqual(3);
    const gaps = hits.slice(1).map((t, i) => t - hits[i]);
    expect(gaps[gaps.length - 1]).toBeGreaterThan(gaps[0]);
    await expectContainedUntilRetried(page, () => site.setFault(null));
  });

  test('a manifest that is not valid JSON shows the fallback', async ({ page, allowErrors, site }) => {
    allowErrors(/Failed to load resource/, 'the manifest is broken on purpose');
    // Unpinned, so that reading the JSON is what fails: a pinned manifest fails its hash first
    // (integrity.spec.ts).
    site.unpin('contact');
    site.setFault((req, res) => {
      if (!remoteFile('contact', 'mf-manifest.json').test(req.url ?? '')) return false;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end('{"id": "contact", oops');
      return true;
    });
    await page.goto(site.url('/contact'));
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await expectContainedUntilRetried(page, () => site.setFault(null));
  });

  test('a manifest request that hangs is given up after the deadline, and Retry asks afresh', async ({ page, allowErrors, site }) => {
    allowErrors(/Failed to load resource/, 'a hung request is given up on purpose');
    const hung: ServerResponse[] = [];
    site.setFault((req, res) => {
      if (hung.length || !remoteFile('contact', 'mf-manifest.json').test(req.url ?? '')) return false;
      hung.push(res);
      return true;
    });
    try {
      await page.clock.install();
      const appeared = await recordAppearances(page, ['remote-unavailable']);
      await page.goto(site.url('/contact'));
      await expect(page.getByTestId('remote-loading')).toBeVisible();
      await expect.poll(() => hung.length).toBe(1);
      await runPastDeadline(page);
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: REQUEST_TIMEOUT_MS + FALLBACK_TIMEOUT });
      // Not before the deadline: counted from the navigation's start, before the request began.
      expect((await appeared())['remote-unavailable']).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
      expect(hung).toHaveLength(1);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(mainHeading(page)).toHaveText(HEADING);
    } finally {
      hung.forEach((res) => res.destroy());
    }
  });

  test('a remote entry that hangs: the visitor is told within 10 s, and gets the fallback after one deadline, not three', async ({ page, allowErrors, site }) => {
    allowErrors(/Failed to load resource/, 'the remote entry hangs on purpose');
    const hung: ServerResponse[] = [];
    site.setFault((req, res) => {
      if (!remoteFile('contact', 'remoteEntry.js').test(req.url ?? '')) return false;
      hung.push(res);
      return true;
    });
    try {
      await page.clock.install();
      const appeared = await recordAppearances(page, ['remote-loading', 'remote-slow', 'remote-unavailable']);
      // The early start inserts the hung entry before the load event, which then never fires.
      await page.goto(site.url('/contact'), { waitUntil: 'domcontentloaded' });
      await expect(page.getByTestId('remote-loading')).toBeVisible();
      await runPastDeadline(page, async () => {
        await expect(page.getByTestId('remote-slow')).toBeVisible({ timeout: FALLBACK_TIMEOUT });
        await expect(page.getByTestId('remote-slow')).toHaveText(/^The Contact page is taking longer than usual to load\./);
      });
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: REQUEST_TIMEOUT_MS + FALLBACK_TIMEOUT });
      const at = await appeared();
      // The promise is ten seconds from the visit, in the page's clock from the navigation's start.
      expect(at['remote-slow']).toBeLessThan(10_000);
      // Three deadlines and two pauses would be about 26 s of loading state; one is 8 s.
      expect(at['remote-unavailable'] - at['remote-loading']).toBeLessThan(2 * REQUEST_TIMEOUT_MS);
      // Once the CDN answers again, Retry loads the page.
      site.setFault(null);
      hung.forEach((res) => res.destroy());
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(mainHeading(page)).toHaveText(HEADING);
    } finally {
      hung.forEach((res) => res.destroy());
    }
  });

  test('a remote whose page throws while rendering is contained', async ({ page, site }) => {
    test.setTimeout(180_000);
    const build = await buildVariant({
      remote: 'contact',
      name: 'contact-throws',
      edits: [['contact/ContactPage.tsx', [['export default function ContactPage() {', "export default function ContactPage() {\n  if (Date.now() > 0) throw new Error('Contact page exploded');"]]]],
    });
    site.shipRemote('contact', build, '/contact/9.9.9-broken/');
    await page.goto(site.url('/contact'));
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await expectRestOfSiteWorks(page);
  });

  test('a slow remote shows the loading state without a layout jump', async ({ page, site }) => {
    site.setFault((req, res) => {
      if (!remoteFile('contact', 'remoteEntry.js').test(req.url ?? '')) return false;
      site.setFault(null);
      setTimeout(() => {
        res.writeHead(307, { Location: req.url!, 'Access-Control-Allow-Origin': '*' }).end();
      }, 2000);
      return true;
    });
    await page.goto(site.url('/'));
    await expect(mainHeading(page)).toBeVisible();
    await countLayoutShifts(page);
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
    const loading = page.getByTestId('remote-loading');
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    const viewport = page.viewportSize()!;
    const box = (await loading.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(viewport.height * 0.7 - 1);
    await expect(mainHeading(page)).toHaveText(HEADING, { timeout: 10_000 });
    const shift = await readLayoutShift(page);
    expect(shift).toBeLessThan(0.05);
  });
});
