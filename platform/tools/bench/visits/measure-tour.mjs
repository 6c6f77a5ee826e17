/**
 * The tour on the bench's phone (phone-page.mjs): a whole visit through the site's areas, the
 * JavaScript it downloads and the copies of the federation runtime among it.
 */
import { newMobilePage, trackRequests } from './phone-page.mjs';

/** The tour docs/performance.md's figure describes: home, then these pages by the header's links. */
const TOUR = [
  ['Solutions', '/solutions'],
  ['Resources', '/resources'],
  ['an article', null],
  ['Contact Us', '/contact'],
];

/**
 * A whole visit, client-side from home, as a phone visitor clicks through it: the compressed
 * JavaScript it downloads in all (and which scripts, by URL), and how many copies of the
 * federation runtime are among it (its code carries the log prefix "[ Federation Runtime ]").
 */
export async function measureTour(browser, origin, phone) {
  const { context, page, requests } = await newMobilePage(browser, phone);
  const runtimeCopies = new Set();
  page.on('response', async (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return;
    if ((await response.text().catch(() => '')).includes('[ Federation Runtime ]')) runtimeCopies.add(response.url());
  });
  await page.goto(`${origin}/#/`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  for (const [linkName, path] of TOUR) {
    const link = path
      ? page.locator('header').getByRole('link', { name: linkName, exact: true })
      : page.locator('main a[href*="/resources/blog/"]').first();
    if (path && !(await link.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    const href = await link.getAttribute('href');
    await link.click();
    await page.locator(`[data-route-path="${path ?? href.replace(/^\/#/, '')}"] h1`).first().waitFor({ timeout: 60_000 });
    await trackRequests(page).quiet();
  }
  const all = [...requests.values()].filter((r) => r.type === 'Script');
  await context.close();
  return { tourJsKB: all.reduce((sum, r) => sum + r.bytes, 0) / 1024, runtimeCopies: runtimeCopies.size, scripts: all.map((r) => r.url) };
}
