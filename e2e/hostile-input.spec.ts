import type { Page } from '@playwright/test';
import { expect, mainHeading, siteUrl, test } from './fixtures';

async function subscribe(page: Page, value: string) {
  const input = page.locator('footer').getByRole('textbox', { name: 'Email address' });
  await input.fill(value);
  await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
}

test.describe('hostile and broken input', () => {
  test('newsletter: empty, spaces only, no at-sign, very long, script-like', { tag: '@shell' }, async ({ page, visit }) => {
    await visit('/');
    const toast = page.getByTestId('toast');
    for (const bad of ['', '     ', 'no-at-sign.example.com']) {
      await subscribe(page, bad);
      await expect(toast).toContainText('Invalid Email');
    }
    // The field stops at 320 characters (the longest valid address), so this paste loses its
    // at-sign and is refused with the same clear toast.
    await subscribe(page, `${'a'.repeat(10_000)}@example.com`);
    await expect(toast).toContainText('Invalid Email');
    const saved = await page.evaluate(() => localStorage.getItem('newsletter_signup_email'));
    expect(saved).toBeNull();

    await subscribe(page, '<script>window.pwned = 1</script>@example.com');
    await expect(toast).toContainText('Subscribed Successfully!');
    await expect(toast).toContainText('<script>window.pwned = 1</script>@example.com');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    // No inline script but the page's structured data (a JSON-LD data block, never run).
    expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0);
  });

  test('newsletter: storage that throws gives a destructive toast', { tag: '@shell' }, async ({ page, visit }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage disabled', 'SecurityError');
        },
      });
    });
    await visit('/');
    await subscribe(page, 'owner@example.com');
    await expect(page.getByTestId('toast')).toContainText("couldn't save your email");
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  });

  // Each garbage path gets a definite page of the site: not-found, or the route it normalises to.
  const garbage: Array<[string, RegExp]> = [
    ['/%E0%A4%A', /We couldn't find that page/],
    ['/%00%01%02', /trusted partner/i],
    [`/${'x'.repeat(5000)}`, /We couldn't find that page/],
    ['/<script>alert(1)</script>', /We couldn't find that page/],
    ['/"><img src=x onerror=alert(1)>', /We couldn't find that page/],
    ['/../../etc/passwd', /We couldn't find that page/],
    ['/solutions/%2e%2e/%2e%2e', /Cloud Solutions|Solutions/],
  ];
  for (const [path, heading] of garbage) {
    test(`garbage path ${path.slice(0, 40)} renders a page of the site`, { tag: '@shell' }, async ({ page, visit }) => {
      await page.addInitScript(() => {
        window.alert = () => {
          (window as unknown as { alerted: boolean }).alerted = true;
        };
      });
      await visit(path);
      await expect(mainHeading(page)).toHaveText(heading);
      expect(await page.evaluate(() => (window as unknown as { alerted?: boolean }).alerted)).toBeUndefined();
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    });
  }

  const hashes = ['%E0%A4%A', '<script>alert(1)</script>', 'x'.repeat(3000), '#', 'all#sales', '%20'];
  for (const hash of hashes) {
    test(`garbage in-page hash ${hash.slice(0, 30)} on /solutions shows every category`, { tag: '@solutions' }, async ({ page, visit }) => {
      await visit(`/solutions#${hash}`);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.locator('main')).toContainText('Featured Apps');
      await expect(page.locator('main')).toContainText('Enterprise IT Solutions');
    });
  }

  for (const [label, path] of [
    ['unknown type', '/resources/podcast/crm-for-small-business-growth-a-practical-starter-guide'],
    ['unknown slug', '/resources/blog/no-such-article'],
    ['script-like slug', '/resources/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ]) {
    test(`article with ${label} redirects to /resources`, { tag: '@resources' }, async ({ page, visit }) => {
      await visit(path);
      await expect(page).toHaveURL(/#\/resources$/);
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');
    });
  }

  test('back and forward through broken URLs keep working', { tag: '@shell' }, async ({ page, visit }) => {
    await visit('/about');
    await expect(mainHeading(page)).toBeVisible();
    for (const target of ['/%E0%A4%A', '/solutions#%3Cscript%3E', '/resources/blog/nope']) {
      await page.goto(siteUrl(target));
      await expect(mainHeading(page)).toBeVisible();
    }
    await page.goBack();
    await expect(mainHeading(page)).toBeVisible();
    await page.goBack();
    await expect(mainHeading(page)).toHaveText("We couldn't find that page");
    await page.goBack();
    await expect(page).toHaveURL(/#\/about$/);
    await page.goForward();
    await expect(mainHeading(page)).toHaveText("We couldn't find that page");
  });
});
