import type { Page } from '@playwright/test';
import { expect, mainHeading, test, warmingSettled } from '../fixtures';

const HERO_TITLE = 'Your trusted partner for an all-in-one business suite';
const BENEFIT_TITLES = ['Save Time', 'Improve Performance', 'Enhance Collaboration', 'Enterprise-Grade Security'];
const PARTNER_POINTS = ['Top-tier solutions', 'Expert implementation', 'Measurable ROI', 'Dedicated support'];
const CORE_VALUES = ['Client First', 'Innovative Solutions', 'Integrity & Transparency'];

const section = (page: Page, name: RegExp) => page.locator('main').getByRole('region', { name });
const benefitsSection = (page: Page) => section(page, /what changes when your business runs on one suite/i);
const whyPartnerSection = (page: Page) => section(page, /one partner from first conversation/i);
const closingSection = (page: Page) => section(page, /ready to bring your business together/i);

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Each width in turn, in the page as it is (the layout is CSS, which follows a resize), and
 * before any scrolling: cards far below the fold have not been animated yet and must still be
 * readable. Leaves the page at 1440 px.
 */
async function expectFitsAndOpaque(page: Page, route: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
    const dimmed = await page.evaluate(() =>
      [...document.querySelectorAll('main article, main li')]
        .filter((el) => Number(getComputedStyle(el).opacity) < 1)
        .map((el) => el.textContent),
    );
    expect(dimmed, `${route} has no dimmed content at ${viewport.width} px`).toEqual([]);
  }
}

test.describe('shell pages', { tag: '@shell' }, () => {
  test('home, /benefits and /about: their content and calls to action, at both widths without sideways scrolling or dimmed content', async ({ page, visit }) => {
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' });
    let homeBenefitsHtml = '';
    await visit('/');
    await expect(mainHeading(page)).toHaveText(HERO_TITLE);

    await test.step('pages fit the viewport width and keep content fully opaque before any scrolling: /', async () => {
      await expectFitsAndOpaque(page, '/');
    });

    await test.step('home hero states the offer and the three claims', async () => {
      await expect(page).toHaveTitle('Cloud Business Suite Experts | Clearsky Consulting');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /all-in-one cloud business suite/);
      const claims = page.locator('main').getByRole('list', { name: 'Our track record' });
      await expect(claims.getByRole('listitem')).toHaveText([
        /10\+\s*Businesses transformed/,
        /100%\s*Client satisfaction/,
        /24\/7\s*Expert support/,
      ]);
    });

    await test.step('home shows expertise, benefits and why-partner sections with their content', async () => {
      const expertise = section(page, /specialists in the apps that run your business/i);
      await expect(expertise.getByRole('heading', { level: 3 })).toHaveText([
        'CRM Solutions',
        'Financial Management',
        'Marketing Platforms',
      ]);
      await expect(benefitsSection(page).getByRole('heading', { level: 3 })).toHaveText(BENEFIT_TITLES);
      await expect(benefitsSection(page).getByText('10+ hrs')).toBeVisible();
      await expect(whyPartnerSection(page).getByRole('heading', { level: 3 })).toHaveText(PARTNER_POINTS);
      homeBenefitsHtml = await benefitsSection(page).innerHTML();
    });

    await test.step('the closing call to action lists six ways we help', async () => {
      await expect(closingSection(page).getByRole('listitem')).toHaveCount(6);
    });

    // Plain links, which the router follows like any other (router.spec.ts); what the contact
    // and solutions pages show is their teams' to prove (contact.spec.ts, solutions.spec.ts).
    await test.step("home's calls to action link to the contact page and to solutions", async () => {
      for (const [link, href] of [
        [section(page, /trusted partner/i).getByRole('link', { name: 'Talk to a consultant' }), '/#/contact'],
        [section(page, /specialists in the apps that run your business/i).getByRole('link', { name: 'Explore finance solutions' }), '/#/solutions%23finance'],
        [closingSection(page).getByRole('link', { name: 'Contact Us' }), '/#/contact'],
        [closingSection(page).getByRole('link', { name: 'Explore Solutions' }), '/#/solutions'],
      ] as const) {
        await expect(link).toHaveAttribute('href', href);
      }
    });

    await test.step('benefit cards rise on scroll, but not for visitors who prefer reduced motion', async () => {
      const cardAnimation = () =>
        page.evaluate(() => getComputedStyle(document.querySelector('#benefits article')!).animationName);
      expect(await cardAnimation()).not.toBe('none');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await cardAnimation()).toBe('none');
      await page.emulateMedia({ reducedMotion: null });
    });

    await test.step('/benefits is "Why Choose Us" with the same shared sections as the home page', async () => {
      await nav.getByRole('link', { name: 'Benefits' }).click();
      await expect(mainHeading(page)).toHaveText('Why Choose Us');
      await expectFitsAndOpaque(page, '/benefits');
      await expect(page).toHaveTitle('Why Choose Us | Clearsky Consulting');
      await expect(benefitsSection(page).getByRole('heading', { level: 3 })).toHaveText(BENEFIT_TITLES);
      await expect(whyPartnerSection(page).getByRole('heading', { level: 3 })).toHaveText(PARTNER_POINTS);
      expect(await benefitsSection(page).innerHTML(), 'the same component and data on both pages').toBe(homeBenefitsHtml);
      await expect(closingSection(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#/contact');
    });

    await test.step('/about shows the mission, the principles and the three core values', async () => {
      await nav.getByRole('link', { name: 'About' }).click();
      await expect(mainHeading(page)).toHaveText('Technology that fits the business, not the other way round');
      await expectFitsAndOpaque(page, '/about');
      await expect(page).toHaveTitle('About Us | Clearsky Consulting');
      await expect(section(page, /make enterprise-grade software simple/i)).toBeVisible();
      await expect(section(page, /our principles/i).getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(section(page, /our core values/i).getByRole('heading', { level: 3 })).toHaveText(CORE_VALUES);
    });
  });

  test('the home page loads without layout shift', async ({ page, visit }) => {
    await visit('/');
    await expect(mainHeading(page)).toHaveText(HERO_TITLE);
    // The page's late work is done: the remotes are warmed (or warming was skipped).
    await warmingSettled(page);
    const shift = await page.evaluate(async () => {
      // Two frames, so that a shift from the last change is painted and recorded.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // Every shift since the navigation began, read at once (takeRecords) rather than waiting
      // for the observer's callback, which gives no sign when there is nothing to report.
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
      observer.disconnect();
      return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
    });
    // 0.1 is "good" for Core Web Vitals; a page with nothing loading late should be near zero.
    expect(shift).toBeLessThan(0.01);
  });
});
