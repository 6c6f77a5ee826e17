import { expect, test, toastRegion } from '../fixtures';

async function raiseToast(page: import('@playwright/test').Page) {
  await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
  await expect(page.getByTestId('toast')).toBeVisible();
}

test.describe('toasts', { tag: '@shell' }, () => {
  test('announced without focus, reached by F8, dismissed by Escape or the close button, one at a time', async ({ page, visit }) => {
    await visit('/');
    const toast = page.getByTestId('toast');

    // First, while no toast has taken or given focus yet.
    await test.step('a toast is announced without taking focus', async () => {
      const link = page.locator('footer').getByRole('link', { name: 'Industry Insights' });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(toast).toBeVisible();
      await expect(link).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Industry Insights Coming Soon!' })).toHaveCount(1);
    });

    await test.step('the region is labelled "Notifications (F8)" and F8 moves focus into it', async () => {
      await expect(toastRegion(page)).toBeAttached();
      await page.keyboard.press('F8');
      const focusedInside = await page.evaluate(() => {
        const region = document.querySelector('[aria-label="Notifications (F8)"]');
        return Boolean(region && region.contains(document.activeElement));
      });
      expect(focusedInside).toBe(true);
    });

    await test.step('Escape dismisses the focused toast', async () => {
      await page.keyboard.press('Escape');
      await expect(toast).toBeHidden();
    });

    await test.step('the close button dismisses', async () => {
      await raiseToast(page);
      await page.getByRole('button', { name: 'Close notification' }).click();
      await expect(toast).toBeHidden();
    });

    await test.step('only one toast at a time: a new one replaces the previous', async () => {
      await raiseToast(page);
      await page.locator('footer').getByRole('link', { name: 'Cloud Strategy Guides' }).click();
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText('Cloud Strategy Guides Coming Soon!');
    });
  });

  // The page's clock must be the test's from the page's first script on.
  test('auto-dismisses after 5 s, and waits while hovered', async ({ page, visit }) => {
    await page.clock.install();
    await visit('/');
    await raiseToast(page);
    await page.getByTestId('toast').hover();
    await page.clock.runFor(8000);
    await expect(page.getByTestId('toast')).toBeVisible();
    await page.mouse.move(10, 10);
    await page.clock.runFor(4000);
    await expect(page.getByTestId('toast')).toBeVisible();
    await page.clock.runFor(1500);
    await expect(page.getByTestId('toast')).toBeHidden();
  });

  test('the viewport is at most 420 px wide, swiping right past 50 px dismisses, and the variants look different', async ({ page, visit }) => {
    await visit('/');
    await raiseToast(page);
    const toast = page.getByTestId('toast');
    let defaultBg = '';

    await test.step('the viewport is at most 420 px wide', async () => {
      const width = await page.locator('[aria-label="Notifications (F8)"] ol, [aria-label="Notifications (F8)"] > *').first().evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(420);
      defaultBg = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
    });

    await test.step('swiping right past 50 px dismisses; a shorter drag snaps back', async () => {
      // Measured where it comes to rest: while it slides in, its box is further right, and on a
      // busy machine the drag would start beside it and never become a swipe.
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + 40;
      /** A drag to the right from that point, through each [distance, steps]: the steps are the pointer moves the swipe sees on the way. */
      const dragRight = async (...moves: Array<[distance: number, steps: number]>) => {
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (const [distance, steps] of moves) await page.mouse.move(x + distance, y, { steps });
        await page.mouse.up();
      };

      await dragRight([20, 4], [30, 2]);
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('data-swipe', 'cancel');

      await dragRight([40, 4], [120, 6]);
      await expect(toast).toBeHidden();
    });

    await test.step('the variants look different', async () => {
      await page.locator('footer').getByRole('textbox', { name: 'Email address' }).fill('nope');
      await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
      await expect(toast).toHaveAttribute('data-variant', 'destructive');
      const destructiveBg = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(destructiveBg).not.toBe(defaultBg);
    });
  });
});
