import type { Page } from '@playwright/test';
import { expect, mainHeading, siteUrl, test } from '../fixtures';
import { articles, hubResources } from '../support/content';
import { countLayoutShifts, readLayoutShift } from '../support/layout-shift';

/** The resources the hub shows, in its order: the latest of each list of the content (remote-resources/content). */
const ON_THE_HUB = hubResources();
/** Those with an article, with its path (/resources/<type>/<the slug the spec's rule derives from the title>). */
const ARTICLES = articles();
const FIRST_CASE_STUDY = ARTICLES.find(({ type }) => type === 'casestudy')!;

/** The shell's fixed header (layout.headerHeight): nothing scrolled to may hide under it. */
const HEADER_HEIGHT_PX = 72;

/** A 1x1 PNG standing in for the stock photo when a test wants it to load. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function todayInPage(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date()),
  );
}

function heroImage(page: Page) {
  return page.locator('main article [data-testid="resource-image"]').first();
}

/**
 * Waits until the section's heading has come to rest in the upper half of the viewport (smooth
 * scrolling may take a while to start on a busy machine), then checks it is below the header.
 */
async function expectSectionInView(page: Page, id: string, heading: string) {
  const title = page.locator(`#${id}`).getByRole('heading', { level: 2 });
  await expect(title).toHaveText(heading);
  const viewportHeight = page.viewportSize()!.height;
  let previous = Number.NaN;
  let top = Number.NaN;
  await expect
    .poll(
      async () => {
        top = await title.evaluate((el) => Math.round(el.getBoundingClientRect().top));
        const atRest = top === previous;
        previous = top;
        return atRest && top < viewportHeight / 2;
      },
      { intervals: [150], timeout: 10_000 },
    )
    .toBe(true);
  expect(top).toBeGreaterThanOrEqual(HEADER_HEIGHT_PX);
  // The section itself starts below the header too, not only its padded heading.
  const sectionTop = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
  expect(sectionTop).toBeGreaterThanOrEqual(HEADER_HEIGHT_PX);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

function scrollToTop(page: Page) {
  return page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test.describe('resources remote: Knowledge Hub', { tag: '@resources' }, () => {
  test('the hub lists the latest resources, and an article of each kind opens from its card and leads back', async ({ page, visit }) => {
    // In the browser, one article of each kind from its card: the click, the route, the head, the
    // photo's fallback and the way back. Every article of the content renders whole in
    // ArticlePage.test.tsx, and every card's link is checked below.
    const onTheHub = ON_THE_HUB.filter((resource) => resource.path);
    const opened = [onTheHub.find(({ type }) => type === 'blog')!, onTheHub.find(({ type }) => type === 'casestudy')!];
    const blog = page.locator('#blog-section');
    const cases = page.locator('#casestudies-section');
    await visit('/resources');

    await test.step('lists the blog posts and case studies under their headings', async () => {
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');
      await expect(page).toHaveTitle('Knowledge Hub | Clearsky Consulting');
      await expect(blog.getByRole('heading', { level: 2 })).toHaveText('Latest Blog Posts');
      await expect(cases.getByRole('heading', { level: 2 })).toHaveText('Success Stories & Case Studies');
      // The latest 5 blog posts and 3 case studies (docs/content.md); all of them on the lists' pages.
      const shown = ON_THE_HUB;
      await expect(blog.getByRole('article')).toHaveCount(shown.filter(({ type }) => type === 'blog').length);
      await expect(cases.getByRole('article')).toHaveCount(shown.filter(({ type }) => type === 'casestudy').length);
      for (const resource of shown) {
        const card = (resource.type === 'blog' ? blog : cases).getByRole('article').filter({ hasText: resource.title });
        await expect(card).toHaveCount(1);
        if (resource.path) await expect(card.getByRole('link', { name: resource.title, exact: true })).toHaveAttribute('href', `/#${resource.path}`);
        await expect(card.getByText(resource.category, { exact: true })).toBeVisible();
      }
      await expect(page.getByText('available yet. Check back soon!')).toHaveCount(0);
    });

    // Each article's own photo is checked as it opens, below.
    await test.step('offline, the stock photo falls back to a branded panel of the reserved size', async () => {
      const card = blog.locator('[data-testid="resource-image"]').nth(1);
      await expect(card).toHaveAttribute('data-state', 'failed');
      const box = (await card.boundingBox())!;
      expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    });

    for (const article of opened) {
      await test.step(`opens "${article.title}" from its card`, async () => {
        await page.getByRole('link', { name: article.title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${article.path}$`));
        await expect(mainHeading(page)).toHaveText(article.title);
        await expect(page).toHaveTitle(`${article.title} | Clearsky Consulting`);
        const main = page.locator('main');
        await expect(main.getByText(article.type === 'blog' ? 'Blog Post' : 'Case Study', { exact: true })).toBeVisible();
        await expect(main.getByText(article.category, { exact: true })).toBeVisible();
        await expect(main.getByText(`Published on ${await todayInPage(page)}`)).toBeVisible();
        await expect(main.getByText('By Clearsky Team')).toBeVisible();
        expect(await main.locator('article h2').count()).toBeGreaterThan(2);
        await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#/contact');
        // Offline: the branded panel, of the reserved size.
        const hero = heroImage(page);
        await expect(hero).toHaveAttribute('data-state', 'failed');
        await expect(hero.locator('img')).toHaveCount(0);
        const box = (await hero.boundingBox())!;
        expect(box.height).toBeGreaterThan(200);
        expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.02);

        await main.getByRole('link', { name: 'Back to Resources' }).click();
        await expect(page).toHaveURL(/#\/resources$/);
        await expect(mainHeading(page)).toHaveText('Knowledge Hub');
      });
    }

    await test.step('a card is reached with the keyboard and opened with Enter', async () => {
      const { title } = onTheHub[onTheHub.length - 1];
      const link = page.getByRole('link', { name: title, exact: true });
      await link.focus();
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(mainHeading(page)).toHaveText(title);
    });
  });

  // "Written like November 22, 2026 in every locale" (docs/SPEC.md, section 4.6): a visitor whose
  // browser speaks Arabic, on a day the test fixes, reads the same English date. Arabic is the
  // locale furthest from it (its own digits, its own script, another time zone); a German one
  // proved nothing more, for the cost of a context. The locale and time zone are the browser's.
  for (const [locale, timezoneId] of [['ar-EG', 'Africa/Cairo']] as const) {
    test.describe(`in a browser set to ${locale}`, () => {
      test.use({ locale, timezoneId });

      test('an article is dated like "November 22, 2026"', async ({ page, visit }) => {
        await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
        await visit(ARTICLES[0].path);
        await expect(mainHeading(page)).toHaveText(ARTICLES[0].title);
        expect(await page.evaluate(() => navigator.language)).toBe(locale);
        const date = page.locator('main time');
        await expect(date).toHaveText('November 22, 2026');
        await expect(date).toHaveAttribute('datetime', '2026-11-22');
        await expect(page.locator('main').getByText('Published on November 22, 2026', { exact: true })).toBeVisible();
      });
    });
  }

  test('an address that names no article is replaced by /resources, and Back returns to the page before', async ({ page, visit }) => {
    const [article] = ARTICLES;
    const otherType = article.type === 'blog' ? 'casestudy' : 'blog';
    await test.step('typed: an article with an unknown type redirects to /resources', async () => {
      await visit(`/resources/podcast/${article.slug}`);
      await expect(page).toHaveURL(/#\/resources$/);
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');
    });

    await page.getByRole('link', { name: article.title, exact: true }).click();
    await expect(mainHeading(page)).toHaveText(article.title);
    for (const [label, target] of [
      ['an unknown type', `/resources/news/${article.slug}`],
      ['an unknown slug', '/resources/blog/no-such-article'],
      ['the slug of the other type', `/resources/${otherType}/${article.slug}`],
      ['a script-like slug', '/resources/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ]) {
      await test.step(`${label} is replaced by /resources and Back returns to the page before`, async () => {
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, `#${target}`);
        await expect(page).toHaveURL(/#\/resources$/);
        await expect(mainHeading(page)).toHaveText('Knowledge Hub');
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`#${article.path}$`));
        await expect(mainHeading(page)).toHaveText(article.title);
      });
    }
  });

  // The shell's footer links to the remote's sections by their anchors (docs/SPEC.md, section 2.2).
  test('from an article, Contact Us and the footer Blog and Case Studies links', { tag: ['@contact', '@shell', '@contract'] }, async ({ page, visit }) => {
    await test.step('an article opens from a typed address, and Contact Us goes to /contact', async () => {
      await visit(FIRST_CASE_STUDY.path);
      await expect(mainHeading(page)).toHaveText(FIRST_CASE_STUDY.title);
      await page.locator('main').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/#\/contact$/);
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    });

    await test.step('the footer Blog and Case Studies links scroll to their sections below the header', async () => {
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: 'Blog', exact: true }).click();
      await expect(page).toHaveURL(/#\/resources%23blog-section$/);
      await expectSectionInView(page, 'blog-section', 'Latest Blog Posts');

      await footer.getByRole('link', { name: 'Case Studies', exact: true }).click();
      await expect(page).toHaveURL(/#\/resources%23casestudies-section$/);
      await expectSectionInView(page, 'casestudies-section', 'Success Stories & Case Studies');
    });
  });

  test('the hub scrolls to a section on arrival and from its intro jump links', async ({ page, visit }) => {
    await test.step('arriving with #casestudies-section scrolls to the case studies', async () => {
      await visit('/resources#casestudies-section');
      await expectSectionInView(page, 'casestudies-section', 'Success Stories & Case Studies');
    });

    await test.step('the intro jump links scroll to a section, again after scrolling away', async () => {
      const jumpLinks = page.getByRole('navigation', { name: 'Knowledge Hub sections' });
      // To another section (the shell scrolls to the new hash)...
      await scrollToTop(page);
      await jumpLinks.getByRole('link', { name: /Blog posts/ }).click();
      await expectSectionInView(page, 'blog-section', 'Latest Blog Posts');
      await scrollToTop(page);
      await jumpLinks.getByRole('link', { name: /Case studies/ }).click();
      await expectSectionInView(page, 'casestudies-section', 'Success Stories & Case Studies');
      // ...and to the one the hash already names (the page scrolls itself).
      await scrollToTop(page);
      await jumpLinks.getByRole('link', { name: /Case studies/ }).click();
      await expectSectionInView(page, 'casestudies-section', 'Success Stories & Case Studies');
    });
  });

  test('the stock photo arrives late without shifting the layout, with its alt text and fetch hints', async ({ page }) => {
    // The photo is held until the test has seen the placeholder, then let through.
    let releasePhoto!: () => void;
    const photoHeld = new Promise<void>((resolve) => {
      releasePhoto = resolve;
    });
    await page.route(/images\.unsplash\.com/, async (route) => {
      await photoHeld;
      await route.fulfill({ contentType: 'image/png', body: PIXEL_PNG });
    });

    await test.step('an article does not shift its layout when a slow photo arrives', async () => {
      // Not waiting for the load event: when the article renders before it, the held photo
      // holds the event too.
      await page.goto(siteUrl(FIRST_CASE_STUDY.path), { waitUntil: 'domcontentloaded' });
      await expect(mainHeading(page)).toHaveText(FIRST_CASE_STUDY.title);
      await expect(heroImage(page)).toHaveAttribute('data-state', 'loading');
      await countLayoutShifts(page);
      releasePhoto();
      await expect(heroImage(page)).toHaveAttribute('data-state', 'loaded');
      // Two frames for the swap to be laid out and any shift reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await readLayoutShift(page)).toBeLessThan(0.01);
    });

    await test.step('online, the stock photo shows with its alt text and fetch hints', async () => {
      const image = heroImage(page).getByRole('img', { name: FIRST_CASE_STUDY.imageAlt });
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      // The 880 px column on a 1x screen takes the largest copy.
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/[?&]w=1200(&|$)/);

      await page.locator('main').getByRole('link', { name: 'Back to Resources' }).click();
      await expect(page.locator('#casestudies-section img').first()).toHaveAttribute('loading', 'lazy');
    });
  });
});

test.describe('resources remote on a phone', { tag: '@resources' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('an article and the hub fit the screen, and the photo comes at the width it is shown', async ({ page, visit }) => {
    const requested: string[] = [];
    await page.route(/images\.unsplash\.com/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'image/png', body: PIXEL_PNG });
    });
    const [article] = ARTICLES;
    await visit(article.path);
    await expect(mainHeading(page)).toHaveText(article.title);

    await test.step('the stock photo is downloaded at the width it is shown, not the desktop one', async () => {
      await expect(heroImage(page)).toHaveAttribute('data-state', 'loaded');
      // 390 px at 2x needs 780 px: the 800 px copy, and no other.
      expect(requested.length).toBeGreaterThan(0);
      for (const url of requested) expect(url).toMatch(/[?&]w=800(&|$)/);
    });

    await test.step('the hub and an article fit the screen without sideways scrolling', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.locator('main').getByRole('link', { name: 'Back to Resources' }).click();
      await expect(page.locator('#blog-section').getByRole('article')).toHaveCount(ON_THE_HUB.filter(({ type }) => type === 'blog').length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const [first, second] = await page.locator('#blog-section article').evaluateAll((cards) =>
        cards.slice(0, 2).map((card) => card.getBoundingClientRect().left),
      );
      expect(first).toBe(second);
    });
  });
});

// A card whose article is not written yet (coming soon): publishing.spec.ts, built and released with a new post.
