import type { Locator, Page } from '@playwright/test';
import { expect, mainHeading, siteUrl, test } from '../fixtures';
import { footerCategories, solutionCategories, totalSolutions, type Category } from '../support/content';
import { countLayoutShifts, describeLayoutShifts, readLayoutShift } from '../support/layout-shift';

/** The categories in display order, with their solutions (shared/content, remote-solutions/content). */
const CATEGORIES = solutionCategories();
const CATEGORY_NAMES = CATEGORIES.map(({ name }) => name);
const TOTAL_SOLUTIONS = totalSolutions();
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

/** The category with this key, as the content has it: its name and solutions follow the content. */
function category(key: string): Category {
  const found = CATEGORIES.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`the content has no solution category "${key}"`);
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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

/** Goes in-app to a route, as a link or a typed hash would: no page load. */
async function setHash(page: Page, target: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${target}`);
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
  await expect(sectionHeadings(page)).toHaveText(CATEGORY_NAMES);
  await expect(cards(page)).toHaveCount(TOTAL_SOLUTIONS);
  await expectSelected(page, 'All Solutions', 'all');
  await expect(page).toHaveTitle('All Solutions | Clearsky Consulting');
  await expect(resultsAnnouncement(page)).toHaveText(`Showing all ${TOTAL_SOLUTIONS} solutions`);
}

async function expectOnlyCategory(page: Page, { name, key, count }: Category) {
  await expect(sectionHeadings(page)).toHaveText([name]);
  await expect(cards(page)).toHaveCount(count);
  for (const id of await cards(page).evaluateAll((els) => els.map((el) => el.id))) {
    expect(id.startsWith(`${key}-`)).toBe(true);
  }
  await expectSelected(page, name, key);
  await expect(page).toHaveTitle(`${name} Solutions | Clearsky Consulting`);
  await expect(resultsAnnouncement(page)).toHaveText(`Showing ${count} ${name} solutions`);
}

/** The top-left corners of the first four cards of a category, to tell the grid's columns. */
function firstCardCorners(page: Page, name: string) {
  return results(page)
    .getByRole('region', { name, exact: true })
    .getByRole('article')
    .evaluateAll((els) =>
      els.slice(0, 4).map((el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y) };
      }),
    );
}

// The catalogue renders its first categories, then the rest in steps: the first step must be
// taller than the screen, or the help panel and the footer would jump down in view. Each size is
// a page load of its own, so that the shifts are counted from the start: by way of about:blank,
// since an address that differs from the current one only in its hash loads nothing.
test('the catalogue fills in without shifting what is on screen', { tag: ['@solutions', '@contract'] }, async ({ page, visit }) => {
  // Four page loads.
  test.setTimeout(60_000);
  for (const viewport of [PHONE, DESKTOP, { width: 1920, height: 1600 }, { width: 1024, height: 1366 }]) {
    await test.step(`at ${viewport.width}x${viewport.height}`, async () => {
      await page.goto('about:blank');
      await page.setViewportSize(viewport);
      await visit('/solutions');
      await countLayoutShifts(page, { buffered: true });
      await expect(cards(page)).toHaveCount(TOTAL_SOLUTIONS);
      expect(await readLayoutShift(page), await describeLayoutShifts(page)).toBe(0);
    });
  }
  await test.step('back to the full list from one category: stepped again, to the end', async () => {
    const legal = category('legal');
    await chooseCategory(page, legal.name, legal.key);
    await expect(cards(page)).toHaveCount(legal.count);
    await chooseCategory(page, 'All Solutions', 'all');
    await expect(sectionHeadings(page)).toHaveText(CATEGORY_NAMES);
  });
});

test('the catalogue by its sidebar at 1440 px and its dropdown at 390 px', { tag: ['@solutions', '@contract'] }, async ({ page, visit }) => {
  // The full list of cards rendered anew five times, at two widths: more than 30 s on a busy machine.
  test.setTimeout(60_000);
  const sales = category('sales');
  const finance = category('finance');
  const marketing = category('marketing');
  await visit('/solutions');

  await test.step('without a hash, every category is a titled section in spec order', async () => {
    await expect(mainHeading(page)).toHaveText('Cloud Solutions');
    await expectAllCategories(page);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /cloud business apps/);
    for (const { name, count } of CATEGORIES) {
      const section = results(page).getByRole('region', { name, exact: true });
      await expect(section.getByRole('article')).toHaveCount(count);
    }
  });

  await test.step('at 1440 px the category navigation is a quarter-width sidebar over a three-column grid', async () => {
    await expect(categorySelect(page)).toBeHidden();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link')).toHaveText(['All Solutions', ...CATEGORY_NAMES]);
    // One quarter of the width: the content column is three times the sidebar.
    const aside = (await page.locator('aside').filter({ has: sidebar(page) }).boundingBox())!;
    const content = (await results(page).boundingBox())!;
    expect(content.width / aside.width).toBeGreaterThan(2.8);
    expect(content.width / aside.width).toBeLessThan(3.2);
    // Three columns: the first three cards share a row, the fourth wraps.
    const boxes = await firstCardCorners(page, marketing.name);
    expect(new Set(boxes.slice(0, 3).map((b) => b.y)).size).toBe(1);
    expect(new Set(boxes.slice(0, 3).map((b) => b.x)).size).toBe(3);
    expect(boxes[3].y).toBeGreaterThan(boxes[0].y);
  });

  await test.step('choosing a category sets the hash and shows only its cards', async () => {
    await chooseCategory(page, sales.name, sales.key);
    await expect(page).toHaveURL(new RegExp(`/#/solutions%23${sales.key}$`));
    await expectOnlyCategory(page, sales);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${escapeRegExp(sales.name)} solutions`));
    await chooseCategory(page, 'All Solutions', 'all');
    await expect(page).toHaveURL(/\/#\/solutions%23all$/);
    await expectAllCategories(page);
  });

  await test.step('back and forward move between selections', async () => {
    await chooseCategory(page, sales.name, sales.key);
    await expectOnlyCategory(page, sales);
    await chooseCategory(page, finance.name, finance.key);
    await expectOnlyCategory(page, finance);
    // The spec's own example, heard after each change without moving focus (a polite live region).
    await expect(resultsAnnouncement(page)).toHaveText(`Showing ${finance.count} Finance solutions`);
    await expect(resultsAnnouncement(page)).toHaveAttribute('aria-live', 'polite');
    await page.goBack();
    await expectOnlyCategory(page, sales);
    await page.goBack();
    await expectAllCategories(page);
    await expect(resultsAnnouncement(page)).toHaveText(`Showing all ${TOTAL_SOLUTIONS} solutions`);
    await page.goForward();
    await expectOnlyCategory(page, sales);
  });

  await test.step('a typed URL changes the selection', async () => {
    // An address typed on this page changes only its hash: the page stays, the selection follows.
    await page.goto(siteUrl('/solutions#legal'));
    await expectOnlyCategory(page, category('legal'));
    await page.goto(siteUrl('/solutions#commerce'));
    await expectOnlyCategory(page, category('commerce'));
    await setHash(page, '/solutions#biAnalytics');
    await expectOnlyCategory(page, category('biAnalytics'));
  });

  await test.step('#all also shows every category', async () => {
    await page.goto(siteUrl('/solutions#all'));
    await expectAllCategories(page);
  });

  await page.setViewportSize(PHONE);

  await test.step('at 390 px the category navigation is a labelled dropdown over one column, stuck below the header', async () => {
    await expect(sidebar(page)).toBeHidden();
    await expect(categorySelect(page)).toBeVisible();
    await expect(page.locator('label', { hasText: 'Category' })).toBeVisible();
    const options = await categorySelect(page).locator('option').allTextContents();
    expect(options).toEqual(['All Solutions', ...CATEGORY_NAMES]);
    // One column: every card starts at the same x, one below the other.
    const boxes = await firstCardCorners(page, marketing.name);
    expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
    expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
    // The dropdown sticks just below the fixed header while the list scrolls under it.
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(async () => Math.round((await page.getByTestId('category-bar').boundingBox())!.y)).toBe(HEADER_HEIGHT_PX);
    await expect(categorySelect(page)).toBeInViewport();
  });

  await test.step('at 390 px the dropdown chooses a category and follows the history', async () => {
    await chooseCategory(page, sales.name, sales.key);
    await expect(page).toHaveURL(new RegExp(`/#/solutions%23${sales.key}$`));
    await expectOnlyCategory(page, sales);
    await page.goBack();
    await expectAllCategories(page);
    await setHash(page, `/solutions#${finance.key}`);
    await expectOnlyCategory(page, finance);
  });
});

// The unit tests of resolveSelection (remote-solutions/src/catalogue/selection/selection.test.ts) read
// every kind of garbage (an unknown word, a lone or a second hash sign, an encoded space, a
// script tag, ...); this checks that the page arriving with it shows the full catalogue, runs
// nothing, and opens no dialog, for one hash of each way it could go wrong in the page: one the
// browser cannot decode, markup that would run if it were ever put in as HTML, and one past the
// length limit. Each is an arrival from another page, as a link or a typed address brings it.
test('garbage in-page hashes show every category, never an error', { tag: ['@solutions', '@contract'] }, async ({ page, visit }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await visit('/about');
  for (const [label, hash] of [
    ['a malformed escape', '%E0%A4%A'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['a 3000-character hash', 'x'.repeat(3000)],
  ]) {
    await test.step(`${label} shows every category, never an error`, async () => {
      await setHash(page, `/solutions#${hash}`);
      await expect(mainHeading(page)).toHaveText('Cloud Solutions');
      await expectAllCategories(page);
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
      await setHash(page, '/about');
      await expect(results(page)).toHaveCount(0);
    });
  }
});

/** A card's ring going on or off (with its shadow, and whether the card was in view), or the card appearing. */
interface RingEntry {
  event: 'card' | 'ring-on' | 'ring-off';
  id: string;
  at: number;
  inView?: boolean;
  shadow?: string;
}

test('a solution id selects its category, scrolls to its card and rings it, as the visitor asks for motion', { tag: '@solutions' }, async ({ page, visit }) => {
  const securityIT = category('securityIT');
  const finance = category('finance');
  const arrival = securityIT.ids[0];
  const reduced = finance.ids[0];
  // Recorded in the page as it happens, not read after: the ring lasts 2 s, which a busy machine
  // can spend before the test's own checks have finished. Each card's ring going on and off, with
  // its shadow and whether the card was in view at that moment; the arrival card's appearance;
  // and every scrollIntoView call with its behavior.
  await page.addInitScript((watched) => {
    const log: RingEntry[] = [];
    const scrolls: { id: string; behavior: string }[] = [];
    Object.assign(window, { ringLog: log, scrollCalls: scrolls });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') {
          if (!log.some((e) => e.event === 'card') && document.getElementById(watched)) log.push({ event: 'card', id: watched, at: performance.now() });
          continue;
        }
        const el = record.target as HTMLElement;
        const on = el.getAttribute('data-highlighted') === 'true';
        if (!on && el.id !== watched) continue;
        const box = el.getBoundingClientRect();
        log.push({
          event: on ? 'ring-on' : 'ring-off',
          id: el.id,
          at: performance.now(),
          inView: box.bottom > 0 && box.top < innerHeight,
          shadow: getComputedStyle(el).boxShadow,
        });
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-highlighted'] });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with each element as `this` (original.call below)
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolls.push({ id: this.id, behavior: typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto' });
      return original.call(this, options);
    };
  }, arrival);
  const readLog = () => page.evaluate(() => (window as unknown as { ringLog: RingEntry[] }).ringLog);
  const scrollsTo = (id: string) =>
    page.evaluate((target) => (window as unknown as { scrollCalls: { id: string; behavior: string }[] }).scrollCalls.filter((c) => c.id === target), id);

  await visit(`/solutions#${arrival}`);

  await test.step('a solution id selects its category, scrolls to the card after 150 ms and rings it for 2 s', async () => {
    await expectOnlyCategory(page, securityIT);
    await expect
      .poll(async () => (await readLog()).map((e) => (e.id === arrival ? e.event : `${e.event} ${e.id}`)), { timeout: HIGHLIGHT_MS + 5000 })
      .toEqual(['card', 'ring-on', 'ring-off']);
    const card = page.locator(`#${arrival}`);
    await expect(card).not.toHaveAttribute('data-highlighted', 'true');
    await expect(card).toBeInViewport();
    // In view when its ring ended, below the fixed header, not under it.
    const log = await readLog();
    expect(log.find((e) => e.event === 'ring-off')!.inView).toBe(true);
    expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(HEADER_HEIGHT_PX);

    const at = (event: string) => log.find((e) => e.event === event)!.at;
    // The delay counts from the card's appearance at the earliest...
    expect(at('ring-on') - at('card')).toBeGreaterThanOrEqual(SCROLL_DELAY_MS - 5);
    // ...and the remote marks when its timer starts: the page renders as a transition, so on
    // a loaded machine that start itself can lag the card by a second, which is not ours.
    const scheduled = await page.evaluate((name) => performance.getEntriesByName(name, 'mark').map((m) => m.startTime), 'solutions:highlight-scheduled');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]).toBeGreaterThanOrEqual(at('card'));
    // The scroll and the ring wait 150 ms from it; the ring's 2 s start once it is set, so the
    // ring ends 2.15 s after the mark at the earliest (a late render shortens what is seen of it).
    expect(at('ring-on') - scheduled[0]).toBeGreaterThanOrEqual(SCROLL_DELAY_MS - 1);
    expect(at('ring-off') - scheduled[0]).toBeGreaterThanOrEqual(SCROLL_DELAY_MS + HIGHLIGHT_MS - 1);
  });

  await test.step('scrolling to a solution respects prefers-reduced-motion: no-preference', async () => {
    const calls = await scrollsTo(arrival);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.behavior === 'smooth')).toBe(true);
  });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await setHash(page, `/solutions#${reduced}`);

  await test.step('the ring is drawn around the card', async () => {
    // Reduced motion: no fade, so the style read as the ring goes on is the ring's own.
    await expect
      .poll(async () => (await readLog()).filter((e) => e.id === reduced && e.event === 'ring-on').map((e) => e.shadow))
      .toEqual([expect.stringMatching(/0px 0px 0px 3px/)]);
  });

  await test.step('scrolling to a solution respects prefers-reduced-motion: reduce', async () => {
    const calls = await scrollsTo(reduced);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.behavior === 'auto')).toBe(true);
    await expect(page.locator(`#${reduced}`)).toBeInViewport();
  });

  await test.step('at 390 px the card lands below the sticky dropdown, not under it', async () => {
    await page.setViewportSize(PHONE);
    await setHash(page, `/solutions#${arrival}`);
    const card = page.locator(`#${arrival}`);
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(card).toBeInViewport();
    const pinned = (await page.getByTestId('category-bar').boundingBox())!;
    expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(pinned.y + pinned.height);
  });
});

test('shows "Loading solutions..." while the catalogue loads, without moving anything', { tag: '@solutions' }, async ({ page }) => {
  const finance = category('finance');
  let release = () => {};
  let held = Promise.resolve();
  await page.route(/\/solutions-data\.[\w]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  for (const viewport of [DESKTOP, PHONE]) {
    await test.step(`at ${viewport.width}x${viewport.height}`, async () => {
      held = new Promise<void>((resolve) => (release = resolve));
      await page.setViewportSize(viewport);
      // The catalogue is requested as the page's code arrives, which can be before the window's
      // load event: holding it would hold that event too, so do not wait for it. The second
      // size reloads: a page load of its own, at the top of the page.
      if (viewport === DESKTOP) await page.goto(siteUrl(`/solutions#${finance.key}`), { waitUntil: 'domcontentloaded' });
      else await page.reload({ waitUntil: 'domcontentloaded' });
      const loading = page.getByTestId('solutions-loading');
      await expect(loading.getByRole('status')).toHaveText('Loading solutions...');
      const loadingBox = (await loading.boundingBox())!;
      expect(loadingBox.height).toBeGreaterThanOrEqual(viewport.height * 0.7 - 1);
      // The navigation does not wait for the data.
      await expectSelected(page, finance.name, finance.key);
      const headingBefore = (await mainHeading(page).boundingBox())!;

      release();
      await expectOnlyCategory(page, finance);
      await expect(loading).toHaveCount(0);
      expect((await results(page).boundingBox())!.y).toBeCloseTo(loadingBox.y, 0);
      expect((await mainHeading(page).boundingBox())!.y).toBeCloseTo(headingBefore.y, 0);
    });
  }
});

// The shell's footer and the remote share the selection through the store (the shared contract).
test('a footer link in the shell selects its category inside the remote', { tag: ['@solutions', '@shell', '@contract'] }, async ({ page, visit }) => {
  const footer = footerCategories();
  const fromAnotherPage = footer[0];
  const fromTheCatalogue = footer[footer.length - 1];
  const footerSolutions = page.locator('footer').getByRole('navigation', { name: 'Solutions' });
  await visit('/about');

  await test.step('a footer link from another page opens the remote on that category', async () => {
    await expect(mainHeading(page)).not.toHaveText('Cloud Solutions');
    await footerSolutions.getByRole('link', { name: fromAnotherPage.name, exact: true }).click();
    await expect(mainHeading(page)).toHaveText('Cloud Solutions');
    await expectOnlyCategory(page, fromAnotherPage);
    await footerSolutions.getByRole('link', { name: 'View All Solutions' }).click();
    await expectAllCategories(page);
  });

  await test.step('a footer link in the shell selects its category inside the remote', async () => {
    await footerSolutions.getByRole('link', { name: fromTheCatalogue.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#/solutions%23${fromTheCatalogue.key}$`));
    await expectOnlyCategory(page, fromTheCatalogue);
    // The visitor was at the footer of the full list: the chosen category is brought back into view.
    await expect(sectionHeadings(page).first()).toBeInViewport();
    await footerSolutions.getByRole('link', { name: 'View All Solutions' }).click();
    await expectAllCategories(page);
  });
});

// Learn More raises the shell's toast through the shared store.
test('Learn More raises the shell toast, and the controls work by keyboard at both widths', { tag: ['@solutions', '@shell', '@contract'] }, async ({ page, visit }) => {
  const legal = category('legal');
  const sales = category('sales');
  const [first] = CATEGORIES;
  const toast = page.getByTestId('toast');
  await visit(`/solutions#${legal.key}`);

  await test.step('Learn More raises the shell toast about that solution', async () => {
    const card = page.locator(`#${legal.ids[0]}`);
    const name = await card.locator('h3').textContent();
    const button = card.getByRole('button', { name: `Learn more about ${name}` });
    await expect(button).toHaveText('Learn More');
    await button.click();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`More Info on ${name}`);
    await expect(toast).toContainText('Contact us to learn how we can help you implement this solution!');
    await expect(toast).toHaveAttribute('data-variant', 'default');
  });

  async function expectBigEnough(...targets: Locator[]) {
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
  }
  /** Each width presses another card's Learn More, so that its toast is told from the last one. */
  async function learnMoreByKeyboard(card: number) {
    const name = await cards(page).nth(card).locator('h3').textContent();
    await cards(page).nth(card).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(toast).toContainText(`More Info on ${name}`);
  }

  await test.step('at 1440 px, controls are keyboard reachable, labelled, with a visible focus ring and big enough targets', async () => {
    await setHash(page, `/solutions#${sales.key}`);
    await expectOnlyCategory(page, sales);
    await expectBigEnough(cards(page).first().getByRole('button'), sidebar(page).getByRole('link').first());
    await sidebar(page).getByRole('link', { name: 'All Solutions' }).focus();
    await page.keyboard.press('Tab');
    const next = sidebar(page).getByRole('link', { name: first.name });
    await expect(next).toBeFocused();
    await expect.poll(() => next.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await expectOnlyCategory(page, first);
    await learnMoreByKeyboard(0);
  });

  await test.step('at 390 px, controls are keyboard reachable, labelled, with a visible focus ring and big enough targets', async () => {
    await page.setViewportSize(PHONE);
    await expectBigEnough(cards(page).first().getByRole('button'), categorySelect(page));
    await categorySelect(page).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(categorySelect(page)).toBeFocused();
    await expect.poll(() => categorySelect(page).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await learnMoreByKeyboard(1);
  });
});
