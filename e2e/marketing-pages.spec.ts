import { expect, mainHeading, test } from './fixtures';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`marketing pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home: hero claims, sections and calls to action', async ({ page, visit }) => {
      await visit('/');
      const main = page.locator('main');
      await expect(mainHeading(page)).toContainText('all-in-one');
      for (const claim of ['10+', '100%', '24/7']) await expect(main.getByText(claim, { exact: true }).first()).toBeVisible();
      for (const card of ['CRM Solutions', 'Financial Management', 'Marketing Platforms']) {
        await expect(main.getByRole('heading', { name: card })).toBeVisible();
      }
      for (const benefit of ['Save Time', 'Improve Performance', 'Enhance Collaboration', 'Enterprise-Grade Security']) {
        await expect(main.getByRole('heading', { name: benefit })).toBeVisible();
      }
      await expect(page).toHaveTitle(/Clearsky Consulting/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /small businesses/);
      // The last section's buttons go to /contact and /solutions.
      const contactLinks = main.locator('a[href="/#/contact"]');
      const solutionLinks = main.locator('a[href="/#/solutions"]');
      expect(await contactLinks.count()).toBeGreaterThanOrEqual(2);
      expect(await solutionLinks.count()).toBeGreaterThanOrEqual(2);
      await contactLinks.first().click();
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    });

    test('benefits: Why Choose Us with the same shared sections as home', async ({ page, visit }) => {
      await visit('/benefits');
      await expect(mainHeading(page)).toHaveText('Why Choose Us');
      const main = page.locator('main');
      for (const benefit of ['Save Time', 'Improve Performance', 'Enhance Collaboration', 'Enterprise-Grade Security']) {
        await expect(main.getByRole('heading', { name: benefit })).toBeVisible();
      }
    });

    test('about: mission, principles and the three core values', async ({ page, visit }) => {
      await visit('/about');
      const main = page.locator('main');
      await expect(mainHeading(page)).toBeVisible();
      for (const value of ['Client First', 'Innovative Solutions', 'Integrity & Transparency']) {
        await expect(main.getByRole('heading', { name: value })).toBeVisible();
      }
      await expect(main).toContainText(/mission/i);
      await expect(main).toContainText(/principles/i);
    });
  });
}
