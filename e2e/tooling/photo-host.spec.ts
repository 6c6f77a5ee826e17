import { readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../../platform/machine/index.mjs';
import { startPhotoHost, widthFor } from '../../platform/serve/index.mjs';
import { expect, test } from '../fixtures';

const brand = JSON.parse(readFileSync(new URL('../../shared/src/config/brand.json', import.meta.url), 'utf8')) as { stockImageUrl: string };

type PhotoHost = Awaited<ReturnType<typeof startPhotoHost>>;

// Each test starts a Chromium against the stand-in, and the first paints its photos in another:
// on a busy machine that took more than the suite's 30 s (a CI run under load).
test.describe.configure({ timeout: 60_000 });

/** Runs `use` with the stand-in started and a Chromium page pointed at it; stops both after. */
async function withStandIn(options: Parameters<typeof startPhotoHost>[0], use: (page: Page, host: PhotoHost) => Promise<void>) {
  const host = await startPhotoHost(options);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: await ensureChromium(), args: [...CHROMIUM_ARGS, ...host.chromiumArgs] });
    await use(await browser.newPage(), host);
  } finally {
    await browser?.close();
    host.close();
  }
}

// The bench and `npm run lighthouse` measure the photo pages against this stand-in: if Chromium
// stopped reaching it, they would quietly measure a failed photo again.
test('the stand-in photo host answers Chromium, by the real host name over HTTPS, with the width asked for', { tag: '@platform' }, async () => {
  await withStandIn({}, async (page, host) => {
    const sizes = await page.evaluate(async (url) => {
      const load = (w: number) =>
        new Promise<[number, number]>((resolve, reject) => {
          const img = new Image();
          const sized = new URL(url);
          sized.searchParams.set('w', String(w));
          img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
          img.onerror = () => reject(new Error(`no photo at w=${w}`));
          img.src = sized.href;
        });
      return Promise.all([480, 800, 1200, 700].map(load));
    }, brand.stockImageUrl);
    expect(sizes).toEqual([[480, 270], [800, 450], [1200, 675], [800, 450]]);
    // A photo's weight, not a flat test image's: bigger with every width.
    expect(host.sizes[480]).toBeGreaterThan(8_000);
    expect(host.sizes[800]).toBeGreaterThan(host.sizes[480]);
    expect(host.sizes[1200]).toBeGreaterThan(host.sizes[800]);
  });
});

// The bench's stand-in costs a connection's set-up, as a real host does, or a preconnect would
// show no gain there.
test("the stand-in can hold each new connection, as a real host's set-up does", { tag: '@platform' }, async () => {
  await withStandIn({ connectionSetupMs: 400 }, async (page) => {
    const timing = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const entry = performance.getEntriesByName(url)[0] as PerformanceResourceTiming;
      return { connect: entry.connectEnd - entry.connectStart, width: img.naturalWidth };
    }, brand.stockImageUrl);
    expect(timing.width).toBe(1200);
    expect(timing.connect).toBeGreaterThanOrEqual(400);
  });
});

test('the stand-in serves the nearest width at or above the one asked for, and the largest for anything else', { tag: '@platform' }, () => {
  expect(widthFor('480')).toBe(480);
  expect(widthFor('481')).toBe(800);
  expect(widthFor('5000')).toBe(1200);
  expect(widthFor(null)).toBe(1200);
  expect(widthFor('wide')).toBe(1200);
});
