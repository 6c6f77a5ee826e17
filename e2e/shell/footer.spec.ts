import { expect, test } from '../fixtures';
import { solutionCategories } from '../support/content';
import { renderedLines } from '../support/text-lines';

// The category list is shared content (shared/content/categories.yaml): @contract.
test('footer: its columns, contact details, and the email fitting its column at each width', { tag: ['@shell', '@contract'] }, async ({ page, visit }) => {
  await visit('/');
  const footer = page.locator('footer');

  await test.step('solutions column: the first 10 categories in spec order, then View All Solutions', async () => {
    const links = footer.getByRole('navigation', { name: 'Solutions' }).getByRole('link');
    await expect(links).toHaveCount(10 + 1);
    const firstTen = solutionCategories().slice(0, 10);
    await expect(links).toHaveText([...firstTen.map(({ name }) => name), 'View All Solutions']);
    for (const [i, { key }] of firstTen.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `/#/solutions%23${key}`);
    }
    await expect(links.nth(10)).toHaveAttribute('href', '/#/solutions');
  });

  await test.step('resources and company columns', async () => {
    const resources = footer.getByRole('navigation', { name: 'Resources' });
    await expect(resources.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/#/resources%23blog-section');
    await expect(resources.getByRole('link', { name: 'Case Studies' })).toHaveAttribute(
      'href',
      '/#/resources%23casestudies-section',
    );
    const company = footer.getByRole('navigation', { name: 'Company' });
    await expect(company.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#/about');
    await expect(company.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#/contact');
  });

  await test.step('contact details, location and the independence statement', async () => {
    await expect(footer.getByRole('link', { name: 'hello@clearsky.example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@clearsky.example.com',
    );
    await expect(footer.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(footer.getByText('Hyderabad, India')).toBeVisible();
    await expect(footer).toContainText(
      'is an independent consultancy and is not affiliated with any specific software vendor unless stated.',
    );
  });

  await test.step('the footer email fits its column, or wraps after the @ where the columns are narrow', async () => {
    // "|" marks where a rendered line ends. At 1024 px five columns share less room. The
    // columns are CSS, which follows a resize.
    const expected = [
      [1440, 'hello@clearsky.example.com'],
      [1024, 'hello@|clearsky.example.com'],
      [390, 'hello@clearsky.example.com'],
    ] as const;
    const link = footer.getByRole('link', { name: 'hello@clearsky.example.com', exact: true });
    for (const [width, lines] of expected) {
      await page.setViewportSize({ width, height: 900 });
      expect((await renderedLines(link)).join('|'), `at ${width} px`).toBe(lines);
    }
  });
});

test('footer: Cloud Strategy Guides and Industry Insights are blocked with the Coming Soon toast', { tag: '@shell' }, async ({ page, visit }) => {
  await visit('/about');
  const toast = page.getByTestId('toast');
  for (const name of ['Cloud Strategy Guides', 'Industry Insights']) {
    await test.step(`${name} is blocked with the Coming Soon toast`, async () => {
      await page.locator('footer').getByRole('link', { name }).click();
      await expect(toast).toContainText(`${name} Coming Soon!`);
      await expect(toast).toContainText("We're preparing more insightful content for you. Stay tuned!");
      await expect(page).toHaveURL(/#\/about$/);
    });
  }
});

// Storage that refuses is checked where the strongest case is, localStorage itself throwing:
// hostile-input.spec.ts, "newsletter: storage that throws gives a destructive toast" (and
// setItem throwing by shell/src/footer/newsletter.test.ts).
test('newsletter: refused when invalid or empty, saved and thanked when valid', { tag: '@shell' }, async ({ page, visit }) => {
  const input = page.locator('footer').getByRole('textbox', { name: 'Email address' });
  const toast = page.getByTestId('toast');
  /** A refusal and a thanks are told apart by the same four things: the toast's texts, its variant, the field, the stored email. */
  const expectSubscribing = async (email: string, then: { toast: string[]; variant: string; field: string; saved: string | null }) => {
    await input.fill(email);
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    for (const text of then.toast) await expect(toast).toContainText(text);
    await expect(toast).toHaveAttribute('data-variant', then.variant);
    await expect(input).toHaveValue(then.field);
    expect(await page.evaluate(() => localStorage.getItem('newsletter_signup_email'))).toBe(then.saved);
  };
  await visit('/');

  await test.step('an email without an at-sign gives the destructive Invalid Email toast', async () => {
    await expectSubscribing('not-an-email', { toast: ['Invalid Email', 'Please enter a valid email address to subscribe.'], variant: 'destructive', field: 'not-an-email', saved: null });
  });

  await test.step('a valid email is saved locally, thanked by address, and the field cleared', async () => {
    await expectSubscribing('owner@smallbiz.example', { toast: ['Subscribed Successfully!', 'owner@smallbiz.example'], variant: 'default', field: '', saved: 'owner@smallbiz.example' });
  });

  // The field the valid email left empty: the thanks above is replaced only by a refusal.
  await test.step('an empty field is refused the same way (Enter submits)', async () => {
    await input.press('Enter');
    await expect(toast).toContainText('Invalid Email');
  });
});
