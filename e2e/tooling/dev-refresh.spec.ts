import type { Page } from '@playwright/test';
import { startDevSandbox } from '../../platform/dev/index.mjs';
import { expect, test } from '../fixtures';

/**
 * `npm run dev`: React Fast Refresh across the federation (docs/development.md). The four dev
 * servers run once for this file, on free ports, in a scratch copy of the apps
 * (platform/dev/dev-sandbox.mjs): the tests edit the copy, never the working tree. They wait on
 * what the page shows, never a fixed time. The production suite's global setup is not needed:
 * `npx playwright test -c e2e/dev.playwright.config.ts` runs this file alone without it.
 */

type Sandbox = Awaited<ReturnType<typeof startDevSandbox>>;
let dev: Sandbox;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Four first compilations on two cores: about a minute here, more on a busy machine.
  test.setTimeout(240_000);
  dev = await startDevSandbox({ timeoutMs: 230_000, keep: 'dev-refresh' });
});

test.afterAll(async () => {
  await dev?.stop();
});

const EMAIL = 'still-here@example.com';

/** Marks the document, so a reload (a new document) is seen: the mark is gone. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as { __devRefreshMark?: number }).__devRefreshMark = 1;
  });
}

async function documentKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __devRefreshMark?: number }).__devRefreshMark === 1);
}

function newsletterField(page: Page) {
  return page.locator('footer input[type=email]');
}

test('@dev an edit to a remote component, a remote style and a shell component shows in place, with the state kept', { tag: '@platform' }, async ({ page }) => {
  test.setTimeout(120_000);
  // The Solutions page with a category chosen (the hash), scrolled, a toast open and the
  // newsletter address typed.
  await page.goto(`${dev.origin}/#/solutions%23finance`);
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Finance', exact: true })).toHaveAttribute('aria-current', /.+/);
  await newsletterField(page).fill(EMAIL);
  await page.getByRole('button', { name: /^Learn more about / }).first().click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('More Info on');
  // The pointer on the toast holds its timer (Radix Toast), so it stays while the edits apply.
  await toast.hover();
  const scrollY = await page.evaluate(() => {
    window.scrollTo({ top: window.scrollY + 400, behavior: 'instant' });
    return window.scrollY;
  });
  expect(scrollY).toBeGreaterThan(0);
  await markDocument(page);

  const stateKept = async () => {
    expect(await documentKept(page), 'the page did not reload').toBe(true);
    await expect(newsletterField(page)).toHaveValue(EMAIL);
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/#\/solutions%23finance$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  };

  // A text in a component of the solutions remote.
  dev.edit('remote-solutions/src/catalogue/HelpChoosing.tsx', (text) =>
    text.replace('<h2 id={HEADING_ID}>{solutionsCopy.helpTitle}</h2>', '<h2 id={HEADING_ID}>Edited in the remote</h2>'),
  );
  await expect(page.locator('#solutions-help-heading')).toHaveText('Edited in the remote');
  await stateKept();

  // An emotion style of that component.
  dev.edit('remote-solutions/src/catalogue/HelpChoosing.tsx', (text) => text.replace('margin-top: 48px;', 'margin-top: 48px;\n  outline: 3px solid rgb(255, 0, 0);'));
  await expect(page.locator('aside[aria-labelledby=solutions-help-heading]')).toHaveCSS('outline-color', 'rgb(255, 0, 0)');
  await stateKept();

  // A text in a component of the shell, in the same module as the newsletter form's parent.
  dev.edit('shell/src/footer/Footer.tsx', (text) => text.replace('Practical advice and hands-on implementation', 'Edited in the shell'));
  await expect(page.getByText('Edited in the shell')).toBeVisible();
  await stateKept();
});

test('@dev a broken edit shows webpack’s overlay in the shell’s page; the fix applies without a reload', { tag: '@platform' }, async ({ page, allowErrors }) => {
  test.setTimeout(90_000);
  allowErrors(/\[webpack-dev-server\] (Errors while compiling|ERROR)/, 'the test saves a component with a syntax error on purpose');
  const file = 'remote-contact/src/contact/ContactPage.tsx';
  await page.goto(`${dev.origin}/#/contact`);
  await expect(page.locator('main h1')).toBeVisible();
  await newsletterField(page).fill(EMAIL);
  await markDocument(page);

  const good = dev.edit(file, (text) => text.replace('title="Let\'s talk about your business"', 'title="Let\'s talk about your business" <'));
  const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
  await expect(overlay.getByText('Compiled with problems')).toBeVisible();
  await expect(overlay.getByText(/ContactPage\.tsx/).first()).toBeVisible();

  dev.edit(file, () => good.replace("Let's talk about your business", 'Fixed and edited'));
  await expect(page.locator('main h1')).toHaveText('Fixed and edited');
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  expect(await documentKept(page), 'the page did not reload').toBe(true);
  await expect(newsletterField(page)).toHaveValue(EMAIL);
});

test('@dev a change that cannot apply in place reloads the page once and says why', { tag: '@platform' }, async ({ page }) => {
  test.setTimeout(90_000);
  const reasons: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[HMR]')) reasons.push(message.text());
  });
  await page.goto(`${dev.origin}/#/contact`);
  await expect(page.locator('main h1')).toBeVisible();
  await markDocument(page);

  // The store is outside React: its modules run once and hold the site's state.
  dev.edit('shared/src/store/toast-slice.ts', (text) => `${text}\nexport const DEV_REFRESH_TEST_MARK = 1;\n`);
  await expect.poll(() => reasons.find((text) => text.includes('The page was reloaded')), { timeout: 60_000 }).toContain('toast-slice.ts');
  expect(await documentKept(page), 'the page reloaded').toBe(false);
  await expect(page.locator('main h1')).toBeVisible();
});
