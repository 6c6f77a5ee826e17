import type { Page } from '@playwright/test';
import { expect, mainHeading, siteUrl, test } from './fixtures';
import { countLayoutShifts, readLayoutShift } from './support/layout-shift';

/** The spec's category table, in display order: [name, key, solution count]. */
const CATEGORIES = [
  ['Featured Apps', 'featured', 3],
  ['Suites', 'suites', 7],
  ['Sales', 'sales', 8],
  ['Marketing', 'marketing', 15],
  ['Service', 'service', 6],
  ['Finance', 'finance', 11],
  ['Email & Collaboration', 'emailCollaboration', 20],
  ['Human Resources', 'humanResources', 8],
  ['Project Management', 'projectManagement', 3],
  ['BI & Analytics', 'biAnalytics', 4],
  ['Developer Platforms', 'developerPlatforms', 13],
  ['Commerce & POS', 'commerce', 2],
  ['Legal', 'legal', 2],
  ['Security & IT Management', 'securityIT', 14],
  ['Enterprise IT Solutions', 'enterpriseIT', 13],
] as const;
const TOTAL_SOLUTIONS = 129;
const HEADER_HEIGHT_PX = 72;
/** SCROLL_TO_SOLUTION_DELAY_MS and SOLUTION_HIGHLIGHT_MS of the remote. */
const SCROLL_DELAY_MS = 150;
const HIGHLIGHT_MS = 2000;
/**
 * Timers in a busy browser run late, never early, and each DOM change shows only once React has
 * rendered it, so the browser suite checks lower bounds measured from the remote's own mark; a
 * late timer is the machine's, not ours. The unit tests pin the exact values with fake timers.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

function results(page: Page) {
  return page.getByTestId('solutions-results');
}

function sectionHeadings(page: Page) {
  return results(page).locator('section > div > h2');
}

function cards(page: Page) {
  return results(page).getByRole('article');
}

/** The polite live region that tells screen reader users what the list shows (docs/SPEC.md, section 4.4). */
function resultsAnnouncement(page: Page) {
  return page.locator('main').getByRole('status').filter({ hasText: /^Showing / });
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Categories' });
}

function categorySelect(page: Page) {
  return page.getByLabel('Category', { exact: true });
}

function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? DESKTOP.width) < 768;
}

/** Chooses a category the way a visitor at this width would: sidebar link or dropdown. */
async function chooseCategory(page: Page, name: string, key: string) {
  if (isPhone(page)) await categorySelect(page).selectOption(key);
  else await sidebar(page).getByRole('link', { name, exact: true }).click();
}

/** The current selection as the visible navigation shows it. */
async function expectSelected(page: Page, name: string, key: string) {
  if (isPhone(page)) {
    await expect(categorySelect(page)).toHaveValue(key);
  } else {
    const current = sidebar(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(name);
  }
}

async function expectAllCategories(page: Page) {
  await expect(sectionHeadings(page)).toHaveText(CATEGORIES.map(([name]) => name));
  await expect(cards(page)).toHaveCount(TOTAL_SOLUTIONS);
  await expectSelected(page, 'All Solutions', 'all');
  await expect(page).toHaveTitle('All Solutions | Clearsky Consulting');
  await expect(resultsAnnouncement(page)).toHaveText(`Showing all ${TOTAL_SOLUTIONS} solutions`);
}

async function expectOnlyCategory(page: Page, name: string, key: string, count: number) {
  await expect(sectionHeadings(page)).toHaveText([name]);
  await expect(cards(page)).toHaveCount(count);
  for (const id of await cards(page).evaluateAll((els) => els.map((el) => el.id))) {
    expect(id.startsWith(`${key}-`)).toBe(true);
  }
  await expectSelected(page, name, key);
  await expect(page).toHaveTitle(`${name} Solutions | Clearsky Consulting`);
  await expect(resultsAnnouncement(page)).toHaveText(`Showing ${count} ${name} solutions`);
}

// The catalogue renders its first categories, then the rest in steps: the first step must be
// taller than the screen, or the help panel and the footer would jump down in view.
for (const viewport of [PHONE, DESKTOP, { width: 1920, height: 1600 }, { width: 1024, height: 1366 }]) {
  test(`the catalogue fills in without shifting what is on screen at ${viewport.width}x${viewport.height}`, { tag: '@solutions' }, async ({ page, visit }) => {
    await page.setViewportSize(viewport);
    await visit('/solutions');
    await countLayoutShifts(page, { buffered: true });
    await expect(cards(page)).toHaveCount(TOTAL_SOLUTIONS);
    expect(await readLayoutShift(page)).toBe(0);
    // Back to the full list from one category: stepped again, to the end.
    await chooseCategory(page, 'Legal', 'legal');
    await expect(cards(page)).toHaveCount(2);
    await chooseCategory(page, 'All Solutions', 'all');
    await expect(sectionHeadings(page)).toHaveText(CATEGORIES.map(([name]) => name));
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`solutions remote at ${viewport.width}px`, { tag: '@solutions' }, () => {
    test.use({ viewport });

    test('without a hash, every category is a titled section in spec order', async ({ page, visit }) => {
      await visit('/solutions');
      await expect(mainHeading(page)).toHaveText('Cloud Solutions');
      await expectAllCategories(page);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /cloud business apps/);
      for (const [name, , count] of CATEGORIES) {
        const section = results(page).getByRole('region', { name, exact: true });
        await expect(section.getByRole('article')).toHaveCount(count);
      }
    });

    test('#all also shows every category', async ({ page, visit }) => {
      await visit('/solutions#all');
      await expectAllCategories(page);
    });

    test('the category navigation fits the width', async ({ page, visit }) => {
      await visit('/solutions');
      await expect(cards(page)).toHaveCount(TOTAL_SOLUTIONS);
      const marketing = results(page).getByRole('region', { name: 'Marketing' }).getByRole('article');
      const boxes = await marketing.evaluateAll((els) =>
        els.slice(0, 4).map((el) => {
          const r = el.getBoundingClientRect();
          return { x: Math.round(r.x), y: Math.round(r.y) };
        }),
      );
      if (isPhone(page)) {
        await expect(sidebar(page)).toBeHidden();
        await expect(categorySelect(page)).toBeVisible();
        await expect(page.locator('label', { hasText: 'Category' })).toBeVisible();
        const options = await categorySelect(page).locator('option').allTextContents();
        expect(options).toEqual(['All Solutions', ...CATEGORIES.map(([name]) => name)]);
        // One column: every card starts at the same x, one below the other.
        expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
        expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
        // The dropdown sticks just below the fixed header while the list scrolls under it.
        await page.evaluate(() => window.scrollTo(0, 3000));
        await expect
          .poll(async () => Math.round((await page.getByTestId('category-bar').boundingBox())!.y))
          .toBe(HEADER_HEIGHT_PX);
        await expect(categorySelect(page)).toBeInViewport();
      } else {
        await expect(categorySelect(page)).toBeHidden();
        await expect(sidebar(page)).toBeVisible();
        const links = sidebar(page).getByRole('link');
        await expect(links).toHaveText(['All Solutions', ...CATEGORIES.map(([name]) => name)]);
        // One quarter of the width: the content column is three times the sidebar.
        const aside = (await page.locator('aside').filter({ has: sidebar(page) }).boundingBox())!;
        const content = (await results(page).boundingBox())!;
        expect(content.width / aside.width).toBeGreaterThan(2.8);
        expect(content.width / aside.width).toBeLessThan(3.2);
        // Three columns: the first three cards share a row, the fourth wraps.
        expect(new Set(boxes.slice(0, 3).map((b) => b.y)).size).toBe(1);
        expect(new Set(boxes.slice(0, 3).map((b) => b.x)).size).toBe(3);
        expect(boxes[3].y).toBeGreaterThan(boxes[0].y);
      }
    });

    test('choosing a category sets the hash and shows only its cards', async ({ page, visit }) => {
      await visit('/solutions');
      await expectAllCategories(page);
      await chooseCategory(page, 'Sales', 'sales');
      await expect(page).toHaveURL(/\/#\/solutions%23sales$/);
      await expectOnlyCategory(page, 'Sales', 'sales', 8);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Sales solutions/);
      await chooseCategory(page, 'All Solutions', 'all');
      await expect(page).toHaveURL(/\/#\/solutions%23all$/);
      await expectAllCategories(page);
    });

    test('back and forward move between selections', async ({ page, visit }) => {
      await visit('/solutions');
      await expectAllCategories(page);
      await chooseCategory(page, 'Sales', 'sales');
      await expectOnlyCategory(page, 'Sales', 'sales', 8);
      await chooseCategory(page, 'Finance', 'finance');
      await expectOnlyCategory(page, 'Finance', 'finance', 11);
      // The spec's own examples, heard after each change without moving focus (a polite live region).
      await expect(resultsAnnouncement(page)).toHaveText('Showing 11 Finance solutions');
      await expect(resultsAnnouncement(page)).toHaveAttribute('aria-live', 'polite');
      await page.goBack();
      await expectOnlyCategory(page, 'Sales', 'sales', 8);
      await page.goBack();
      await expectAllCategories(page);
      await expect(resultsAnnouncement(page)).toHaveText('Showing all 129 solutions');
      await page.goForward();
      await expectOnlyCategory(page, 'Sales', 'sales', 8);
    });

    test('a footer link in the shell selects its category inside the remote', async ({ page, visit }) => {
      await visit('/solutions');
      await expectAllCategories(page);
      const footerSolutions = page.locator('footer').getByRole('navigation', { name: 'Solutions' });
      await footerSolutions.getByRole('link', { name: 'Sales', exact: true }).click();
      await expect(page).toHaveURL(/\/#\/solutions%23sales$/);
      await expectOnlyCategory(page, 'Sales', 'sales', 8);
      // The visitor was at the footer: the chosen category is brought back into view.
      await expect(sectionHeadings(page).first()).toBeInViewport();

      await footerSolutions.getByRole('link', { name: 'View All Solutions' }).click();
      await expectAllCategories(page);
    });

    test('a footer link from another page opens the remote on that category', async ({ page, visit }) => {
      await visit('/about');
      await expect(mainHeading(page)).not.toHaveText('Cloud Solutions');
      await page
        .locator('footer')
        .getByRole('navigation', { name: 'Solutions' })
        .getByRole('link', { name: 'Human Resources' })
        .click();
      await expect(mainHeading(page)).toHaveText('Cloud Solutions');
      await expectOnlyCategory(page, 'Human Resources', 'humanResources', 8);
    });

    test('a typed URL changes the selection', async ({ page, visit }) => {
      await visit('/solutions#legal');
      await expectOnlyCategory(page, 'Legal', 'legal', 2);
      await page.goto(siteUrl('/solutions#commerce'));
      await expectOnlyCategory(page, 'Commerce & POS', 'commerce', 2);
      await page.evaluate(() => {
        window.location.hash = '#/solutions#biAnalytics';
      });
      await expectOnlyCategory(page, 'BI & Analytics', 'biAnalytics', 4);
    });

    test('a solution id selects its category, scrolls to the card after 150 ms and rings it for 2 s', async ({
      page,
      visit,
    }) => {
      // Timestamps of the card appearing and of its ring starting and ending, taken in the page,
      // and whether the card was in view when the ring went off: the ring lasts 2 s, which a busy
      // machine can spend before the test's own checks of the category have finished.
      await page.addInitScript(() => {
        const log: { event: string; at: number; inView?: boolean }[] = [];
        (window as unknown as { ringLog: typeof log }).ringLog = log;
        new MutationObserver((records) => {
          for (const record of records) {
            const el = record.target as HTMLElement;
            if (record.type === 'childList' && !log.some((e) => e.event === 'card') && document.getElementById('securityIT-vault')) {
              log.push({ event: 'card', at: performance.now() });
            }
            if (record.type !== 'attributes') continue;
            const on = el.getAttribute('data-highlighted') === 'true';
            if (el.id !== 'securityIT-vault') {
              if (on) log.push({ event: `ring-on ${el.id}`, at: performance.now() });
              continue;
            }
            const box = el.getBoundingClientRect();
            log.push({ event: on ? 'ring-on' : 'ring-off', at: performance.now(), inView: box.bottom > 0 && box.top < innerHeight });
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-highlighted'] });
      });
      await visit('/solutions#securityIT-vault');
      await expectOnlyCategory(page, 'Security & IT Management', 'securityIT', 14);
      const readLog = () =>
        page.evaluate(() => (window as unknown as { ringLog: { event: string; at: number; inView?: boolean }[] }).ringLog);
      await expect
        .poll(async () => (await readLog()).map((e) => e.event), { timeout: HIGHLIGHT_MS + 5000 })
        .toEqual(['card', 'ring-on', 'ring-off']);
      const card = page.locator('#securityIT-vault');
      await expect(card).not.toHaveAttribute('data-highlighted', 'true');
      await expect(card).toBeInViewport();
      // In view when its ring ended, below the fixed header (and the sticky dropdown on phones), not under them.
      expect((await readLog()).find((e) => e.event === 'ring-off')!.inView).toBe(true);
      const pinned = isPhone(page) ? (await page.getByTestId('category-bar').boundingBox())! : null;
      const top = (await card.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(pinned ? pinned.y + pinned.height : HEADER_HEIGHT_PX);

      const log = await readLog();
      const at = (event: string) => log.find((e) => e.event === event)!.at;
      // The delay counts from the card's appearance at the earliest...
      expect(at('ring-on') - at('card')).toBeGreaterThanOrEqual(SCROLL_DELAY_MS - 5);
      // ...and the remote marks when its timer starts: the page renders as a transition, so on
      // a loaded machine that start itself can lag the card by a second, which is not ours.
      const scheduled = await page.evaluate(
        (name) => performance.getEntriesByName(name, 'mark').map((m) => m.startTime),
        'solutions:highlight-scheduled',
      );
      expect(scheduled).toHaveLength(1);
      expect(scheduled[0]).toBeGreaterThanOrEqual(at('card'));
      // The scroll and the ring wait 150 ms from it; the ring's 2 s start once it is set, so the
      // ring ends 2.15 s after the mark at the earliest (a late render shortens what is seen of it).
      expect(at('ring-on') - scheduled[0]).toBeGreaterThanOrEqual(SCROLL_DELAY_MS - 1);
      expect(at('ring-off') - scheduled[0]).toBeGreaterThanOrEqual(SCROLL_DELAY_MS + HIGHLIGHT_MS - 1);
    });

    test('the ring is drawn around the card', async ({ page, visit }) => {
      // Read in the page as the ring goes on, not after it: the ring lasts 2 s, which a busy
      // machine can spend before the test's next look. Reduced motion: no fade, so the style
      // read at that moment is the ring's own.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript(() => {
        const shadows: string[] = [];
        (window as unknown as { ringShadows: string[] }).ringShadows = shadows;
        new MutationObserver(() => {
          const card = document.getElementById('finance-books');
          if (card?.getAttribute('data-highlighted') === 'true') shadows.push(getComputedStyle(card).boxShadow);
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-highlighted'] });
      });
      await visit('/solutions#finance-books');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { ringShadows: string[] }).ringShadows))
        .toEqual([expect.stringMatching(/0px 0px 0px 3px/)]);
    });

    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      test(`scrolling to a solution respects prefers-reduced-motion: ${reducedMotion}`, async ({ page, visit }) => {
        await page.emulateMedia({ reducedMotion });
        await page.addInitScript(() => {
          const calls: { id: string; behavior: string }[] = [];
          (window as unknown as { scrollCalls: typeof calls }).scrollCalls = calls;
          // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with each element as `this` (original.call below)
          const original = Element.prototype.scrollIntoView;
          Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
            calls.push({ id: this.id, behavior: typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto' });
            return original.call(this, options);
          };
        });
        await visit('/solutions#finance-books');
        await expect(page.locator('#finance-books')).toHaveAttribute('data-highlighted', 'true');
        const calls = await page.evaluate(() =>
          (window as unknown as { scrollCalls: { id: string; behavior: string }[] }).scrollCalls.filter(
            (c) => c.id === 'finance-books',
          ),
        );
        expect(calls.length).toBeGreaterThan(0);
        const expected = reducedMotion === 'reduce' ? 'auto' : 'smooth';
        expect(calls.every((c) => c.behavior === expected)).toBe(true);
        await expect(page.locator('#finance-books')).toBeInViewport();
      });
    }

    // One test per hash: each loads two pages and checks all 129 cards, which together took a
    // busy machine past one test's 30 s.
    for (const [label, hash] of [
      ['an unknown hash', 'nope'],
      ['a malformed escape', '%E0%A4%A'],
      ['a script tag', '<script>alert(1)</script>'],
      ['an image with onerror', '<img src=x onerror=alert(1)>'],
      ['a 3000-character hash', 'x'.repeat(3000)],
    ]) {
      test(`${label} shows every category, never an error`, async ({ page, visit }) => {
        page.on('dialog', (dialog) => {
          throw new Error(`Unexpected dialog: ${dialog.message()}`);
        });
        await visit('/about');
        await visit(`/solutions#${hash}`);
        await expect(mainHeading(page)).toHaveText('Cloud Solutions');
        await expectAllCategories(page);
      });
    }

    test('Learn More raises the shell toast about that solution', async ({ page, visit }) => {
      await visit('/solutions#legal');
      const card = page.locator('#legal-sign');
      const button = card.getByRole('button', { name: `Learn more about ${await card.locator('h3').textContent()}` });
      await expect(button).toHaveText('Learn More');
      await button.click();
      const toast = page.getByTestId('toast');
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(`More Info on ${await card.locator('h3').textContent()}`);
      await expect(toast).toContainText('Contact us to learn how we can help you implement this solution!');
      await expect(toast).toHaveAttribute('data-variant', 'default');
    });

    test('shows "Loading solutions..." while the catalogue loads, without moving anything', async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/solutions-data\.[\w]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // The catalogue is requested as the page's code arrives, which can be before the window's
      // load event: holding it would hold that event too, so do not wait for it.
      await page.goto(siteUrl('/solutions#finance'), { waitUntil: 'domcontentloaded' });
      const loading = page.getByTestId('solutions-loading');
      await expect(loading.getByRole('status')).toHaveText('Loading solutions...');
      const loadingBox = (await loading.boundingBox())!;
      expect(loadingBox.height).toBeGreaterThanOrEqual(viewport.height * 0.7 - 1);
      // The navigation does not wait for the data.
      if (isPhone(page)) await expect(categorySelect(page)).toHaveValue('finance');
      else await expectSelected(page, 'Finance', 'finance');
      const headingBefore = (await mainHeading(page).boundingBox())!;

      release();
      await expectOnlyCategory(page, 'Finance', 'finance', 11);
      await expect(loading).toHaveCount(0);
      expect((await results(page).boundingBox())!.y).toBeCloseTo(loadingBox.y, 0);
      expect((await mainHeading(page).boundingBox())!.y).toBeCloseTo(headingBefore.y, 0);
    });

    test('controls are keyboard reachable, labelled, with a visible focus ring and big enough targets', async ({
      page,
      visit,
    }) => {
      await visit('/solutions#sales');
      await expectOnlyCategory(page, 'Sales', 'sales', 8);
      const learnMore = cards(page).first().getByRole('button');
      const targets = [learnMore, isPhone(page) ? categorySelect(page) : sidebar(page).getByRole('link').first()];
      for (const target of targets) {
        const box = (await target.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.width).toBeGreaterThanOrEqual(24);
      }
      if (isPhone(page)) {
        await categorySelect(page).focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Shift+Tab');
        await expect(categorySelect(page)).toBeFocused();
        await expect.poll(() => categorySelect(page).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      } else {
        await sidebar(page).getByRole('link', { name: 'All Solutions' }).focus();
        await page.keyboard.press('Tab');
        const featured = sidebar(page).getByRole('link', { name: 'Featured Apps' });
        await expect(featured).toBeFocused();
        await expect.poll(() => featured.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
        await page.keyboard.press('Enter');
        await expectOnlyCategory(page, 'Featured Apps', 'featured', 3);
      }
      await learnMore.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('toast')).toContainText('More Info on');
    });
  });
}
