import type { Page } from '@playwright/test';
import { expect, mainHeading, readyToAnimate, test, teamOf } from './fixtures';
import { axeViolations } from './support/axe';
import { isIdentityTransform, recordRouteFrames } from './support/route-frames';

const ROUTES = [
  '/',
  '/solutions',
  '/solutions#sales',
  '/benefits',
  '/about',
  '/resources',
  '/resources/blog/crm-for-small-business-growth-a-practical-starter-guide',
  '/contact',
  '/not-a-page',
];

async function settle(page: Page) {
  await expect(mainHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Let entrance animations and the page transition finish: axe measures final colours.
  await page.waitForTimeout(700);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe WCAG 2.2 AA at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`no violations on ${route}`, { tag: teamOf(route) }, async ({ page, visit }) => {
        await visit(route);
        await settle(page);
        expect(await axeViolations(page)).toEqual([]);
        // The header in its solid (scrolled) state is checked too.
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('axe in transient states', { tag: '@shell' }, () => {
  test('with the mobile menu open', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/');
    await settle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('with each toast variant showing', async ({ page, visit }) => {
    await visit('/');
    await settle(page);
    await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('keyboard', { tag: '@shell' }, () => {
  test('the skip link is the first tab stop and moves focus into <main> without changing the route', async ({ page, visit }) => {
    await visit('/about');
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const url = page.url();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    expect(page.url()).toBe(url);
    // The next Tab continues inside the page content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('after a client-side navigation focus moves to the new heading and the page is announced', async ({ page, visit }) => {
    await visit('/about');
    await settle(page);
    await expect(page.getByTestId('route-announcer')).toHaveText('');
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
    await expect(mainHeading(page)).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Contact Us');
  });

  test('focus is visible on every interactive element of the header and footer', async ({ page, visit }) => {
    await visit('/');
    await settle(page);
    const unstyled: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const visible = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        return { visible, label: `${el.tagName} ${el.textContent?.trim().slice(0, 30) || el.getAttribute('aria-label')}` };
      });
      if (info && !info.visible) unstyled.push(info.label);
    }
    expect(unstyled).toEqual([]);
  });

  test('targets are at least 24 by 24 px', async ({ page, visit }) => {
    await visit('/');
    await settle(page);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 24 || r.height < 24)
        .map(({ el, r }) => `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`),
    );
    expect(small).toEqual([]);
  });
});

test.describe('reduced motion', { tag: '@shell' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('page transitions do not slide', async ({ page, visit }) => {
    await visit('/about');
    await settle(page);
    await readyToAnimate(page);
    const stop = await recordRouteFrames(page);
    await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
    await expect(page.locator('[data-route-path]')).toHaveAttribute('data-route-path', '/benefits');
    await expect(page.locator('[data-route-path]')).toHaveCSS('opacity', '1');
    const { frames } = await stop();
    const moved = frames.flatMap((frame) => frame.pages).filter((p) => !isIdentityTransform(p.transform));
    expect(moved).toEqual([]);
    expect(frames.some((frame) => frame.pages.some((p) => p.path === '/benefits'))).toBe(true);
    // The pages still fade: the transition ran, without the slide.
    expect(frames.some((frame) => frame.pages.some((p) => Number(p.opacity) < 0.9))).toBe(true);
  });
});
