import { beforeAnyInteraction, expect, hasFederationRuntime, mainHeading, recordRequests, test, warmingSettled } from '../fixtures';
import { isIdentityTransform, recordRouteFrames } from '../support/route-frames';
import { remoteFile } from '../support/served-site';

/**
 * What a first page does before the visitor's first interaction, and what that interaction
 * starts: the code it fetches unasked, the code it leaves for later, the first click's page
 * transition. In the full Chromium, where no pointer is over a page until a test moves one
 * (fixtures.ts, beforeAnyInteraction).
 */
test.use(beforeAnyInteraction);

/** Page transitions last 0.3 s each way (docs/SPEC.md, section 2.4). */
const PAGE_TRANSITION_MS = 300;

const toastUi = /\/toast-ui\.[0-9a-f]+\.js$/;

test.describe('router', { tag: '@shell' }, () => {
  test('a remote page as the first page: remotes.json once, and an in-page hash change keeps the page', { tag: '@contact' }, async ({
    page,
    visit,
  }) => {
    const requests = recordRequests(page);
    await visit('/contact');
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");

    await test.step('a remote page as the first page requests remotes.json once, early, and renders', async () => {
      // The entry chunk's early start and the page's render share one load.
      expect(requests(/remotes\.json$/)).toHaveLength(1);
      expect(await hasFederationRuntime(page)).toBe(true);
      expect(requests(remoteFile('contact', 'mf-manifest.json'))).toHaveLength(1);
      expect(requests(remoteFile('contact', 'remoteEntry.js'))).toHaveLength(1);
    });

    // Hash mode writes an in-page anchor after "%23"; links from before that have a raw second "#".
    // A page swapped on these hash changes would fade out.
    for (const separator of ['%23', '#']) {
      await test.step(`the page transition is keyed on the path: an in-page hash change keeps the page (anchor after "${separator}")`, async () => {
        const pageRoot = page.locator('[data-route-path="/contact"]');
        const marker = `same-element ${separator}`;
        await pageRoot.evaluate((el, value) => el.setAttribute('data-marker', value), marker);
        const stop = await recordRouteFrames(page);
        const hash = `#/contact${separator}next-steps-heading`;
        // The shell has acted on the new hash by the end of the hashchange event's task; a page
        // swapped then would start its exit on the next frame. Three frames painted after the
        // event are the signal that the moment has passed, on a fast machine or a slow one.
        await page.evaluate(async (value) => {
          const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
          window.location.hash = value;
          await changed;
          for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        }, hash);
        const { frames } = await stop();
        await expect(page).toHaveURL(`${process.env.SITE_URL}/${hash}`);
        expect(frames.length).toBeGreaterThanOrEqual(3);
        // Every frame shows the one page, at rest: no exit, no entrance.
        for (const frame of frames) {
          expect(frame.pages.map(({ path, opacity }) => ({ path, opacity }))).toEqual([{ path: '/contact', opacity: '1' }]);
          expect(isIdentityTransform(frame.pages[0].transform)).toBe(true);
        }
        await expect(pageRoot).toHaveAttribute('data-marker', marker);
      });
    }
  });

  test('the exit animation runs before the next page enters, the first click on the site included', async ({ page, visit }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { interactions: string[] }).interactions = seen;
      for (const type of ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel']) {
        window.addEventListener(type, () => seen.push(type), { capture: true, passive: true });
      }
    });
    await visit('/about');
    await expect(mainHeading(page)).toBeVisible();
    // Nothing has reached the page yet: the click below is the visitor's first interaction.
    expect(await page.evaluate(() => (window as unknown as { interactions: string[] }).interactions)).toEqual([]);

    const stop = await recordRouteFrames(page);
    await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
    await expect(page.locator('[data-route-path]')).toHaveAttribute('data-route-path', '/benefits');
    await expect(page.locator('[data-route-path]')).toHaveCSS('opacity', '1');
    const { clickAt, frames } = await stop();

    await test.step('the exit animation runs before the next page enters', () => {
      const after = frames.filter((frame) => frame.t >= clickAt);
      // mode="wait": the two pages are never in <main> together.
      expect(after.filter((frame) => frame.pages.length > 1)).toEqual([]);
      // The old page stays for the 0.3 s exit (allowing for frame timing), then the new one enters.
      const entered = after.find((frame) => frame.pages.some((p) => p.path === '/benefits'));
      expect(entered).toBeDefined();
      expect(entered!.t - clickAt).toBeGreaterThanOrEqual(PAGE_TRANSITION_MS * 0.75);
      expect(after.filter((frame) => frame.t < entered!.t).every((frame) => frame.pages[0]?.path === '/about')).toBe(true);
    });

    await test.step("a click that is the visitor's first interaction plays the page transition", () => {
      const faded = (path: string) => frames.some((frame) => frame.pages.some((p) => p.path === path && Number(p.opacity) < 0.9));
      // The old page faded out and the new one faded in.
      expect(faded('/about')).toBe(true);
      expect(faded('/benefits')).toBe(true);
    });
  });
});

test.describe('code a first page does not need', { tag: '@shell' }, () => {
  test('on /, the toast UI waits for the first interaction', async ({ page, visit }) => {
    const requests = recordRequests(page);
    await visit('/');
    await expect(mainHeading(page)).toBeVisible();

    await test.step('a visitor who only reads gets no toast UI; the first interaction fetches it', async () => {
      // What the page fetches at idle on its own has come: warming.
      expect(await warmingSettled(page)).toBe('done');
      expect(requests(toastUi)).toEqual([]);

      await page.mouse.move(4, 4);
      await expect.poll(() => requests(toastUi).length).toBe(1);
      await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
      await expect(page.getByRole('region', { name: /Notifications \(F8\)/ }).getByTestId('toast')).toContainText(
        'Industry Insights Coming Soon!',
      );
    });
  });

  test('in a browser that cannot animate, pages change without the transition', async ({ page, visit }) => {
    // No Web Animations: the page transition is the browser's own (shell/src/router/page-transition.ts).
    await page.addInitScript(() => {
      delete (Element.prototype as Partial<Element>).animate;
    });
    await visit('/about');
    await expect(mainHeading(page)).toBeVisible();
    const stop = await recordRouteFrames(page);
    await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
    await expect(mainHeading(page)).toHaveText('Why Choose Us');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { frames } = await stop();
    // Each frame shows one page, whole: the old one until the switch, then the new one, never
    // faded or moved, and never a blank page (a page left at an animation's start, opacity 0).
    expect(frames.some((frame) => frame.pages[0]?.path === '/benefits')).toBe(true);
    for (const frame of frames) {
      expect(frame.pages).toHaveLength(1);
      expect(frame.pages[0].opacity).toBe('1');
      expect(isIdentityTransform(frame.pages[0].transform)).toBe(true);
    }
  });

  test('when the toast UI cannot be fetched, the message still shows and can be closed', async ({ page, visit, allowErrors }) => {
    allowErrors(/Failed to load resource: net::ERR_FAILED \(.*\/toast-ui\./, 'the toast UI chunk is refused on purpose');
    await page.route(toastUi, (route) => route.abort('failed'));
    await visit('/');
    await expect(mainHeading(page)).toBeVisible();
    await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Industry Insights Coming Soon!');
    await expect(toast).toContainText("We're preparing more insightful content for you. Stay tuned!");
    await expect(page.getByRole('status').filter({ hasText: 'Industry Insights Coming Soon!' })).toBeVisible();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden();
  });
});
