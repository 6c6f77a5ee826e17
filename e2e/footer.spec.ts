import { expect, test } from './fixtures';
import { renderedLines } from './support/text-lines';

const SOLUTION_LINKS = [
  ['Featured Apps', 'featured'],
  ['Suites', 'suites'],
  ['Sales', 'sales'],
  ['Marketing', 'marketing'],
  ['Service', 'service'],
  ['Finance', 'finance'],
  ['Email & Collaboration', 'emailCollaboration'],
  ['Human Resources', 'humanResources'],
  ['Project Management', 'projectManagement'],
  ['BI & Analytics', 'biAnalytics'],
];

test.describe('footer', { tag: '@shell' }, () => {
  test('solutions column: the first 10 categories in spec order, then View All Solutions', async ({ page, visit }) => {
    await visit('/');
    const links = page.locator('footer').getByRole('navigation', { name: 'Solutions' }).getByRole('link');
    await expect(links).toHaveCount(11);
    for (const [i, [name, key]] of SOLUTION_LINKS.entries()) {
      await expect(links.nth(i)).toHaveText(name);
      await expect(links.nth(i)).toHaveAttribute('href', `/#/solutions%23${key}`);
    }
    await expect(links.nth(10)).toHaveText('View All Solutions');
    await expect(links.nth(10)).toHaveAttribute('href', '/#/solutions');
  });

  test('resources and company columns', async ({ page, visit }) => {
    await visit('/');
    const footer = page.locator('footer');
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

  for (const name of ['Cloud Strategy Guides', 'Industry Insights']) {
    test(`${name} is blocked with the Coming Soon toast`, async ({ page, visit }) => {
      await visit('/about');
      await page.locator('footer').getByRole('link', { name }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(`${name} Coming Soon!`);
      await expect(toast).toContainText("We're preparing more insightful content for you. Stay tuned!");
      await expect(page).toHaveURL(/#\/about$/);
    });
  }

  test('contact details, location and the independence statement', async ({ page, visit }) => {
    await visit('/');
    const footer = page.locator('footer');
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
});

test.describe('newsletter', { tag: '@shell' }, () => {
  const input = (page: import('@playwright/test').Page) =>
    page.locator('footer').getByRole('textbox', { name: 'Email address' });

  test('an email without an at-sign gives the destructive Invalid Email toast', async ({ page, visit }) => {
    await visit('/');
    await input(page).fill('not-an-email');
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Invalid Email');
    await expect(toast).toContainText('Please enter a valid email address to subscribe.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(input(page)).toHaveValue('not-an-email');
    expect(await page.evaluate(() => localStorage.getItem('newsletter_signup_email'))).toBeNull();
  });

  test('an empty field is refused the same way (Enter submits)', async ({ page, visit }) => {
    await visit('/');
    await input(page).press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Invalid Email');
  });

  test('a valid email is saved locally, thanked by address, and the field cleared', async ({ page, visit }) => {
    await visit('/');
    await input(page).fill('owner@smallbiz.example');
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Subscribed Successfully!');
    await expect(toast).toContainText('owner@smallbiz.example');
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(input(page)).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('newsletter_signup_email'))).toBe('owner@smallbiz.example');
  });

  test('storage that throws gives a friendly destructive toast, nothing uncaught', async ({ page, visit }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await visit('/');
    await input(page).fill('owner@smallbiz.example');
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText("couldn't save your email");
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
  });
});

test('the footer email fits its column, or wraps after the @ where the columns are narrow', { tag: '@shell' }, async ({ page, visit }) => {
  // "|" marks where a rendered line ends. At 1024 px five columns share less room.
  const expected = [
    [1440, 'hello@clearsky.example.com'],
    [1024, 'hello@|clearsky.example.com'],
    [390, 'hello@clearsky.example.com'],
  ] as const;
  for (const [width, lines] of expected) {
    await page.setViewportSize({ width, height: 900 });
    await visit('/');
    const link = page.locator('footer').getByRole('link', { name: 'hello@clearsky.example.com', exact: true });
    expect((await renderedLines(link)).join('|'), `at ${width} px`).toBe(lines);
  }
});
