import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { deployAndServe } from '../../platform/serve/index.mjs';
import { expect, mainHeading, routeRendered, test } from '../fixtures';
import { articleWords, articles as contentArticles, totalSolutions } from '../support/content';
import { htmlCheck, VALIDATED_ROUTES } from '../support/html-validity';
import { fingerprint } from '../support/served-site';
import { countLayoutShifts, describeLayoutShifts, readLayoutShift } from '../support/layout-shift';

// Prerendering is the platform's (platform/prerender/prerender-site.mjs); what it writes is each team's page.
test.describe('path mode for search engines', { tag: ['@shell', '@platform'] }, () => {
  test.describe.configure({ timeout: 120_000 });

  // The suite's prerendered path-mode site (global-setup.ts): read-only here.
  const origin = process.env.PATH_SITE_URL!;
  // Where canonical URLs, the sitemap and structured data point: the public origin the site was
  // prerendered for (SITE_ORIGIN), not the address this copy is served at.
  const canonical = process.env.PATH_SITE_CANONICAL!;
  const site = { cdnOrigin: process.env.PATH_SITE_CDN_URL!, shellDir: process.env.PATH_SITE_DIR! };
  const routes = JSON.parse(process.env.PATH_SITE_ROUTES ?? '[]') as string[];
  /** A page of a list of articles: /resources/{type}/page/{n}. */
  const isListPage = (route: string) => /^\/resources\/[a-z]+\/page\/\d+$/.test(route);

  test('every route has its own HTML with head tags, a sitemap and robots.txt; deep links work', { tag: '@resources' }, async ({ page, request }) => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/solutions', '/benefits', '/about', '/resources', '/contact']));
    // Every article of the content has its page (a post published adds one); the other pages
    // under /resources/ are the lists' pages.
    const articles = routes.filter((r) => r.startsWith('/resources/') && !isListPage(r));
    expect(articles.sort()).toEqual(contentArticles().map(({ path: route }) => route).sort());
    expect(routes.filter(isListPage)).toEqual(expect.arrayContaining(['/resources/blog/page/1', '/resources/casestudy/page/1']));

    for (const route of ['/', '/about', '/contact', articles[0]]) {
      // What a crawler sees without running JavaScript.
      const html = await (await request.get(`${origin}${route}`)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, route).toMatch(/Clearsky Consulting/);
      expect(html).toContain(`<link rel="canonical" href="${canonical}${route}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}${route}" />`);
      expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
    const article = await (await request.get(`${origin}${articles[0]}`)).text();
    expect(article).toContain('<meta property="og:type" content="article" />');
    // Each article's photo, its largest paint, is shown by the HTML itself: captured once its
    // component marked it loaded, not in between (hidden until the app ran, or for good without it).
    for (const route of articles) {
      const hero = /<img [^>]*fetchpriority="high"[^>]*>/.exec(await (await request.get(`${origin}${route}`)).text())?.[0];
      expect(hero, route).toContain('data-state="loaded"');
    }

    const sitemap = readFileSync(path.join(site.shellDir, 'sitemap.xml'), 'utf8');
    for (const route of routes) expect(sitemap).toContain(`<loc>${canonical}${route}</loc>`);
    const robots = await (await request.get(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${canonical}/sitemap.xml`);

    // Clean URLs in the browser: links, deep links with an in-page hash, back/forward.
    await page.goto(`${origin}/solutions#sales`);
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await page.locator('header').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${origin}/about`);
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/solutions#sales`);
  });

  test('with JavaScript off, every route reads completely and its links are plain page loads', { tag: ['@solutions', '@resources', '@contact'] }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const expected: Record<string, RegExp> = {
        '/': /Your trusted partner for an all-in-one business suite/,
        '/benefits': /Why Choose Us/,
        '/about': /Client First/,
        '/solutions': new RegExp(`Showing all ${totalSolutions()} solutions`),
        '/resources': /Blog/,
        '/contact': /hello@clearsky\.example\.com[\s\S]*projects@clearsky\.example\.com[\s\S]*\+91 98765 43210/,
      };
      for (const [route, text] of Object.entries(expected)) {
        await page.goto(`${origin}${route}`);
        await expect(page.locator('main h1'), route).toHaveCount(1);
        await expect(page.locator('main'), route).toContainText(text);
        await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
      }
      await page.goto(`${origin}/solutions`);
      await expect(page.locator('main article')).toHaveCount(totalSolutions());
      // An article reads in full: every word of its body is on the page.
      const [article] = contentArticles();
      await page.goto(`${origin}${article.path}`);
      const shown = new Set((await page.locator('main article').innerText()).split(/\s+/));
      expect(articleWords(article.slug).filter((word) => !shown.has(word))).toEqual([]);
      await expect(page.locator('main img').first()).toHaveAttribute('width', /\d+/);
      await page.goto(`${origin}/no/such/page`);
      await expect(page.locator('main h1')).toHaveText("We couldn't find that page");

      // A link is a page load of the route's own HTML.
      await page.goto(`${origin}/`);
      await page.locator('header').getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(`${origin}/about`);
      await expect(page.locator('main h1')).toContainText(/./);
      await expect(page.locator('main')).toContainText('Client First');
    } finally {
      await context.close();
    }
  });

  test('structured data: the organisation on every page, an Article and a BreadcrumbList on an article', { tag: ['@resources', '@contact'] }, async ({ page, request }) => {
    type Ld = Record<string, unknown> & { '@type': string };
    const ldOf = (html: string): Ld[] =>
      [...html.matchAll(/<script type="?application\/ld\+json"?>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Ld);
    const contact = await (await request.get(`${origin}/contact`)).text();
    for (const route of ['/', '/about', '/contact']) {
      const organisations = ldOf(await (await request.get(`${origin}${route}`)).text()).filter((d) => d['@type'] === 'Organization');
      expect(organisations, route).toHaveLength(1);
    }
    const organisation = ldOf(contact).find((d) => d['@type'] === 'Organization')!;
    expect(organisation.name).toBe('Clearsky Consulting');
    const points = organisation.contactPoint as Array<{ email: string; telephone?: string }>;
    // Every contact point is one the contact page shows.
    await page.goto(`${origin}/contact`);
    const shown = await page.locator('main').innerText();
    for (const point of points) expect(shown).toContain(point.email);
    expect(shown.replace(/[^\d+]/g, '')).toContain(String(organisation.telephone));

    const article = routes.find((r) => r.startsWith('/resources/') && !isListPage(r))!;
    const data = ldOf(await (await request.get(`${origin}${article}`)).text());
    await page.goto(`${origin}${article}`);
    const heading = (await page.locator('main h1').innerText()).trim();
    const articleLd = data.find((d) => d['@type'] === 'Article')!;
    expect(articleLd.headline).toBe(heading);
    expect(articleLd.datePublished).toBe(await page.locator('main time[datetime]').getAttribute('datetime'));
    expect(articleLd.mainEntityOfPage).toBe(`${canonical}${article}`);
    const crumbs = (data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ name: string; item: string }>).map(
      ({ name, item }) => [name, item],
    );
    expect(crumbs).toEqual([
      ['Home', `${canonical}/`],
      ['Resources', `${canonical}/resources`],
      [heading, `${canonical}${article}`],
    ]);
    expect(ldOf(await (await request.get(`${origin}/`)).text()).map((d) => d['@type'])).toEqual(['Organization']);
  });

  test("the app takes over a remote page's HTML without a loading state, a shift or a flash", { tag: ['@solutions', '@resources', '@contact'] }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __sawLoading: boolean };
      w.__sawLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="remote-loading"]')) w.__sawLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    for (const route of ['/contact', '/solutions', routes.find((r) => r.startsWith('/resources/') && !isListPage(r))!]) {
      await page.goto(`${origin}${route}`);
      // The takeover's shifts: from the moment the shell's scripts can run.
      await countLayoutShifts(page, { sinceParsed: true });
      // The live page is in: its controls work (a copy button, a category link, the back link).
      await routeRendered(page);
      await expect(page.locator('main h1')).toHaveCount(1);
      // Two frames for what the takeover changed to be laid out and any shift reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { __sawLoading: boolean }).__sawLoading), route).toBe(false);
      expect(await readLayoutShift(page), `${route}: ${await describeLayoutShifts(page)}`).toBe(0);
    }
  });

  // In Firefox too (@engines); in WebKit, takeover.webkit.spec.ts (its driver cannot hold requests).
  test('focus and typed text survive the takeover: from the HTML to the shell, and from the HTML\'s remote page to the live one', { tag: ['@engines', '@contact'] }, async ({ page }) => {
    const gate = () => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const shellCode = gate();
    const remoteCode = gate();
    await page.route((url) => url.origin === origin && url.pathname.endsWith('.js'), async (route) => {
      await shellCode.opened;
      await route.continue();
    });
    await page.route((url) => url.origin === site.cdnOrigin, async (route) => {
      await remoteCode.opened;
      await route.continue();
    });
    await page.goto(`${origin}/contact`, { waitUntil: 'commit' });
    const email = page.locator('footer input[name="email"]');
    await email.click();
    await page.keyboard.type('ada@example.co');

    // The shell's code arrives: React renders the page over the HTML, the remote's code still held.
    shellCode.open();
    await expect(page.locator('main [data-prerendered]')).toHaveCount(1);
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('ada@example.co');
    // The text is React's too: typing on gives the whole address, not a field that starts again.
    await page.keyboard.type('m');
    await expect(email).toHaveValue('ada@example.com');

    // The visitor moves on into the page's own content, then the remote's code arrives.
    const copyButton = page.locator('main button').first();
    const name = (await copyButton.getAttribute('aria-label')) ?? (await copyButton.innerText());
    await copyButton.focus();
    remoteCode.open();
    await expect(page.locator('main [data-prerendered]')).toHaveCount(0);
    const focused = page.locator('main button:focus');
    await expect(focused).toHaveCount(1);
    expect((await focused.getAttribute('aria-label')) ?? (await focused.innerText())).toBe(name);
    await expect(email).toHaveValue('ada@example.com');
  });

  // The HTML served for each route is the DOM the prerender's browser rendered and serialised;
  // the app's live DOM after a visit is checked in hash mode (html-validity.spec.ts), where the
  // same components render it, links written as "#/about" instead of "/about".
  test('the served HTML of every route is valid (W3C Nu HTML Checker)', { tag: ['@solutions', '@resources', '@contact'] }, async ({ request }) => {
    const check = htmlCheck();
    for (const route of VALIDATED_ROUTES) {
      check.add({ name: `path mode ${route} (as served)`, html: await (await request.get(`${origin}${route}`)).text() });
    }
    expect(await check.problems()).toEqual([]);
  });
});

test.describe('prerendering a deployed site', { tag: '@platform' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test("on localhost origins, as npm start serves, it writes the remotes' pages, and none whose remote did not load", async () => {
    // The contact remote's entry is not on the CDN; the other remotes answer on localhost, a
    // different origin from the shell's, which the crawl must let through (it once let only
    // 127.0.0.1 through, and wrote "The Solutions page is unavailable right now" as /solutions).
    const site = await deployAndServe({
      sources: { shell: process.env.PATH_SITE_SHELL! },
      hostname: 'localhost',
      intercept: { cdn: (req, res) => (/^\/contact\/.*remoteEntry\.js/.test(req.url ?? '') ? (res.writeHead(404).end(), true) : false) },
    });
    try {
      const before = fingerprint(site.shellDir);
      const run = await promisify(execFile)('node', ['platform/prerender/prerender.mjs', '--site', site.dir]).then(
        () => ({ code: 0, output: '' }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
      );
      // The crawl reaches /contact after the solutions and resources pages, so their remotes loaded.
      expect(run.output).toContain('/contact shows "The Contact page is unavailable right now": its remote did not load while the site was crawled');
      expect(run.code).toBe(2);
      expect(fingerprint(site.shellDir)).toEqual(before);
    } finally {
      await site.close();
    }
  });
});
