import { expect, type Page } from '@playwright/test';

/**
 * The site's cross-remote journeys, read-only, as a visitor takes them: every one starts at the
 * home page and moves by links, so it runs against any deployment in either URL mode. Used by
 * `npm run smoke`, by the release gate (one remote's journeys, its candidate previewed) and by
 * the browser suite.
 */

export type Journey = (page: Page) => Promise<void>;

const heading = (page: Page) => page.locator('main h1').first();
const header = (page: Page) => page.locator('header');

async function open(page: Page, name: string) {
  await header(page).getByRole('link', { name, exact: true }).click();
}

/** The shell's own pages, its footer and its toasts. */
async function shellJourney(page: Page) {
  await expect(heading(page)).toBeVisible();
  await open(page, 'Benefits');
  await expect(heading(page)).toHaveText('Why Choose Us');
  await open(page, 'About');
  await expect(page.locator('main h2').first()).toBeVisible();
  await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
  await expect(page.getByTestId('toast')).toContainText('Industry Insights Coming Soon!');
}

/** The catalogue: a category, and a solution's Learn More raising the shell's toast. */
async function solutionsJourney(page: Page) {
  await open(page, 'Solutions');
  await expect(heading(page)).toHaveText('Cloud Solutions');
  const results = page.getByTestId('solutions-results');
  await expect(results.getByRole('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(results.locator('section > div > h2')).toHaveText(['Sales']);
  const card = results.getByRole('article').first();
  const name = await card.locator('h3').textContent();
  await card.getByRole('button', { name: `Learn more about ${name}` }).click();
  await expect(page.getByTestId('toast')).toContainText(`More Info on ${name}`);
}

/** The Knowledge Hub, an article, and back. */
async function resourcesJourney(page: Page) {
  await open(page, 'Resources');
  await expect(heading(page)).toHaveText('Knowledge Hub');
  const card = page.locator('main a[href*="/resources/blog/"]').first();
  await card.click();
  const main = page.locator('main');
  await expect(main.getByText('Blog Post', { exact: true })).toBeVisible();
  await expect(main.getByText(/^Published on /)).toBeVisible();
  expect(await main.locator('article h2').count()).toBeGreaterThan(1);
  await main.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(heading(page)).toHaveText('Knowledge Hub');
}

/** The contact details, reached from the header's call to action. */
async function contactJourney(page: Page) {
  await header(page).getByRole('link', { name: 'Contact Us' }).click();
  // The remote's own page, whatever its heading says, and not the shell's fallback.
  await expect(page.locator('main [data-route-path="/contact"] h1').first()).toBeVisible();
  await expect(page.getByTestId('remote-unavailable'), 'the shell showed its "unavailable" fallback instead of the page').toHaveCount(0);
  const main = page.locator('main');
  await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(main.getByText('Hyderabad, India')).toBeVisible();
}

/** Journeys by the app they exercise: a release gate runs its remote's. */
export const journeys: Record<string, Journey> = {
  shell: shellJourney,
  solutions: solutionsJourney,
  resources: resourcesJourney,
  contact: contactJourney,
};
