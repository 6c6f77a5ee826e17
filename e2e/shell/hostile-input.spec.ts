import type { Page } from '@playwright/test';
import { expect, mainHeading, siteUrl, test } from '../fixtures';

/** Goes to a route in the same page, as a link or an edited address would: no page load. */
async function goInApp(page: Page, target: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${target}`);
}

/** The paths of the routes in <main>: two while one page leaves and the next comes in. */
function routePaths(page: Page) {
  return page.locator('main [data-route-path]').evaluateAll((els) => els.map((el) => el.getAttribute('data-route-path')));
}

async function subscribe(page: Page, value: string) {
  const input = page.locator('footer').getByRole('textbox', { name: 'Email address' });
  await input.fill(value);
  await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
}

// Garbage in the solutions page's own hash and in an article's address is checked with the pages
// that read them: solutions.spec.ts ("garbage in-page hashes show every category, never an
// error") and resources.spec.ts ("an address that names no article is replaced by /resources").
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
    // No inline script but the page's data blocks, which never run: its structured data
    // (JSON-LD) and the pages the remotes declare (JSON).
    expect(await page.locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])').count()).toBe(0);
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
  // The first is a page load; the others are reached from it in the same page, as a link would.
  // Back and forward then cross broken URLs, the article one replaced by its redirect.
  test('broken URLs: garbage paths each render a page of the site, and back and forward keep working', { tag: ['@shell', '@solutions', '@resources'] }, async ({ page, visit }) => {
    await page.addInitScript(() => {
      window.alert = () => {
        (window as unknown as { alerted: boolean }).alerted = true;
      };
    });
    const garbage: Array<[string, RegExp]> = [
      ['/%E0%A4%A', /We couldn't find that page/],
      ['/%00%01%02', /trusted partner/i],
      [`/${'x'.repeat(5000)}`, /We couldn't find that page/],
      ['/<script>alert(1)</script>', /We couldn't find that page/],
      ['/"><img src=x onerror=alert(1)>', /We couldn't find that page/],
      ['/../../etc/passwd', /We couldn't find that page/],
      ['/solutions/%2e%2e/%2e%2e', /Cloud Solutions|Solutions/],
    ];
    let previousRoute: string | null = null;
    for (const [index, [path, heading]] of garbage.entries()) {
      await test.step(`garbage path ${path.slice(0, 40)} renders a page of the site`, async () => {
        if (index === 0) await visit(path);
        else await goInApp(page, path);
        // Not-found after not-found shows the same heading: wait for the new route itself (each
        // of these normalises to another path than the one before) and its transition to end.
        let routes: Array<string | null> = [];
        await expect
          .poll(async () => {
            routes = await routePaths(page);
            return routes.length === 1 && routes[0] !== previousRoute;
          })
          .toBe(true);
        [previousRoute] = routes;
        await expect(mainHeading(page)).toHaveText(heading);
        expect(await page.evaluate(() => (window as unknown as { alerted?: boolean }).alerted)).toBeUndefined();
        await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      });
    }

    await test.step('back and forward through broken URLs keep working', async () => {
      await goInApp(page, '/about');
      await expect(page).toHaveURL(/#\/about$/);
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
});
