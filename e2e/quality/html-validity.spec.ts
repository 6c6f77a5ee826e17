import type { Page } from '@playwright/test';
import { expect, routeRendered, siteUrl, test } from '../fixtures';
import { renderedDocument } from '../support/html-checker';
import { htmlCheck, VALIDATED_ROUTES } from '../support/html-validity';
import { remoteFile } from '../support/served-site';

/** A full page load of a route (a new hash on the same document would be an in-app navigation). */
async function openFresh(page: Page, route: string) {
  await page.goto('about:blank');
  await page.goto(siteUrl(route));
}

test.describe('valid HTML (W3C Nu HTML Checker), hash mode', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the served index.html and the rendered DOM of every route have no errors', { tag: ['@shell', '@solutions', '@resources', '@contact'] }, async ({ page, request }) => {
    const check = htmlCheck();
    check.add({ name: 'hash mode index.html (as served)', html: await (await request.get(`${process.env.SITE_URL}/`)).text() });
    // The first route loaded, the others reached as a visitor reaches them, in the app: each
    // page's DOM is the same either way, and a load per route would cost a second each.
    await page.goto(siteUrl(VALIDATED_ROUTES[0]));
    for (const route of VALIDATED_ROUTES) {
      await page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
      await expect(page.locator(`main [data-route-path="${route}"]`)).toHaveCount(1);
      await routeRendered(page);
      check.add({ name: `hash mode ${route} (rendered DOM)`, html: await renderedDocument(page) });
    }
    expect(await check.problems()).toEqual([]);
  });

  test("a remote page's loading and unavailable states have no errors either", { tag: '@shell' }, async ({ page, allowErrors }) => {
    allowErrors(/Failed to load resource/, 'the contact remote is held back, then refused, on purpose');
    const check = htmlCheck();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(remoteFile('contact', 'mf-manifest.json'), async (route) => {
      await held;
      await route.abort('failed');
    });
    await openFresh(page, '/contact');
    await expect(page.getByTestId('remote-loading')).toBeVisible();
    check.add({ name: 'hash mode /contact while its remote loads (rendered DOM)', html: await renderedDocument(page) });
    release();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
    check.add({ name: 'hash mode /contact when its remote is unavailable (rendered DOM)', html: await renderedDocument(page) });
    expect(await check.problems()).toEqual([]);
  });
});
