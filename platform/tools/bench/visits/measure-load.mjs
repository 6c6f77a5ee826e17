/**
 * A cold load of a page on the bench's phone (phone-page.mjs): its paints, layout shift,
 * blocking time and the JavaScript it downloads, before and after its load event, and which
 * scripts its first load downloaded.
 */
import { newMobilePage } from './phone-page.mjs';

/** A cold load of `url` (hash mode: origin + "/#" + route; path mode: origin + route). */
export async function measureLoad(browser, url, phone) {
  const { context, page, requests } = await newMobilePage(browser, phone);
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const m = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const b = window.__bench;
    const tbt = b.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const arrivals = performance.getEntriesByType('resource').map((e) => [e.name.replace(/^https?:\/\/[^/]+/, ''), Math.round(e.responseEnd)]);
    return { fcp, lcp: b.lcp, cls: b.cls, tbt, longTasks: b.longTasks.map(([s, d]) => [Math.round(s), Math.round(d)]), arrivals };
  });
  const all = [...requests.values()];
  const scripts = all.filter((r) => r.type === 'Script');
  const js = scripts.reduce((sum, r) => sum + r.bytes, 0);
  const jsBeforeLoad = scripts.filter((r) => r.beforeLoad()).reduce((sum, r) => sum + r.bytes, 0);
  const integrityMaps = all.filter((r) => r.url.endsWith('/mf-integrity.json')).reduce((sum, r) => sum + r.bytes, 0);
  if (process.env.BENCH_VERBOSE) {
    for (const r of all) console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(6)} KB ${r.type} ${r.url}`);
    console.log(`  long tasks [start, ms]: ${JSON.stringify(m.longTasks)}`);
    for (const [name, end] of m.arrivals) console.log(`  arrived ${String(end).padStart(5)} ms ${name}`);
  }
  await context.close();
  return {
    fcp: m.fcp, lcp: m.lcp, cls: m.cls, tbt: m.tbt, jsKB: js / 1024, firstLoadJsKB: jsBeforeLoad / 1024, integrityMapKB: integrityMaps / 1024, requests: all.length,
    // The scripts of the first load, by URL: the module-level account reads their builds (account/).
    firstLoadScripts: scripts.filter((r) => r.beforeLoad()).map((r) => r.url),
  };
}
