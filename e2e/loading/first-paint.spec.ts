import type { Page, Route } from '@playwright/test';
import { expect, mainHeading, test } from '../fixtures';
import { countLayoutShifts, describeLayoutShifts, readLayoutShift } from '../support/layout-shift';

const frame = (page: Page) => page.locator('[data-static-frame]');
const slowStartNotice = (page: Page) => page.locator('[data-slow-start-notice]');

/**
 * Holds every script request until `release()`, so the page is seen as it is before JavaScript.
 * A later hold takes the requests from then on: handlers added later run first.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

// The frame differs by width (below 1024 px the menu toggle, from 1024 px the links): each width
// has its own first load, in one page.
test('index.html paints the header before any script runs, and the page replaces it without a shift', { tag: ['@shell', '@contact'] }, async ({ page }) => {
  for (const width of [390, 1440]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 844 });
      const scripts = await holdScripts(page);
      // A new document each time: from one "/#/" address to another the browser would only change the hash.
      await page.goto('about:blank');
      await page.goto(`${process.env.SITE_URL}/#/contact`, { waitUntil: 'commit' });

      await expect(frame(page).locator('header')).toBeVisible();
      await expect(frame(page).locator('header')).toContainText('Clearsky Consulting');
      // Links carry the live hrefs; nothing in the frame is current, whatever the route.
      await expect(frame(page).locator('header a[href="/#/solutions"]').first()).toBeAttached();
      await expect(frame(page).locator('[aria-current]')).toHaveCount(0);
      // A picture of the site until React renders: not focusable, not in the accessibility tree.
      await expect(frame(page)).toHaveAttribute('inert', '');
      await expect(page.getByRole('banner')).toHaveCount(0);
      // The footer waits below the fold, as it will with the page above it.
      const footerTop = await frame(page).locator('footer').evaluate((el) => el.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(844);
      await expect(slowStartNotice(page)).toBeHidden();
      if (width >= 1024) {
        // The browser may paint the header before the parser reaches its last item (the Contact
        // Us button): the navigation's place must not depend on it, or it moves when it arrives.
        const navLeft = await frame(page).locator('header nav').evaluate((nav) => {
          const before = nav.getBoundingClientRect().left;
          const actions = nav.nextElementSibling!;
          const parent = actions.parentElement!;
          actions.remove();
          const without = nav.getBoundingClientRect().left;
          parent.append(actions);
          return { before, without };
        });
        expect(navLeft.without, 'the navigation keeps its place without the row\'s last item').toBe(navLeft.before);
      }

      await countLayoutShifts(page, { buffered: true });
      await scripts.release();
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
      await expect(frame(page)).toHaveCount(0);
      await expect(slowStartNotice(page)).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.locator('header')).toHaveCount(1);
      expect(await readLayoutShift(page), await describeLayoutShifts(page)).toBe(0);
    });
  }
});

test('a visitor whose scripts never arrive is told to reload after 12 s, not before, with an address to write to', { tag: '@shell' }, async ({ page, allowErrors }) => {
  allowErrors(/Failed to load resource: net::ERR_FAILED/, 'every script is refused on purpose');
  await page.route(/\.js$/, (route) => route.abort('failed'));
  await page.goto(`${process.env.SITE_URL}/#/`);
  const notice = slowStartNotice(page);
  await expect(frame(page).locator('header')).toBeVisible();

  // The notice is shown by CSS alone, after a delay (docs/SPEC.md, section 2.5: 12 s). The test
  // holds the clock of the notice's own animations instead of waiting 12 real seconds: paused,
  // and set to a moment since the notice was first styled. A notice shown early, late, or never
  // fails here, whatever the machine's speed.
  const at = (ms: number) =>
    notice.evaluate((element, time) => {
      const animations = element.getAnimations();
      if (!animations.length) throw new Error('the slow-start notice has no animation to reveal it');
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = time;
      }
    }, ms);
  await at(11_999);
  await expect(notice).toBeHidden();
  await at(12_000);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(
    'The site is taking longer than usual to load. Please check your connection and reload the page, or email us at hello@clearsky.example.com.',
  );
  await expect(frame(page).locator('header')).toBeVisible();
});
