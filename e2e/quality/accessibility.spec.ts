import type { Page } from '@playwright/test';
import { expect, mainHeading, test, teamOf } from '../fixtures';
import { axeViolations } from '../support/axe';
import { articles } from '../support/content';
import { declaredRouteGroups } from '../support/declared-routes';
import { isIdentityTransform, recordRouteFrames } from '../support/route-frames';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Beside the declared pages: the not-found page, a category's in-page address, an article and a list's page (the patterns' pages). */
const EXAMPLES: Record<string, string[]> = { shell: ['/not-a-page'], solutions: ['/solutions#sales'], resources: [articles()[0].path, '/resources/blog/page/1'] };

/** Each team's routes, every page it declares among them, checked in one page: the team's loop runs its own group. */
const ROUTE_GROUPS = declaredRouteGroups().map(({ owner, routes }) => [...routes, ...(EXAMPLES[owner] ?? [])]);

/**
 * Waits until `route` is on screen and nothing on it is still moving: axe measures the colours
 * as they are, so the page transition, the entrance animations and the header's fade must be
 * over. Only animations with an end are awaited: a scroll-driven one (the cards' rise) or an
 * infinite one never finishes.
 */
async function atRest(page: Page, route: string) {
  const container = page.locator(`[data-route-path="${route.split('#')[0]}"]`);
  // The new page's container comes in only once the previous one has gone.
  await expect(container).toHaveCSS('opacity', '1');
  await expect(mainHeading(page)).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    // A cancelled animation rejects `finished`; it is over all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Instantly: the page scrolls smoothly, and axe must not run while it moves. */
async function scrollToY(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

/**
 * Goes to `route` as a typed address does, in the page already open; returns once the app has
 * had the change (its hashchange listener, added before this one, has run by then).
 */
async function navigateInApp(page: Page, route: string) {
  await page.evaluate(
    (target) =>
      new Promise((resolve) => {
        window.addEventListener('hashchange', resolve, { once: true });
        window.location.hash = `#${target}`;
      }),
    route,
  );
}

for (const routes of ROUTE_GROUPS) {
  // The header and footer are the shell's, checked on every page, and in both of its states.
  const tags = [...new Set([...routes.map(teamOf), '@shell'])];
  test(`axe WCAG 2.2 AA: no violations on ${routes.join(', ')} at 1440 and 390 px`, { tag: tags }, async ({ page, visit }) => {
    // Each route at each width keeps the 30 s it had as a test of its own: on a busy machine a
    // single axe run over the solutions catalogue takes several seconds.
    test.setTimeout(30_000 * routes.length * WIDTHS.length);
    const header = page.locator('header').first();
    for (const [i, route] of routes.entries()) {
      if (i === 0) await visit(route);
      else await navigateInApp(page, route);
      for (const viewport of WIDTHS) {
        await test.step(`no violations on ${route} at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await scrollToY(page, 0);
          await expect(header).toHaveAttribute('data-solid', 'false');
          await atRest(page, route);
          expect(await axeViolations(page)).toEqual([]);
          // The header in its solid (scrolled) state is checked too.
          await scrollToY(page, 400);
          await expect(header).toHaveAttribute('data-solid', 'true');
          await atRest(page, route);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    }
  });
}

test('on the home page: targets, visible focus, and axe with each toast variant and with the mobile menu open', { tag: '@shell' }, async ({ page, visit }) => {
  await visit('/');
  await atRest(page, '/');

  await test.step('keyboard: targets are at least 24 by 24 px', async () => {
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 24 || r.height < 24)
        .map(({ el, r }) => `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`),
    );
    expect(small).toEqual([]);
  });

  await test.step('keyboard: focus is visible on every interactive element of the header and footer', async () => {
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

  await test.step('axe in transient states: with each toast variant showing', async () => {
    await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.getByTestId('toast')).toBeHidden();
  });

  await test.step('axe in transient states: with the mobile menu open', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await scrollToY(page, 0);
    await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await atRest(page, '/');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('keyboard: the skip link, then focus and announcement after a client-side navigation', { tag: ['@shell', teamOf('/contact')] }, async ({ page, visit }) => {
  await visit('/about');
  await atRest(page, '/about');

  await test.step('the skip link is the first tab stop and moves focus into <main> without changing the route', async () => {
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

  await test.step('after a client-side navigation focus moves to the new heading and the page is announced', async () => {
    await expect(page.getByTestId('route-announcer')).toHaveText('');
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
    await expect(mainHeading(page)).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Contact Us');
  });
});

test.describe('reduced motion', { tag: '@shell' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('page transitions do not slide', async ({ page, visit }) => {
    await visit('/about');
    await atRest(page, '/about');
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
