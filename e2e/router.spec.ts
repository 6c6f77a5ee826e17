import type { Page } from '@playwright/test';
import { expect, mainHeading, readyToAnimate, siteUrl, test } from './fixtures';
import { isIdentityTransform, recordRouteFrames } from './support/route-frames';
import { remoteFile } from './support/site';

/** Page transitions last 0.3 s each way (docs/SPEC.md, section 2.4). */
const PAGE_TRANSITION_MS = 300;

test.describe('router', { tag: '@shell' }, () => {
  test('every spec route renders its page and title', async ({ page, visit }) => {
    const titles: Array<[string, RegExp]> = [
      ['/', /Clearsky Consulting/],
      ['/benefits', /^Why Choose Us \| Clearsky Consulting$/],
      ['/about', /^About/],
      ['/contact', /^Contact Us \| Clearsky Consulting$/],
    ];
    for (const [route, title] of titles) {
      await visit(route);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  });

  test('/ and /#/ are both home', async ({ page }) => {
    await page.goto(`${process.env.SITE_URL}/`);
    const home = await mainHeading(page).textContent();
    await page.goto(`${process.env.SITE_URL}/#/`);
    await expect(mainHeading(page)).toHaveText(home!);
  });

  test('an unknown path shows a not-found page with a link home and one to the solutions', async ({ page, visit }) => {
    await visit('/no/such/page');
    await expect(mainHeading(page)).toHaveText("We couldn't find that page");
    await expect(page).toHaveTitle(/Page not found/);
    const main = page.locator('main');
    await expect(main.getByText('Error 404', { exact: true })).toBeVisible();
    await main.getByRole('link', { name: 'Browse solutions' }).click();
    await expect(page).toHaveURL(/#\/solutions$/);
    await expect(mainHeading(page)).toHaveText('Cloud Solutions');
    await page.goBack();
    await expect(mainHeading(page)).toHaveText("We couldn't find that page");
    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('back and forward move between pages', async ({ page, visit }) => {
    await visit('/about');
    await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
    await expect(mainHeading(page)).toHaveText('Why Choose Us');
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/#\/contact$/);
    await page.goBack();
    await expect(page).toHaveURL(/#\/benefits$/);
    await expect(mainHeading(page)).toHaveText('Why Choose Us');
    await page.goBack();
    await expect(page).toHaveURL(/#\/about$/);
    await page.goForward();
    await expect(mainHeading(page)).toHaveText('Why Choose Us');
  });

  test('a typed URL (hash change) navigates without a reload', async ({ page, visit }) => {
    await visit('/about');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.evaluate(() => (window.location.hash = '#/benefits'));
    await expect(mainHeading(page)).toHaveText('Why Choose Us');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('scroll resets to the top on a path change', async ({ page, visit }) => {
    await visit('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // Hash mode writes an in-page anchor after "%23"; links from before that have a raw second "#".
  for (const separator of ['%23', '#']) {
    test(`the page transition is keyed on the path: an in-page hash change keeps the page (anchor after "${separator}")`, async ({
      page,
      visit,
    }) => {
      await visit('/contact');
      await expect(mainHeading(page)).toBeVisible();
      // From here on a path change plays the transition: a page swapped on this hash change would fade out.
      await readyToAnimate(page);
      const pageRoot = page.locator('[data-route-path="/contact"]');
      await pageRoot.evaluate((el) => el.setAttribute('data-marker', 'same-element'));
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
      await expect(pageRoot).toHaveAttribute('data-marker', 'same-element');
    });
  }

  test('the exit animation runs before the next page enters', async ({ page, visit }) => {
    await visit('/about');
    await expect(mainHeading(page)).toBeVisible();
    await readyToAnimate(page);
    const stop = await recordRouteFrames(page);
    await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
    await expect(page.locator('[data-route-path]')).toHaveAttribute('data-route-path', '/benefits');
    await expect(page.locator('[data-route-path]')).toHaveCSS('opacity', '1');
    const { clickAt, frames } = await stop();
    const after = frames.filter((frame) => frame.t >= clickAt);
    // mode="wait": the two pages are never in <main> together.
    expect(after.filter((frame) => frame.pages.length > 1)).toEqual([]);
    // The old page stays for the 0.3 s exit (allowing for frame timing), then the new one enters.
    const entered = after.find((frame) => frame.pages.some((p) => p.path === '/benefits'));
    expect(entered).toBeDefined();
    expect(entered!.t - clickAt).toBeGreaterThanOrEqual(PAGE_TRANSITION_MS * 0.75);
    expect(after.filter((frame) => frame.t < entered!.t).every((frame) => frame.pages[0]?.path === '/about')).toBe(true);
  });

  test('deep links load directly', async ({ page }) => {
    await page.goto(siteUrl('/contact'));
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
  });

  for (const [form, link] of [
    ['the form the site writes', '/#/solutions%23sales'],
    ['the older form, pasted or bookmarked', '/#/solutions#sales'],
  ]) {
    test(`a deep link with an anchor in ${form} opens the sales category of solutions`, async ({ page }) => {
      await page.goto(`${process.env.SITE_URL}${link}`);
      await expect(mainHeading(page)).toHaveText('Cloud Solutions');
      const results = page.getByTestId('solutions-results');
      await expect(results.locator('section > div > h2')).toHaveText(['Sales']);
      await expect(page.getByRole('navigation', { name: 'Categories' }).locator('[aria-current="page"]')).toHaveText('Sales');
      await expect(page).toHaveTitle('Sales Solutions | Clearsky Consulting');
      // The in-app links on the page are written in the valid form whichever form arrived.
      const footerSolutions = page.locator('footer').getByRole('navigation', { name: 'Solutions' });
      await expect(footerSolutions.getByRole('link', { name: 'Marketing', exact: true })).toHaveAttribute(
        'href',
        '/#/solutions%23marketing',
      );
    });
  }
});

/** Every URL the page requests from now on; `matching` filters them by a pattern. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return { matching: (pattern: RegExp) => urls.filter((url) => pattern.test(url)) };
}

test.describe('loading remotes on demand', { tag: '@shell' }, () => {
  const hasFederationRuntime = (page: Page) =>
    page.evaluate(() => '__FEDERATION__' in globalThis);

  test("the shell's own pages fetch no remote's code; intent on a link loads the page", async ({ page, visit }) => {
    const requests = recordRequests(page);
    for (const route of ['/', '/benefits', '/about']) {
      // Each page loaded afresh and only read: past the first page, only warming runs (warming.spec.ts).
      await page.goto('about:blank');
      await visit(route);
      await expect(mainHeading(page)).toBeVisible();
      // Until warming has settled (the shell's mark), not a quiet moment of the network.
      await page.waitForFunction(() => performance.getEntriesByName('remote-warming:done').length > 0);
    }
    expect(requests.matching(/remoteEntry\.js/)).toEqual([]);

    // Pointer over a footer link to the contact page: the remote's entry and page.
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).dispatchEvent('pointerover');
    await expect.poll(() => requests.matching(remoteFile('contact', 'remoteEntry.js')).length).toBe(1);
    await expect.poll(() => hasFederationRuntime(page)).toBe(true);
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    expect(requests.matching(remoteFile('contact', 'remoteEntry.js'))).toHaveLength(1);
  });

  test('a remote page as the first page requests remotes.json once, early, and renders', async ({ page, visit }) => {
    const requests = recordRequests(page);
    await visit('/contact');
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    // The entry chunk's early start and the page's render share one load.
    expect(requests.matching(/remotes\.json$/)).toHaveLength(1);
    expect(await hasFederationRuntime(page)).toBe(true);
    expect(requests.matching(remoteFile('contact', 'mf-manifest.json'))).toHaveLength(1);
    expect(requests.matching(remoteFile('contact', 'remoteEntry.js'))).toHaveLength(1);
  });

  test("a remote first page asks for the remote's manifest and entry without waiting for the app's chunks (React, the shell)", async ({
    page,
    visit,
  }) => {
    const html = await (await page.request.get(siteUrl('/'))).text();
    const appChunks = [...html.matchAll(/<link [^>]*rel="?preload"? [^>]*>/g)].map(([tag]) => new URL(/href="?([^\s">]+)/.exec(tag)![1], siteUrl('/')).href);
    expect(appChunks.length).toBeGreaterThanOrEqual(2);
    const remoteRequested = (pattern: RegExp) =>
      new Promise<void>((resolve) => page.on('request', (request) => pattern.test(request.url()) && resolve()));
    const manifest = remoteRequested(remoteFile('contact', 'mf-manifest.json'));
    const entry = remoteRequested(remoteFile('contact', 'remoteEntry.js'));
    // Each app chunk is held until the remote's manifest and entry have been asked for (or 5 s).
    const verdicts: boolean[] = [];
    await page.route((url) => appChunks.includes(url.href), async (route) => {
      const bothFirst = Promise.all([manifest, entry]).then(() => true);
      verdicts.push(await Promise.race([bothFirst, page.waitForTimeout(5000).then(() => false)]));
      await route.continue();
    });
    await visit('/contact');
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    expect(verdicts.length).toBeGreaterThan(0);
    expect(verdicts.every(Boolean)).toBe(true);
  });

  test('a remote page preloaded on hover renders without a loading state', async ({ page, visit }) => {
    await visit('/');
    await expect(mainHeading(page)).toBeVisible();
    const link = page.locator('header').getByRole('link', { name: 'Contact Us' });
    await link.hover();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /__federation_expose_ContactPage/.test(e.name)))).toBe(true);
    // Let the page's module finish loading, then watch for the loading state.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = window as unknown as { sawLoading: boolean };
      w.sawLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="remote-loading"]')) w.sawLoading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await link.click();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
  });

  test('a tour of every remote downloads the federation runtime once', async ({ page, visit }) => {
    const runtimeCopies: string[] = [];
    const unread: string[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!/\.js$/.test(new URL(response.url()).pathname)) return;
      // A body that cannot be read fails the test: skipped, it could hide a second copy.
      const read = response.text().then(
        (body) => {
          // The runtime's own log prefix, in every build of it.
          if (body.includes('[ Federation Runtime ]')) runtimeCopies.push(response.url());
        },
        (error: Error) => void unread.push(`${response.url()}: ${error.message.split('\n')[0]}`),
      );
      reading.push(read);
    });
    await visit('/');
    await expect(mainHeading(page)).toBeVisible();
    // The runtime may arrive before the first click: warming brings it (warming.spec.ts).
    for (const [link, heading] of [
      ['Solutions', 'Cloud Solutions'],
      ['Resources', 'Knowledge Hub'],
    ]) {
      await page.locator('header').getByRole('link', { name: link, exact: true }).click();
      await expect(mainHeading(page)).toHaveText(heading);
    }
    await page.locator('main a[href*="/resources/blog/"]').first().click();
    await expect(page.locator('main article h1')).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    expect(unread).toEqual([]);
    expect(runtimeCopies).toHaveLength(1);
    expect(runtimeCopies[0].startsWith(process.env.SITE_URL!)).toBe(true);
  });

  test("index.html preloads exactly the app's chunks: they download while the entry chunk is held, once each", async ({
    page,
  }) => {
    const html = await (await page.request.get(siteUrl('/'))).text();
    const preloaded = [...html.matchAll(/<link [^>]*rel="?preload"? [^>]*>/g)]
      .map(([tag]) => /href="?([^\s">]+)/.exec(tag)![1])
      .map((href) => new URL(href, siteUrl('/')).href);
    expect(preloaded.length).toBeGreaterThanOrEqual(2);

    const requests = recordRequests(page);
    const entry = /\/main\.[0-9a-f]+\.js$/;
    let releaseEntry!: () => void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(entry, async (route) => {
      await entryHeld;
      await route.continue();
    });
    // What it fetches after its load event (the animation features and the warming of remote
    // pages, at idle: 'code a first page does not need') is not part of its start. Noted when
    // the load event comes: a resource timing entry appears only once a response has ended.
    const scriptsBeforeLoad = page.waitForEvent('load').then(() => requests.matching(/\.js$/));
    await page.goto(siteUrl('/'), { waitUntil: 'commit' });
    await expect.poll(() => preloaded.every((url) => requests.matching(/\.js$/).includes(url))).toBe(true);

    releaseEntry();
    await expect(mainHeading(page)).toBeVisible();
    // The home page runs the entry chunk and the preloaded ones, nothing else, each asked for once.
    const scripts = await scriptsBeforeLoad;
    expect(scripts.filter((url) => !entry.test(url)).sort()).toEqual([...preloaded].sort());
    expect(scripts.filter((url) => entry.test(url))).toHaveLength(1);
  });

  test('a remote first page loads the remote while React is still downloading', async ({ page }) => {
    // The shell's chunk with React in it, found by content since chunk names are hashes.
    let releaseReact!: () => void;
    const reactHeld = new Promise<void>((resolve) => (releaseReact = resolve));
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (route.request().url().startsWith(process.env.SITE_URL!) && body.includes('react.transitional.element')) await reactHeld;
      await route.fulfill({ response, body });
    });
    await page.goto(`${process.env.SITE_URL}/#/contact`, { waitUntil: 'commit' });

    // The remote entry ran (its container is a global) and the page's chunks came, React still held.
    await page.waitForFunction(() => 'contact' in window, undefined, { timeout: 10_000 });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /__federation_expose_ContactPage/.test(e.name))))
      .toBe(true);
    await expect(mainHeading(page)).toHaveCount(0);

    releaseReact();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    // Scripts fetched later (the animation code, at idle) must not meet a handler whose page is closing.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('code a first page does not need', { tag: '@shell' }, () => {
  const motionFeatures = /\/motion-features\.[0-9a-f]+\.js$/;
  const toastUi = /\/toast-ui\.[0-9a-f]+\.js$/;

  for (const route of ['/', '/contact']) {
    test(`on ${route}, the animation features arrive after the page's load and largest paint, without an interaction`, async ({
      page,
      visit,
    }) => {
      const requests = recordRequests(page);
      await visit(route);
      await expect(mainHeading(page)).toBeVisible();
      await readyToAnimate(page);
      expect(requests.matching(motionFeatures)).toHaveLength(1);
      const { loadEnd, largestPaint, requestedAt } = await page.evaluate(async () => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const paints = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
        );
        const chunk = performance.getEntriesByType('resource').find((entry) => /\/motion-features\./.test(entry.name));
        return { loadEnd: navigation.loadEventEnd, largestPaint: paints.at(-1)?.startTime ?? Number.NaN, requestedAt: chunk?.startTime ?? Number.NaN };
      });
      // The first page's own downloads and its largest paint never wait for them.
      expect(loadEnd).toBeGreaterThan(0);
      expect(requestedAt).toBeGreaterThanOrEqual(loadEnd);
      expect(requestedAt).toBeGreaterThanOrEqual(largestPaint);
    });
  }

  test('a visitor who only reads gets no toast UI; the first interaction fetches it', async ({ page, visit }) => {
    const requests = recordRequests(page);
    await visit('/');
    await expect(mainHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.matching(toastUi)).toEqual([]);

    await page.mouse.move(4, 4);
    await expect.poll(() => requests.matching(toastUi).length).toBe(1);
    await page.locator('footer').getByRole('link', { name: 'Industry Insights' }).click();
    await expect(page.getByRole('region', { name: /Notifications \(F8\)/ }).getByTestId('toast')).toContainText(
      'Industry Insights Coming Soon!',
    );
  });

  test("a click that is the visitor's first interaction plays the page transition", async ({ page, visit }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { interactions: string[] }).interactions = seen;
      for (const type of ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel']) {
        window.addEventListener(type, () => seen.push(type), { capture: true, passive: true });
      }
    });
    await visit('/about');
    await expect(mainHeading(page)).toBeVisible();
    await readyToAnimate(page);
    expect(await page.evaluate(() => (window as unknown as { interactions: string[] }).interactions)).toEqual([]);

    const stop = await recordRouteFrames(page);
    await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
    await expect(page.locator('[data-route-path]')).toHaveAttribute('data-route-path', '/benefits');
    await expect(page.locator('[data-route-path]')).toHaveCSS('opacity', '1');
    const { frames } = await stop();
    const faded = (path: string) => frames.some((frame) => frame.pages.some((p) => p.path === path && Number(p.opacity) < 0.9));
    // The old page faded out and the new one faded in.
    expect(faded('/about')).toBe(true);
    expect(faded('/benefits')).toBe(true);
  });

  test('when the animation code cannot be fetched, pages change without the transition', async ({ page, visit, allowErrors }) => {
    // The refused request alone: the shell handles the failure, so nothing is thrown.
    allowErrors(/Failed to load resource: net::ERR_FAILED \(.*\/motion-features\.[0-9a-f]+\.js\)/, 'the animation chunk is refused on purpose');
    const refused = page.waitForEvent('requestfailed', (request) => motionFeatures.test(request.url()));
    await page.route(motionFeatures, (route) => route.abort('failed'));
    await visit('/about');
    await expect(mainHeading(page)).toBeVisible();
    // The shell asked for the animation code (at the first idle moment) and was refused.
    await refused;
    const stop = await recordRouteFrames(page);
    await page.locator('header').getByRole('link', { name: 'Benefits' }).click();
    await expect(mainHeading(page)).toHaveText('Why Choose Us');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { frames } = await stop();
    // Each frame shows one page, whole: the old one until the switch, then the new one, never
    // faded or moved, and never a blank page (a motion element left at its start, opacity 0).
    expect(frames.some((frame) => frame.pages[0]?.path === '/benefits')).toBe(true);
    for (const frame of frames) {
      expect(frame.pages).toHaveLength(1);
      expect(frame.pages[0].opacity).toBe('1');
      expect(isIdentityTransform(frame.pages[0].transform)).toBe(true);
    }
  });

  test('when the toast UI cannot be fetched, the message still shows and can be closed', async ({ page, visit, allowErrors }) => {
    allowErrors(/Failed to load resource: net::ERR_FAILED \(.*\/toast-ui\./, 'the toast UI chunk is refused on purpose');
    await page.route(/\/toast-ui\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
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
