import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from './fixtures';
import { countLayoutShifts, readLayoutShift } from './support/layout-shift';

const HERO_TITLE = 'Your trusted partner for an all-in-one business suite';
const BENEFIT_TITLES = ['Save Time', 'Improve Performance', 'Enhance Collaboration', 'Enterprise-Grade Security'];
const PARTNER_POINTS = ['Top-tier solutions', 'Expert implementation', 'Measurable ROI', 'Dedicated support'];
const CORE_VALUES = ['Client First', 'Innovative Solutions', 'Integrity & Transparency'];

const section = (page: Page, name: RegExp) => page.locator('main').getByRole('region', { name });
const benefitsSection = (page: Page) => section(page, /what changes when your business runs on one suite/i);
const whyPartnerSection = (page: Page) => section(page, /one partner from first conversation/i);
const closingSection = (page: Page) => section(page, /ready to bring your business together/i);

const VIEWPORTS = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`shell pages at ${viewport.width} px (${viewport.label})`, { tag: '@shell' }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home hero states the offer and the three claims, and its CTA opens the contact page', async ({ page, visit }) => {
      await visit('/');
      await expect(mainHeading(page)).toHaveText(HERO_TITLE);
      await expect(page).toHaveTitle('Cloud Business Suite Experts | Clearsky Consulting');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /all-in-one cloud business suite/);

      const claims = page.locator('main').getByRole('list', { name: 'Our track record' });
      await expect(claims.getByRole('listitem')).toHaveText([
        /10\+\s*Businesses transformed/,
        /100%\s*Client satisfaction/,
        /24\/7\s*Expert support/,
      ]);

      const hero = section(page, /trusted partner/i);
      await hero.getByRole('link', { name: 'Talk to a consultant' }).click();
      await expect(page).toHaveURL(/#\/contact$/);
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    });

    test('home shows expertise, benefits and why-partner sections with their content', async ({ page, visit }) => {
      await visit('/');
      const expertise = section(page, /specialists in the apps that run your business/i);
      await expect(expertise.getByRole('heading', { level: 3 })).toHaveText([
        'CRM Solutions',
        'Financial Management',
        'Marketing Platforms',
      ]);
      await expect(benefitsSection(page).getByRole('heading', { level: 3 })).toHaveText(BENEFIT_TITLES);
      await expect(benefitsSection(page).getByText('10+ hrs')).toBeVisible();
      await expect(whyPartnerSection(page).getByRole('heading', { level: 3 })).toHaveText(PARTNER_POINTS);

      await expertise.getByRole('link', { name: 'Explore finance solutions' }).click();
      await expect(page).toHaveURL(/#\/solutions%23finance$/);
    });

    test('the closing call to action lists six ways we help and links to /contact and /solutions', async ({
      page,
      visit,
    }) => {
      await visit('/');
      const closing = closingSection(page);
      await expect(closing.getByRole('listitem')).toHaveCount(6);

      await closing.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/#\/contact$/);
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");

      await page.goBack();
      await expect(mainHeading(page)).toHaveText(HERO_TITLE);
      await closingSection(page).getByRole('link', { name: 'Explore Solutions' }).click();
      await expect(page).toHaveURL(/#\/solutions$/);
      await expect(mainHeading(page)).toBeVisible();
      await expect(mainHeading(page)).not.toHaveText(HERO_TITLE);
    });

    test('/benefits is "Why Choose Us" with the same shared sections as the home page', async ({ page, visit }) => {
      await visit('/benefits');
      await expect(mainHeading(page)).toHaveText('Why Choose Us');
      await expect(page).toHaveTitle('Why Choose Us | Clearsky Consulting');
      await expect(benefitsSection(page).getByRole('heading', { level: 3 })).toHaveText(BENEFIT_TITLES);
      await expect(whyPartnerSection(page).getByRole('heading', { level: 3 })).toHaveText(PARTNER_POINTS);
      const benefitsHtml = await benefitsSection(page).innerHTML();

      await visit('/');
      await expect(mainHeading(page)).toHaveText(HERO_TITLE);
      expect(await benefitsSection(page).innerHTML(), 'the same component and data on both pages').toBe(benefitsHtml);

      await visit('/benefits');
      await closingSection(page).getByRole('link', { name: 'Contact Us' }).click();
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    });

    test('/about shows the mission, the principles and the three core values', async ({ page, visit }) => {
      await visit('/about');
      await expect(mainHeading(page)).toHaveText('Technology that fits the business, not the other way round');
      await expect(page).toHaveTitle('About Us | Clearsky Consulting');
      await expect(section(page, /make enterprise-grade software simple/i)).toBeVisible();
      await expect(section(page, /our principles/i).getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(section(page, /our core values/i).getByRole('heading', { level: 3 })).toHaveText(CORE_VALUES);
    });

    test('pages fit the viewport width and keep content fully opaque before any scrolling', async ({ page, visit }) => {
      for (const route of ['/', '/benefits', '/about']) {
        await visit(route);
        await expect(mainHeading(page)).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
        // Cards far below the fold have not been animated yet: they must still be readable.
        const dimmed = await page.evaluate(() =>
          [...document.querySelectorAll('main article, main li')]
            .filter((el) => Number(getComputedStyle(el).opacity) < 1)
            .map((el) => el.textContent),
        );
        expect(dimmed, `${route} has no dimmed content`).toEqual([]);
      }
    });
  });
}

test.describe('motion and stability', { tag: '@shell' }, () => {
  test('benefit cards rise on scroll, but not for visitors who prefer reduced motion', async ({ page, visit }) => {
    const cardAnimation = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('#benefits article')!).animationName);
    await visit('/');
    await expect(mainHeading(page)).toHaveText(HERO_TITLE);
    expect(await cardAnimation()).not.toBe('none');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await cardAnimation()).toBe('none');
  });

  test('the home page loads without layout shift', async ({ page, visit }) => {
    await visit('/');
    await expect(mainHeading(page)).toHaveText(HERO_TITLE);
    await page.waitForTimeout(500);
    await countLayoutShifts(page, { buffered: true });
    await page.waitForTimeout(100);
    const shift = await readLayoutShift(page);
    // 0.1 is "good" for Core Web Vitals; a page with nothing loading late should be near zero.
    expect(shift).toBeLessThan(0.01);
  });
});
