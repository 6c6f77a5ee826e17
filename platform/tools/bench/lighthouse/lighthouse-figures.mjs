/**
 * Several Lighthouse runs of one page (lighthouse-runs.mjs's lighthouseScores) as one figure.
 * Pure: runs in, figures out.
 */
import { median, medians } from '../figures/median.mjs';

/**
 * Several runs of one page as one figure: performance varies run to run (their median); the
 * other categories should hold in every run (their lowest). A failed run (it scores 0 with a
 * reason) is listed as failed and counted in neither.
 */
export function summariseRuns(results) {
  const scored = results.filter((r) => !r.runtimeError);
  const lowest = (category) => (scored.length ? Math.min(...scored.map((r) => r.scores[category])) : NaN);
  return {
    performance: median(scored.map((r) => r.scores.performance)),
    performanceRuns: results.map((r) => (r.runtimeError ? 'failed' : r.scores.performance)),
    lowest: { accessibility: lowest('accessibility'), 'best-practices': lowest('best-practices'), seo: lowest('seo') },
    failing: [...new Set(scored.flatMap((r) => r.failing))],
  };
}

/** Several runs of one page: their scores (summariseRuns) and the median metrics of the runs that completed. */
export function lighthouseFigures(runs) {
  const completed = runs.filter((r) => !r.runtimeError).map((r) => r.metrics);
  return { ...summariseRuns(runs), ...medians(completed, ['fcp', 'lcp', 'tbt', 'cls', 'scriptKB']) };
}

/** A route's line of the printed table; with `row.scriptKB`, the JavaScript Lighthouse saw (median). */
export function lighthouseLine(row, runs) {
  const shown = (value) => (Number.isFinite(value) ? String(value) : 'failed').padStart(3);
  const js = Number.isFinite(row.scriptKB) ? `  js ${row.scriptKB.toFixed(1)} KB` : '';
  return `${row.route.padEnd(72)} perf ${shown(row.performance)}${runs > 1 ? ` (${row.performanceRuns.join(', ')})` : ''}  a11y ${shown(row.lowest.accessibility)}  bp ${shown(row.lowest['best-practices'])}  seo ${shown(row.lowest.seo)}${js}${row.failing.length ? `  (below 100: ${row.failing.join(', ')})` : ''}`;
}
