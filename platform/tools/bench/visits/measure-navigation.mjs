/**
 * A tap timed on the bench's phone (phone-page.mjs): from the tap's click event to the new
 * page's heading, cold, after a scroll, after a hover's preload, or as a repeat visit.
 */
import { newMobilePage, trackRequests } from './phone-page.mjs';

/** Longer than the 2 s the shell may wait for an idle moment before it warms the remotes. */
const READING_QUIET_MS = 2500;

/**
 * Tap-to-content from home, or from the page at `from` (its URL `homeUrl`), on the link named
 * `linkName` in the footer, or in `linkIn` (a selector: "main" for an article's card on the
 * hub). `mode`: "cold" (the tap on the link is the first
 * interaction; Playwright brings the link into view just before it), "scrolled" (the visitor
 * scrolled 300 px first and the page's requests settled), "preloaded" (pointer over the link
 * first, as a desktop's hover), "repeat" (the visitor has been to the page once and came back
 * with Back: its code is in, the baseline a first tap is held to). With `menuLinkName`, the
 * taps are on that link of the header's menu, opened by a tap just before. Before the click, the page's
 * requests are allowed to finish, idle-time ones (warming, the animation features) included: a
 * visitor reads the first page for a few seconds.
 */
export async function measureNavigation(browser, { homeUrl, from = '/', linkIn = 'footer', linkName, menuLinkName, target, mode }, phone) {
  const { context, page } = await newMobilePage(browser, phone);
  const reading = trackRequests(page);
  await page.goto(homeUrl);
  await page.locator('main h1').first().waitFor();
  await reading.quiet(READING_QUIET_MS);
  const link = menuLinkName ? page.locator('header').getByRole('link', { name: menuLinkName, exact: true }) : page.locator(linkIn).getByRole('link', { name: linkName, exact: true });
  const openMenu = async () => {
    if (menuLinkName) await page.getByRole('button', { name: 'Open menu' }).tap();
  };
  if (mode === 'repeat') {
    await openMenu();
    await link.tap();
    await page.locator(`[data-route-path="${target}"] h1`).waitFor();
    await trackRequests(page).quiet();
    await page.goBack();
    await page.locator(`[data-route-path="${from}"] h1`).waitFor();
    await trackRequests(page).quiet();
  } else if (mode !== 'cold') {
    const requests = trackRequests(page);
    if (mode === 'scrolled') await page.evaluate(() => window.scrollBy(0, 300));
    else await link.dispatchEvent('pointerover');
    await requests.quiet();
  }
  // A real tap (touch events through DevTools, as a phone sends them), timed from its click
  // event to the new page's heading. Not element.click() from a script: a script's click
  // runs every listener in one task, so the browser's microtasks (promise callbacks) wait
  // for all of them, which no real tap does.
  await page.evaluate((path) => {
    window.__navigation = new Promise((resolve) => {
      addEventListener('click', (event) => {
        const start = event.timeStamp;
        const done = () => document.querySelector(`[data-route-path="${path}"] h1`);
        const obs = new MutationObserver(() => { if (done()) { obs.disconnect(); resolve({ start, end: performance.now() }); } });
        obs.observe(document.body, { childList: true, subtree: true });
      }, { capture: true, once: true });
    });
  }, target);
  await openMenu();
  await link.tap();
  const { ms, after } = await page.evaluate(async () => {
    const { start, end } = await window.__navigation;
    const ms = end - start;
    // What the tap waited for: each request and mark after it, relative to the click.
    const after = [...performance.getEntriesByType('resource'), ...performance.getEntriesByType('mark')]
      .filter((e) => e.startTime >= start)
      .map((e) => [e.name.replace(/^https?:\/\/[^/]+/, ''), Math.round(e.startTime - start), Math.round((e.responseEnd ?? e.startTime) - start)])
      .concat(window.__bench.longTasks.filter(([s]) => s >= start).map(([s, d]) => ['(long task)', Math.round(s - start), Math.round(s + d - start)]))
      .sort((a, b) => a[1] - b[1]);
    return { ms, after };
  });
  if (process.env.BENCH_VERBOSE) {
    console.log(`  ${mode} click to ${target}: ${Math.round(ms)} ms`);
    for (const [name, from, to] of after) console.log(`    ${String(from).padStart(5)} -> ${String(to).padStart(5)} ms ${name}`);
  }
  await context.close();
  return ms;
}
