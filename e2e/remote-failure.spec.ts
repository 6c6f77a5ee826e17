import { expect, mainHeading, test } from './fixtures';

test.describe('a remote that does not load', () => {
  test('shows a fallback in <main> only, and Retry loads it once it is back', async ({ page, visit, allowErrors }) => {
    // The browser reports each failed load; the shell itself only warns, and nothing is uncaught.
    allowErrors(/Failed to load resource.*remoteEntry/, 'the remote entry answers 500 on purpose');
    let broken = true;
    await page.route(/\/contact\/remoteEntry\.js$/, (route) =>
      broken ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    await visit('/contact');
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(mainHeading(page)).toHaveText('The Contact page is unavailable right now');
    // Header, footer and toasts keep working.
    await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
    await expect(page.getByTestId('toast')).toContainText('Industry Insights Coming Soon!');
    await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
    await expect(mainHeading(page)).toHaveText('Why Choose Us');
    await page.goBack();
    await expect(fallback).toBeVisible({ timeout: 15_000 });

    broken = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
  });
});
