import { expect, mainHeading, test } from './fixtures';
import { buildVariant } from './support/builds/variant-build';

const LIVE = "Let's talk about your business";
const CANDIDATE = `${LIVE} today`;

test.describe('previewing a remote', { tag: '@shell' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('a preview link runs the candidate in this tab only, names it in a banner, and exits in one click', async ({ page, browser, site }) => {
    const build = await buildVariant({ remote: 'contact', name: 'contact-visible-change', edits: [['contact/ContactPage.tsx', [[LIVE, CANDIDATE]]]] });
    const manifest = site.uploadRemote('contact', build, '/contact/candidate-7f3a/');
    await page.goto(site.previewUrl('contact', manifest, '/contact'));
    await expect(mainHeading(page)).toHaveText(CANDIDATE);
    const banner = page.getByRole('region', { name: 'Remote preview' });
    await expect(banner).toContainText('Previewing contact candidate-7f3a');
    // The address no longer carries the preview; the tab keeps it across pages and reloads.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.locator('header').getByRole('link', { name: 'About' }).click();
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
    await expect(mainHeading(page)).toHaveText(CANDIDATE);
    await expect(banner).toBeVisible();

    // Visitors, and any other tab, get the live version.
    const visitor = await browser.newPage();
    await visitor.goto(site.url('/contact'));
    await expect(visitor.locator('main h1').first()).toHaveText(LIVE);
    await expect(visitor.getByRole('region', { name: 'Remote preview' })).toHaveCount(0);
    await visitor.close();

    await banner.getByRole('button', { name: 'Exit preview' }).click();
    await expect(mainHeading(page)).toHaveText(LIVE);
    await expect(banner).toHaveCount(0);
  });

  test('a preview of a manifest on a foreign origin is refused: the live version runs and nothing is fetched from there', async ({ page, site }) => {
    const foreign: string[] = [];
    page.on('request', (request) => request.url().startsWith('https://evil.example.net') && foreign.push(request.url()));
    await page.goto(site.previewUrl('contact', 'https://evil.example.net/contact/mf-manifest.json', '/contact'));
    await expect(mainHeading(page)).toHaveText(LIVE);
    const banner = page.getByRole('region', { name: 'Remote preview' });
    await expect(banner).toContainText('refused: https://evil.example.net is not one of the origins this site loads remotes from');
    await expect(banner).toContainText('The live version runs.');
    expect(foreign).toEqual([]);
    await banner.getByRole('button', { name: 'Exit preview' }).click();
    await expect(banner).toHaveCount(0);
  });
});
