/**
 * Lighthouse runs over a served site, for `npm run lighthouse` (lighthouse.mjs) and the bench:
 * the prerendered path-mode site served, and one run's scores and metrics (lighthouse-figures.mjs
 * makes several runs one figure). Mobile form factor and throttling (Lighthouse's defaults).
 */
import lighthouse from 'lighthouse';
import { prerender } from '../../../prerender/index.mjs';
import { deployAndServe } from '../../../serve/index.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The deployed site in path mode, prerendered, served as the CDN and the shell's host would. */
export async function serveStaticSite({ shellDist }) {
  const site = await deployAndServe({ sources: { shell: shellDist }, hostname: 'localhost' });
  try {
    const routes = await prerender({ site: site.dir, siteOrigin: site.siteOrigin, log: false });
    return { origin: site.siteOrigin, routes, close: () => site.close() };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/**
 * The transfer size of the scripts a run's page asked for before its load event (what the
 * bench calls the first load; what the page fetches once loaded, the animation features and
 * warming, is left out); NaN when the run has no network requests or load time.
 */
export function firstLoadScriptBytes(lhr) {
  const loadedAt = lhr.audits.metrics?.details?.items?.[0]?.observedLoad;
  const requests = lhr.audits['network-requests']?.details?.items;
  if (!Number.isFinite(loadedAt) || !requests) return NaN;
  return requests.filter((r) => r.resourceType === 'Script' && r.networkRequestTime < loadedAt).reduce((sum, r) => sum + r.transferSize, 0);
}

/** One Lighthouse run of `url` in the Chromium listening for DevTools on `port`. */
export async function lighthouseScores(url, port) {
  const config = { extends: 'lighthouse:default', settings: { onlyCategories: CATEGORIES } };
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const lhr = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const unscored = CATEGORIES.filter((c) => typeof lhr.categories[c]?.score !== 'number');
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => a.id);
  return {
    scores,
    // A failed run (no paint, a page that did not load in time, a category Lighthouse could not
    // score) scores 0 with a reason here; a caller must report it as a failed run, not as a figure.
    runtimeError: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : unscored.length
        ? `no score for ${unscored.join(', ')}`
        : undefined,
    metrics: {
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      // The first load's JavaScript as Lighthouse saw it sent (transfer sizes, headers included),
      // in KB: the figure issue #74's home-page target is written in.
      scriptKB: firstLoadScriptBytes(lhr) / 1024,
    },
    failing,
  };
}
