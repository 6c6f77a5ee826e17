/**
 * Lighthouse runs as one figure, and the line `npm run lighthouse` prints per route: performance
 * is the median of the runs, the other categories their lowest, a failed run counted in neither.
 * Run alone: node --test platform/tools/bench/lighthouse/lighthouse-figures.test.mjs
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseFigures, lighthouseLine, summariseRuns } from './lighthouse-figures.mjs';

const run = (performance, accessibility, metrics = { fcp: 1000, lcp: 2000, tbt: 50, cls: 0 }) => ({
  scores: { performance, accessibility, 'best-practices': 100, seo: 100 },
  metrics,
  failing: performance < 100 ? ['largest-contentful-paint'] : [],
});
const failed = { scores: { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 }, runtimeError: 'NO_FCP: no paint', metrics: {}, failing: [] };

test('performance is the median of the runs that scored, the other categories their lowest', () => {
  assert.deepEqual(summariseRuns([run(90, 100), failed, run(96, 98), run(94, 100)]), {
    performance: 94,
    performanceRuns: [90, 'failed', 96, 94],
    lowest: { accessibility: 98, 'best-practices': 100, seo: 100 },
    failing: ['largest-contentful-paint'],
  });
});

test("the figures add the completed runs' median metrics", () => {
  const figures = lighthouseFigures([run(90, 100, { fcp: 900, lcp: 1800, tbt: 10, cls: 0.01 }), run(100, 100, { fcp: 1100, lcp: 2200, tbt: 30, cls: 0.03 }), failed]);
  assert.deepEqual([figures.performance, figures.fcp, figures.lcp, figures.tbt, figures.cls], [95, 1000, 2000, 20, 0.02]);
});

test("a route's line names its scores, its runs and the audits below 100; a failed figure says so", () => {
  const row = { route: '/contact', ...summariseRuns([run(90, 100), run(96, 98)]) };
  assert.equal(lighthouseLine(row, 2), `${'/contact'.padEnd(72)} perf  93 (90, 96)  a11y  98  bp 100  seo 100  (below 100: largest-contentful-paint)`);
  assert.match(lighthouseLine({ ...row, scriptKB: 113.64 }, 2), /seo 100 {2}js 113\.6 KB {2}\(below 100/);
  const none = { route: '/', ...summariseRuns([failed]) };
  assert.equal(lighthouseLine(none, 1), `${'/'.padEnd(72)} perf failed  a11y failed  bp failed  seo failed`);
});
