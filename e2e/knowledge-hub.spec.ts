import { expect, mainHeading, test } from './fixtures';

const BLOG_TITLES = [
  'CRM for Small Business Growth: A Practical Starter Guide',
  'Integrated Business Suites in 2025: Is It Time to Consolidate?',
  'Cloud HR for Small Teams: Moving Beyond Spreadsheets',
  'AI for SMEs: Practical Uses That Pay Off Today',
  'Data-Driven Marketing on a Small-Business Budget',
];
const CASE_TITLES = [
  'How a Bengaluru SaaS Startup Grew Revenue 150% with CRM',
  'Manufacturing Efficiency: 30% Gains for a Pune Components Maker',
  'Retail Marketing Automation Lifts Repeat Customer Rate by 25%',
];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`Knowledge Hub at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('lists blog posts and case studies in their sections', async ({ page, visit }) => {
      await visit('/resources');
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');
      const blog = page.locator('#blog-section');
      const cases = page.locator('#casestudies-section');
      await expect(blog.getByRole('heading', { name: 'Latest Blog Posts' })).toBeVisible();
      await expect(cases.getByRole('heading', { name: 'Success Stories & Case Studies' })).toBeVisible();
      for (const title of BLOG_TITLES) await expect(blog.getByRole('link', { name: title })).toBeVisible();
      for (const title of CASE_TITLES) await expect(cases.getByRole('link', { name: title })).toBeVisible();
    });
  });
}

test.describe('articles', () => {
  for (const [type, titles, label] of [
    ['blog', BLOG_TITLES, 'Blog Post'],
    ['casestudy', CASE_TITLES, 'Case Study'],
  ] as const) {
    for (const title of titles) {
      test(`${title} opens as a ${label}`, async ({ page, visit }) => {
        await visit('/resources');
        await page.getByRole('link', { name: title }).click();
        await expect(page).toHaveURL(new RegExp(`#/resources/${type}/[a-z0-9-]+$`));
        await expect(mainHeading(page)).toHaveText(title);
        const main = page.locator('main');
        await expect(main.getByText(label, { exact: true })).toBeVisible();
        await expect(main).toContainText('Published on');
        await expect(main).toContainText('By Clearsky Team');
        await expect(main.locator('h2').first()).toBeVisible();
        await expect(main.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/#/contact');
        await expect(page).toHaveTitle(new RegExp(`Clearsky Consulting`));
        await main.getByRole('link', { name: 'Back to Resources' }).click();
        await expect(mainHeading(page)).toHaveText('Knowledge Hub');
      });
    }
  }

  test('today is the published date', async ({ page, visit }) => {
    await visit('/resources');
    await page.getByRole('link', { name: BLOG_TITLES[0] }).click();
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    await expect(page.locator('main time')).toHaveText(today);
  });

  test('the stock photo fails offline and a designed fallback keeps its space', async ({ page, visit }) => {
    await visit('/resources');
    await page.getByRole('link', { name: CASE_TITLES[0] }).click();
    await expect(mainHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const frame = page.locator('main [data-testid="resource-image"]').first();
    await expect(frame).toHaveAttribute('data-state', 'failed');
    await expect(frame.locator('img')).toHaveCount(0);
    const box = await frame.boundingBox();
    expect(box && box.height).toBeGreaterThan(120);
  });

  test('an unknown slug replaces the URL with /resources, so Back skips it', async ({ page, visit }) => {
    await visit('/about');
    await expect(mainHeading(page)).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#/resources/blog/not-a-real-article'));
    await expect(page).toHaveURL(/#\/resources$/);
    await expect(mainHeading(page)).toHaveText('Knowledge Hub');
    await page.goBack();
    await expect(page).toHaveURL(/#\/about$/);
  });

  test('an unknown type redirects too', async ({ page, visit }) => {
    await visit('/resources/whitepaper/anything');
    await expect(page).toHaveURL(/#\/resources$/);
  });
});

test.describe('anchors from the shell footer', () => {
  for (const [link, id] of [
    ['Blog', 'blog-section'],
    ['Case Studies', 'casestudies-section'],
  ]) {
    test(`${link} scrolls to #${id} below the fixed header`, async ({ page, visit }) => {
      await visit('/about');
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#/resources#${id}$`));
      const section = page.locator(`#${id}`);
      await expect(section).toBeInViewport();
      await expect
        .poll(async () => (await section.boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual(72 - 1);
    });
  }
});
