import type { Page } from '@playwright/test';
import { expect, mainHeading, teamOf, test } from '../fixtures';
import { articles } from '../support/content';

const CONTACT_TITLE = "Let's talk about your business";
const HOME_TITLE = 'Your trusted partner for an all-in-one business suite';

// It goes through an article (the resources remote) and ends on the contact page, whose height
// the scrolling checks use.
test('header (desktop): active link, logo, links, CloudAI and Contact Us, then transparent or solid by scroll', { tag: ['@shell', teamOf(articles()[0].path), teamOf('/contact')] }, async ({ page, visit }) => {
  const header = page.locator('header');
  const nav = header.getByRole('navigation', { name: 'Main' });
  await visit('/benefits');

  await test.step('marks the active link, including below it (an article keeps Resources active)', async () => {
    await expect(nav.getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page');
    await page.evaluate((path) => (window.location.hash = `#${path}`), articles()[0].path);
    await expect(mainHeading(page)).toHaveText(articles()[0].title);
    await expect(nav.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Benefits' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Resources' })).not.toHaveAttribute('aria-current', 'page');
  });

  await test.step('logo, links, CloudAI and Contact Us', async () => {
    await expect(header.getByRole('link', { name: /Clearsky Consulting, home/ })).toHaveAttribute('href', '/#/');
    for (const [name, href] of [
      ['Solutions', '/#/solutions'],
      ['Benefits', '/#/benefits'],
      ['About', '/#/about'],
      ['Resources', '/#/resources'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const cloudAi = nav.getByRole('link', { name: /CloudAI/ });
    await expect(cloudAi).toHaveAttribute('target', '_blank');
    await expect(cloudAi).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(cloudAi).toHaveAttribute('href', /^https:\/\//);

    await header.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/#\/contact$/);
    await expect(mainHeading(page)).toHaveText(CONTACT_TITLE);
  });

  await test.step('is transparent at the top and a white blurred bar with a shadow past 50 px', async () => {
    const bar = header.first();
    const style = () =>
      bar.evaluate((el) => {
        const s = getComputedStyle(el);
        return { bg: s.backgroundColor, shadow: s.boxShadow, blur: s.backdropFilter };
      });
    expect(await style()).toEqual({ bg: 'rgba(0, 0, 0, 0)', shadow: 'none', blur: 'none' });
    // "More than 50 px" (docs/SPEC.md, section 2.2), checked on both sides of the line by a change
    // the test waits for, never by waiting a while and seeing nothing: 51 px turns the bar
    // solid from transparent, and 50 px turns it back.
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(bar).toHaveAttribute('data-solid', 'true');
    // The bar fades in (a CSS transition): its colour reaches white only once that has run,
    // later on a busy machine, so the final style is waited for, not read at the switch.
    await expect.poll(async () => (await style()).bg).toMatch(/^rgba\(255, 255, 255, 0\.\d+\)$/);
    const solid = await style();
    expect(solid.shadow).not.toBe('none');
    expect(solid.blur).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(bar).toHaveAttribute('data-solid', 'false');
    await expect.poll(async () => await style()).toEqual({ bg: 'rgba(0, 0, 0, 0)', shadow: 'none', blur: 'none' });
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(bar).toHaveAttribute('data-solid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-solid', 'false');
  });
});

test.describe('header (phone)', { tag: '@shell' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Opens the menu by its toggle and returns the menu it controls. */
  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();
    return menu;
  }

  test('the menu: Escape, a dropdown with the same links that closes on selection, and Contact Us', async ({ page, visit }) => {
    await visit('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });

    await test.step('Escape closes the menu and returns focus to the toggle', async () => {
      await toggle.click();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    await test.step('the menu toggle opens a dropdown with the same links that closes on selection', async () => {
      await expect(page.locator('header').getByRole('link', { name: 'Solutions' })).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const menu = await openMenu(page);
      for (const name of ['Solutions', 'Benefits', 'About', 'Resources', 'CloudAI', 'Contact Us']) {
        await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      await menu.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/#\/about$/);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    // A plain link, like the others (the router follows any, router.spec.ts); the contact page
    // itself is its team's to prove.
    await test.step('the menu Contact Us links to the contact page', async () => {
      const menu = await openMenu(page);
      await expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#/contact');
    });
  });

  // "The menu closes when a page is chosen, on any other navigation, and on Escape" (docs/SPEC.md,
  // section 2.2): each way of leaving the page with the menu open, one after the other. The menu
  // is the shell's, and so is every page it goes to here: no remote's change can break this.
  test('the open menu closes on any other navigation', async ({ page, visit }) => {
    await visit('/benefits');
    await expect(mainHeading(page)).toHaveText('Why Choose Us');
    await page.locator('header').getByRole('link', { name: 'Clearsky Consulting, home' }).click();
    await expect(mainHeading(page)).not.toHaveText('Why Choose Us');
    for (const [how, navigate, heading] of [
      ['Back', async () => page.goBack(), 'Why Choose Us'],
      ['a typed address', async () => page.evaluate(() => (window.location.hash = '#/no-such-page')), "We couldn't find that page"],
      ['a link inside the page', async () => page.locator('main').getByRole('link', { name: 'Go to the home page' }).click(), HOME_TITLE],
      ['a footer link', async () => page.locator('footer').getByRole('link', { name: 'About Us' }).click(), 'Technology that fits the business, not the other way round'],
    ] as const) {
      await test.step(`the open menu closes on any other navigation: ${how}`, async () => {
        const menu = await openMenu(page);
        await navigate();
        await expect(mainHeading(page)).toHaveText(heading);
        await expect(menu).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      });
    }
  });
});
