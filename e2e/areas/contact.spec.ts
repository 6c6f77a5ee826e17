import { expect, mainHeading, test } from '../fixtures';
import { renderedLines } from '../support/text-lines';

test.describe('contact remote', { tag: '@contact' }, () => {
  test('the contact details, the Location card, "What happens next", and emails that wrap only after their @', async ({ page, visit }) => {
    await visit('/contact');
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    const main = page.locator('main');

    await test.step('shows both emails, the phone and the location as links', async () => {
      await expect(main.getByRole('link', { name: 'hello@clearsky.example.com' })).toHaveAttribute(
        'href',
        'mailto:hello@clearsky.example.com',
      );
      await expect(main.getByRole('link', { name: 'projects@clearsky.example.com' })).toHaveAttribute(
        'href',
        'mailto:projects@clearsky.example.com',
      );
      await expect(main.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
      await expect(main.getByText('Hyderabad, India')).toBeVisible();
      await expect(page).toHaveTitle(/^Contact Us \| Clearsky Consulting$/);
    });

    await test.step('a Location card with where we work, and a "What happens next" panel of three steps', async () => {
      // docs/SPEC.md, section 4.7, with {country} and {city} of the brand.
      const location = main.locator('div').filter({ has: page.getByRole('heading', { level: 2, name: 'Location', exact: true }) }).last();
      await expect(location.getByText('We work with clients across India and remotely worldwide.', { exact: true })).toBeVisible();
      await expect(location.getByText('Hyderabad, India', { exact: true })).toBeVisible();
      const nextSteps = main.getByRole('complementary', { name: 'What happens next' });
      await expect(nextSteps.getByRole('heading', { level: 2 })).toHaveText('What happens next');
      const steps = nextSteps.getByRole('listitem');
      await expect(steps).toHaveCount(3);
      // Each step is a titled point a visitor can read.
      for (const step of await steps.all()) {
        await expect(step.getByRole('heading', { level: 3 })).toHaveText(/\w/);
        await expect(step.locator('p')).toHaveText(/\w.{20,}/);
        await expect(step).toBeVisible();
      }
    });

    await test.step('an email address wraps after its @ when it is too long for its card, never mid-word', async () => {
      // The cards are laid out by CSS, which follows a resize.
      for (const width of [1440, 390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        for (const [local, domain] of [['hello', 'clearsky.example.com'], ['projects', 'clearsky.example.com']]) {
          const link = main.getByRole('link', { name: `${local}@${domain}`, exact: true });
          await expect(link).toHaveAttribute('href', `mailto:${local}@${domain}`);
          // One line, or a break right after the @ ("|" marks where a line ends).
          expect((await renderedLines(link)).join('|'), `at ${width} px`).toBe(
            width >= 1024 ? `${local}@${domain}` : `${local}@|${domain}`,
          );
        }
      }
    });
  });

  // The remote's button raises the shell's toast through the shared store.
  test.describe('copying', { tag: ['@shell', '@contract'] }, () => {
    test('copy writes the value to the clipboard and raises the shell toast', async ({ page, visit, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await visit('/contact');
      await page.getByRole('button', { name: 'Copy primary email' }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText('Copied to Clipboard!');
      await expect(toast).toContainText('Email hello@clearsky.example.com copied successfully.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hello@clearsky.example.com');

      await page.getByRole('button', { name: 'Copy phone' }).click();
      await expect(toast).toContainText('Phone number +91 98765 43210 copied successfully.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+91 98765 43210');
    });

    // The clipboard is replaced before the page's first script, so this needs its own page.
    test('a refused clipboard gives the destructive failure toast', async ({ page, visit }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        });
      });
      await visit('/contact');
      await page.getByRole('button', { name: 'Copy secondary email' }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText('Failed to Copy');
      await expect(toast).toContainText('Could not copy Email. Please try again.');
      await expect(toast).toHaveAttribute('data-variant', 'destructive');
    });
  });
});
