import type { Page } from '@playwright/test';
import { expect, mainHeading, recordRequests, REMOTES, siteUrl, test, warmingSettled } from '../fixtures';
import { remoteFile, startSite } from '../support/served-site';

/**
 * Warming (warmRemotes in shell/src/remotes/loading/load-remote-page.ts): once the first page is complete,
 * remotes.json, the runtime's chunk and each remote's manifest and map of hashes arrive at the
 * lowest priority, so that a first tap on a phone (no hover) waits only for the remote's code.
 */

const warmedFile = (remote: string) => remoteFile(remote, /mf-(manifest|integrity)\.json/);
const remoteCode = new RegExp(`remoteEntry\\.js|/(${REMOTES.join('|')})/.*\\.js$`);

/** Two painted frames: what the page does in reply to something it has just done is on screen. */
function twoFrames(page: Page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Pauses the page's clock (page.clock.install) about where it is: pauseAt takes a time, which
 * must not be behind the page's clock when it arrives, so it is read, and a little added for the
 * round trip; a busy machine's longer trip is met by reading it again.
 */
async function pauseClockNow(page: Page): Promise<{ read: number; at: number }> {
  for (let margin = 50; ; margin *= 2) {
    const read = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(read + margin);
      return { read, at: read + margin };
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past') || margin > 5000) throw error;
    }
  }
}

/** A photo-sized image, painted by the browser, for the stock photo's host (which this machine cannot reach). */
async function paintedPhoto(page: Page): Promise<Buffer> {
  await page.goto('about:blank');
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#33475f';
    g.fillRect(0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

test.describe('warming what a first visit to a remote page needs', { tag: '@shell' }, () => {
  test("starts after the first page's largest paint, the photo included, and fetches no remote's code", { tag: ['@resources', '@contact'] }, async ({ page }) => {
    const photo = await paintedPhoto(page);
    // The photo arrives late, once the text has painted: warming must wait for it too. It is
    // held until then, and let go by the test.
    let releasePhoto = () => {};
    const photoReleased = new Promise<void>((resolve) => (releasePhoto = resolve));
    await page.route(/images\.unsplash\.com/, async (route) => {
      await photoReleased;
      await route.fulfill({ body: photo, contentType: 'image/png' });
    });
    const requested = recordRequests(page);
    // Not to the load event, which waits for the held photo.
    await page.goto(siteUrl('/resources'), { waitUntil: 'domcontentloaded' });
    await expect(mainHeading(page)).toBeVisible();
    await twoFrames(page);
    // The other remotes' manifests and maps: the hub's own remote is loaded already.
    const others = REMOTES.filter((remote) => remote !== 'resources');
    // The text is on screen and the photo still held: none of them is warmed yet.
    for (const remote of others) expect(requested(warmedFile(remote))).toEqual([]);
    releasePhoto();
    for (const remote of others) await expect.poll(() => requested(warmedFile(remote)).length, { timeout: 15_000 }).toBe(2);
    // A resource timing entry appears once its response has ended, later than its request on a
    // busy machine: read them once warming has settled.
    expect(await warmingSettled(page, { timeout: 15_000 })).toBe('done');
    /** The largest-paint entries so far, and when warming's requests started. */
    const readTiming = () =>
      page.evaluate(
        () =>
          new Promise<{ largestPaints: Array<{ start: number; url: string }>; warmedStart: number[] }>((resolve) => {
            new PerformanceObserver((list) => {
              const resources = performance.getEntriesByType('resource');
              resolve({
                largestPaints: (list.getEntries() as LargestContentfulPaint[]).map(({ startTime, url }) => ({ start: startTime, url })),
                warmedStart: resources.filter((r) => /mf-(manifest|integrity)\.json/.test(r.name) && !r.name.includes('/resources/')).map((r) => r.startTime),
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    // The photo's largest-paint entry is reported once its frame is on screen, which on a busy
    // machine can be after warming has settled (the shell waits for the report at most
    // LARGEST_PAINT_REPORT_WAIT_MS): the entries are read once it is there.
    await expect.poll(async () => (await readTiming()).largestPaints.at(-1)?.url ?? '', { timeout: 10_000 }).toContain('images.unsplash.com');
    const timing = await readTiming();
    // The photo was the largest paint, and warming began after it.
    const largest = timing.largestPaints.at(-1)!;
    expect(largest.url).toContain('images.unsplash.com');
    expect(timing.warmedStart).toHaveLength(others.length * 2);
    for (const start of timing.warmedStart) expect(start).toBeGreaterThan(largest.start);
    // Warming stops short of the remotes' code: that waits for the visit.
    expect(requested(remoteCode).filter((url) => !url.includes('/resources/'))).toEqual([]);

    // A tap then takes the warmed manifest instead of asking again.
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    expect(requested(warmedFile('contact'))).toHaveLength(2);
  });

  test("starts as soon after the first page in path mode, whose content came with the HTML", async ({ page }) => {
    // React's first commit replaces home's HTML, so the browser's largest paint names no element
    // in <main>; the shell once waited out its 4 s for one (ELEMENT_WAIT_MS), and a visitor who
    // tapped within 4 s of the load found nothing warmed. Now an idle moment after the load (at
    // most 2 s, IDLE_TIMEOUT_MS). On the page's own clock, paused once the app has taken the page
    // over (its wait has begun by then), so exactly 3 s pass on it whatever the machine's load.
    const requested = recordRequests(page);
    await page.clock.install();
    await page.goto(`${process.env.PATH_SITE_URL}/`);
    await expect(page.locator('#root[data-live]')).toHaveCount(1);
    const pausedAt = await pauseClockNow(page);
    await page.clock.runFor(3000 - (pausedAt.at - pausedAt.read));
    await expect.poll(() => requested(warmedFile('solutions')).length, { timeout: 15_000 }).toBe(2);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test("a tap asks for the page's scripts at once, from what warming learnt, and each is downloaded once", { tag: '@solutions' }, async ({ page, visit }) => {
      const requested = recordRequests(page);
      await visit('/');
      await expect(mainHeading(page)).toBeVisible();
      // Warming has read the manifests and learnt each page's scripts.
      expect(await warmingSettled(page, { timeout: 15_000 })).toBe('done');
      expect(requested(warmedFile('solutions'))).toHaveLength(2);
      expect(requested(remoteCode)).toEqual([]);

      await page.locator('footer').getByRole('link', { name: 'View All Solutions', exact: true }).tap();
      await expect(mainHeading(page)).toHaveText('Cloud Solutions');
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter(({ name }) => /\/solutions\/.*\.js$/.test(name))
          .map((entry) => ({ file: entry.name.split('/').pop()!, initiator: (entry as PerformanceResourceTiming).initiatorType })),
      );
      // The remote's entry and the page's own chunk came from the tap's hints, and the runtime's
      // scripts took those answers: no file was asked for twice.
      expect(scripts.filter(({ initiator }) => initiator === 'link').map(({ file }) => file)).toEqual(
        expect.arrayContaining(['remoteEntry.js', expect.stringMatching(/SolutionsPage/)]),
      );
      const files = requested(remoteFile('solutions', /\.js$/));
      expect(new Set(files).size).toBe(files.length);
    });
  });

  test('warms nothing for a visitor who asked to save data; intent on a link still loads the page', { tag: '@contact' }, async ({ page, visit }) => {
    // Chromium's data saver, as the visitor's browser setting sets it (navigator.connection.saveData).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const requested = recordRequests(page);
    await visit('/');
    await expect(mainHeading(page)).toBeVisible();
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
    // The moment warming would have started has passed, and the shell chose not to warm.
    expect(await warmingSettled(page, { timeout: 15_000 })).toBe('skipped');
    expect(requested(/remotes\.json|mf-manifest\.json|mf-integrity\.json|remoteEntry\.js/)).toEqual([]);

    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(mainHeading(page)).toHaveText("Let's talk about your business");
  });

  test('a remote that is down while warmed shows nothing until it is visited, then the fallback and Retry', { tag: '@contact' }, async ({ page, allowErrors }) => {
    // Chromium checks a pinned file's hash before its status, and reports both.
    allowErrors(/Failed to load resource|integrity|SRI/, "the contact remote's CDN answers 503 on purpose");
    const site = await startSite();
    const down = remoteFile('contact', /.*/);
    site.setFault((req, res) => {
      if (!down.test(req.url ?? '')) return false;
      res.writeHead(503, { 'Access-Control-Allow-Origin': '*' }).end();
      return true;
    });
    const requested = recordRequests(page);
    try {
      await page.goto(site.url('/'));
      await expect(mainHeading(page)).toBeVisible();
      await expect.poll(() => requested(warmedFile('contact')).length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => requested(warmedFile('solutions')).length).toBe(2);
      // Warming has settled, the contact remote's part failed, and the page has painted since:
      // whatever it would show about that failure would be on screen now.
      expect(await warmingSettled(page, { timeout: 15_000 })).toBe('done');
      await twoFrames(page);
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('toast')).toHaveCount(0);

      // The visit decides, as without warming: it asks again, and shows the fallback.
      const before = requested(warmedFile('contact')).length;
      await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 15_000 });
      expect(requested(warmedFile('contact')).length).toBeGreaterThan(before);

      site.setFault(null);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(mainHeading(page)).toHaveText("Let's talk about your business");
    } finally {
      // The page first: it may still be fetching (warming, the toast UI), and a server
      // stopped under it would fail those requests, and the error guard the test, by timing.
      await page.close();
      await site.close();
    }
  });
});
