import { expect, mainHeading, test } from '../fixtures';
import { fingerprint, startSite } from '../support/served-site';
import { buildVariant, BUILT_AGAINST_NEXT_MAJOR, NEXT_CONTRACT_MAJOR } from '../support/builds/variant-build';

const HEADING = "Let's talk about your business";

test.describe('independent deployment', { tag: '@shell' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('remotes served from another origin under nested version paths', async ({ page }) => {
    const nested = await startSite({ prefixFor: (remote) => `/cdn/${remote}/2.3.1/` });
    try {
      expect(nested.remotes.contact.manifest).toBe(`${nested.cdnOrigin}/cdn/contact/2.3.1/mf-manifest.json`);
      expect(new URL(nested.url()).origin).not.toBe(nested.cdnOrigin);
      await page.goto(nested.url('/contact'));
      await expect(mainHeading(page)).toHaveText(HEADING);
      await page.goto(nested.url('/solutions'));
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      await page.goto(nested.url('/resources'));
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');
    } finally {
      // The page first: it may still be fetching (warming, the toast UI), and a server
      // stopped under it would fail those requests, and the error guard the test, by timing.
      await page.close();
      await nested.close();
    }
  });

  test('a new remote version at a new path goes live by editing remotes.json only', async ({ page, site }) => {
    const build = await buildVariant({
      remote: 'contact',
      name: 'contact-visible-change',
      edits: [['contact/ContactPage.tsx', [[HEADING, `${HEADING} today`]]]],
    });
    const shellBefore = fingerprint(site.shellDir);
    await page.goto(site.url('/contact'));
    await expect(mainHeading(page)).toHaveText(HEADING);

    site.shipRemote('contact', build, '/contact/1.1.0/');
    await page.reload();
    await expect(mainHeading(page)).toHaveText(`${HEADING} today`);
    expect(fingerprint(site.shellDir)).toEqual(shellBefore);
    // The other remotes are untouched and still load.
    await page.goto(site.url('/resources'));
    await expect(mainHeading(page)).toHaveText('Knowledge Hub');
  });

  test('a remote built against an incompatible contract major is refused with the fallback', async ({ page, site }) => {
    const build = await buildVariant({
      remote: 'contact',
      name: 'contact-next-contract-major',
      edits: BUILT_AGAINST_NEXT_MAJOR,
    });
    site.shipRemote('contact', build, `/contact/${NEXT_CONTRACT_MAJOR}/`);
    await page.goto(site.url('/contact'));
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('This part of the site is being updated.');
    await expect(page.locator('main')).not.toContainText(HEADING);
    // The rest of the site is unaffected.
    await page.locator('header').getByRole('link', { name: 'About' }).click();
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  });

  test('a remote built for a newer React than the site runs is refused with the fallback before any of its code runs', async ({ page, site }) => {
    const build = await buildVariant({
      remote: 'contact',
      name: 'contact-react-20',
      dependencies: { react: '^20.0.0', 'react-dom': '^20.0.0' },
      edits: [
        [
          'contact/ContactPage.tsx',
          [['export default function ContactPage() {', '(window as unknown as { contactPageRan: boolean }).contactPageRan = true;\nexport default function ContactPage() {']],
        ],
      ],
    });
    site.shipRemote('contact', build, '/contact/react-20/');
    const manifestRequests: string[] = [];
    page.on('request', (request) => /\/contact\/react-20\/mf-manifest\.json$/.test(request.url()) && manifestRequests.push(request.url()));
    await page.goto(site.url('/contact'));
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('This part of the site is being updated.');
    // Refused from its manifest: the page's module never ran, and it was not retried.
    expect(await page.evaluate(() => (window as unknown as { contactPageRan?: boolean }).contactPageRan)).toBeUndefined();
    expect(manifestRequests).toHaveLength(1);
    await page.locator('header').getByRole('link', { name: 'About' }).click();
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  });
});
