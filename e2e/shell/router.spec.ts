import { expect, hasFederationRuntime, mainHeading, recordRequests, routeRendered, siteUrl, test, warmingSettled } from '../fixtures';
import { footerCategories, solutionCategories } from '../support/content';
import { remoteFile } from '../support/served-site';

test.describe('router', { tag: '@shell' }, () => {
  // One visitor's session: the addresses that start it are loaded afresh, the rest moves in the app.
  test('a visit by address, links and history, through every spec route and the not-found page', { tag: ['@contact', '@solutions'] }, async ({ page, visit }) => {
    await test.step('/ and /#/ are both home', async () => {
      await visit('/');
      await expect(mainHeading(page)).toBeVisible();
      const home = (await mainHeading(page).textContent())!;
      // Without a fragment "/" is a new document, where "/#/" from "/" would only change the hash.
      await page.goto(`${process.env.SITE_URL}/`);
      await expect(mainHeading(page)).toHaveText(home);
    });

    await test.step('scroll resets to the top on a path change', async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step('every spec route renders its page and title', async () => {
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

    await test.step('a typed URL (hash change) navigates without a reload', async () => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.evaluate(() => (window.location.hash = '#/benefits'));
      await expect(mainHeading(page)).toHaveText('Why Choose Us');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    });

    await test.step('back and forward move between pages', async () => {
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

    await test.step('an unknown path shows a not-found page with a link home and one to the solutions', async () => {
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

    await test.step('deep links load directly', async () => {
      // A new document: from another "/#/" address the browser would only change the hash.
      await page.goto('about:blank');
      await page.goto(siteUrl('/contact'));
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    });
  });

  test('a deep link with an anchor opens the sales category of solutions, in the form the site writes and in the older one', { tag: ['@solutions', '@contract'] }, async ({ page }) => {
    const sales = solutionCategories().find(({ key }) => key === 'sales')!;
    // Another category's link, whose form owes nothing to the address that arrived.
    const [linked] = footerCategories().filter(({ key }) => key !== sales.key);
    for (const [form, link] of [
      ['the form the site writes', '/#/solutions%23sales'],
      ['the older form, pasted or bookmarked', '/#/solutions#sales'],
    ]) {
      await test.step(`a deep link with an anchor in ${form} opens the sales category of solutions`, async () => {
        // Each loaded afresh: from one "/#/" address to another the browser would only change the hash.
        await page.goto('about:blank');
        await page.goto(`${process.env.SITE_URL}${link}`);
        await expect(mainHeading(page)).toHaveText('Cloud Solutions');
        const results = page.getByTestId('solutions-results');
        await expect(results.locator('section > div > h2')).toHaveText([sales.name]);
        await expect(page.getByRole('navigation', { name: 'Categories' }).locator('[aria-current="page"]')).toHaveText(sales.name);
        await expect(page).toHaveTitle(`${sales.name} Solutions | Clearsky Consulting`);
        // The in-app links on the page are written in the valid form whichever form arrived.
        const footerSolutions = page.locator('footer').getByRole('navigation', { name: 'Solutions' });
        await expect(footerSolutions.getByRole('link', { name: linked.name, exact: true })).toHaveAttribute('href', `/#/solutions%23${linked.key}`);
      });
    }
  });

});

test.describe('loading remotes on demand', { tag: '@shell' }, () => {
  test("the shell's own pages fetch no remote's code; intent on a link loads the page, which then renders without a loading state", { tag: '@contact' }, async ({
    page,
    visit,
  }) => {
    const requests = recordRequests(page);
    const contactLink = page.locator('footer').getByRole('link', { name: 'Contact', exact: true });

    await test.step("the shell's own pages fetch no remote's code; intent on a link loads the page", async () => {
      for (const route of ['/', '/benefits', '/about']) {
        // Each page loaded afresh and only read: past the first page, only warming runs (warming.spec.ts).
        await page.goto('about:blank');
        await visit(route);
        await expect(mainHeading(page)).toBeVisible();
        expect(await warmingSettled(page)).toBe('done');
      }
      expect(requests(/remoteEntry\.js/)).toEqual([]);

      // The pointer over a footer link to the contact page: the remote's entry and page.
      await contactLink.hover();
      await expect.poll(() => requests(remoteFile('contact', 'remoteEntry.js')).length).toBe(1);
      await expect.poll(() => hasFederationRuntime(page)).toBe(true);
    });

    await test.step('a remote page preloaded on hover renders without a loading state', async () => {
      // The module the runtime hands over once the page's code has arrived and run, as it does to
      // the shell's preload: no request or resource timing entry marks that moment, since warming's
      // script hints fetch the code before the runtime runs it.
      await page.evaluate(async () => {
        const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; loadRemote: (id: string) => Promise<unknown> }> } })
          .__FEDERATION__;
        await federation.__INSTANCES__.find(({ name }) => name === 'shell')!.loadRemote('contact/ContactPage');
      });
      await page.evaluate(() => {
        const w = window as unknown as { sawLoading: boolean };
        w.sawLoading = false;
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="remote-loading"]')) w.sawLoading = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await contactLink.click();
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
      expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
      expect(requests(remoteFile('contact', 'remoteEntry.js'))).toHaveLength(1);
    });
  });

  test("a remote first page asks for the remote's manifest and entry without waiting for the app's chunks (React, the shell)", { tag: '@contact' }, async ({
    page,
  }) => {
    const html = await (await page.request.get(siteUrl('/'))).text();
    const appChunks = [...html.matchAll(/<link [^>]*rel="?preload"? [^>]*>/g)].map(([tag]) => new URL(/href="?([^\s">]+)/.exec(tag)![1], siteUrl('/')).href);
    expect(appChunks.length).toBeGreaterThanOrEqual(2);
    const requests = recordRequests(page);
    // Every app chunk is held until the remote's manifest and entry have been asked for.
    const held: string[] = [];
    let releaseChunks!: () => void;
    const chunksHeld = new Promise<void>((resolve) => (releaseChunks = resolve));
    await page.route((url) => appChunks.includes(url.href), async (route) => {
      held.push(route.request().url());
      await chunksHeld;
      await route.continue();
    });
    try {
      await page.goto(siteUrl('/contact'), { waitUntil: 'commit' });
      await expect
        .poll(() => [remoteFile('contact', 'mf-manifest.json'), remoteFile('contact', 'remoteEntry.js')].every((file) => requests(file).length > 0), {
          message: "the contact remote's manifest and entry are asked for while the app's chunks are held",
        })
        .toBe(true);
    } finally {
      releaseChunks();
    }
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    expect(held.length).toBeGreaterThan(0);
  });

  test('a tour of every remote downloads the federation runtime once', { tag: ['@solutions', '@resources', '@contact'] }, async ({ page, visit }) => {
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
    // Every script the last page runs has answered once it has rendered in full.
    await routeRendered(page);
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
    const scriptsBeforeLoad = page.waitForEvent('load').then(() => requests(/\.js$/));
    await page.goto(siteUrl('/'), { waitUntil: 'commit' });
    await expect.poll(() => preloaded.every((url) => requests(/\.js$/).includes(url))).toBe(true);

    releaseEntry();
    await expect(mainHeading(page)).toBeVisible();
    // The home page runs the entry chunk and the preloaded ones, nothing else, each asked for once.
    const scripts = await scriptsBeforeLoad;
    expect(scripts.filter((url) => !entry.test(url)).sort()).toEqual([...preloaded].sort());
    expect(scripts.filter((url) => entry.test(url))).toHaveLength(1);
  });

  test('a remote first page loads the remote while React is still downloading', { tag: '@contact' }, async ({ page }) => {
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
    // Scripts fetched later (warming's, at idle) must not meet a handler whose page is closing.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
