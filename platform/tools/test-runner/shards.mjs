/**
 * `npm test -- --shard=I/N`: the suite split into N parts of about the same duration, by the
 * durations the test map recorded (shards.test.mjs). Pure: the suite's items and the map in,
 * each part's items out. Every part builds; everything else is an item of one part:
 *   check          lint, the type check (each whole: they read the whole workspace)
 *   unit           a jest test file
 *   platform-unit  a node:test file of platform/
 *   browser        a browser test in one engine
 * Each item weighs what it took in the last full run (test-map.mjs's `steps` and `tests`); an
 * item the map does not know weighs the median of its kind. Every machine computes the same
 * parts from the same clone: the split depends on the items and the map alone, and ties are
 * broken by name.
 */

/** A kind's median duration in `known` (ms), or `fallback` when none is known. */
function median(known, fallback) {
  const sorted = known.filter((ms) => Number.isFinite(ms) && ms > 0).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : fallback;
}

/** Stand-ins when the map knows nothing of a kind (a map from before it, or none): about today's figures. */
const FALLBACK_MS = { check: 60_000, unit: 1_000, 'platform-unit': 2_000, browser: 5_000 };

/**
 * The suite's items with their weights: `checks` ['lint', 'typeCheck'], `unit` and
 * `platformUnit` test files (relative to the root), `browser` tests ({ project, id, ... }).
 */
export function weighItems({ checks, unit, platformUnit, browser, map }) {
  const steps = map?.steps ?? {};
  const weigh = (kind, names, durationOf) => {
    const fallback = median(names.map(durationOf), FALLBACK_MS[kind]);
    return names.map((name) => ({ kind, name, ms: durationOf(name) || fallback }));
  };
  return [
    ...weigh('check', checks, (name) => steps[name]),
    ...weigh('unit', unit, (file) => steps.unit?.[file]),
    ...weigh('platform-unit', platformUnit, (file) => steps.platformUnit?.[file]),
    ...weigh('browser', browser.map(browserKey), (key) => {
      const [, project, id] = /^\[([^\]]+)\] (.*)$/.exec(key);
      return map?.tests?.[id]?.ms?.[project];
    }),
  ];
}

/** A browser test as one item: "[chromium] areas/contact.spec.ts › contact remote › ...". */
export const browserKey = ({ project, id }) => `[${project}] ${id}`;

/**
 * `items` (weighItems()) in `count` parts of about the same weight: the heaviest first, each into
 * the lightest part so far (the first of equals). Returns [{ ms, items }] per part.
 */
export function splitByDuration(items, count) {
  const parts = Array.from({ length: count }, () => ({ ms: 0, items: [] }));
  const order = [...items].sort((a, b) => b.ms - a.ms || `${a.kind} ${a.name}`.localeCompare(`${b.kind} ${b.name}`));
  for (const item of order) {
    const lightest = parts.reduce((best, part) => (part.ms < best.ms ? part : best));
    lightest.items.push(item);
    lightest.ms += item.ms;
  }
  return parts;
}

/** Part `index` (1-based) of `count`: the names of its items by kind, in the order they were listed. */
export function shardOf(items, { index, total }) {
  const mine = new Set(splitByDuration(items, total)[index - 1].items);
  const names = (kind) => items.filter((item) => item.kind === kind && mine.has(item)).map((item) => item.name);
  return { checks: names('check'), unit: names('unit'), platformUnit: names('platform-unit'), browser: names('browser'), ms: [...mine].reduce((sum, item) => sum + item.ms, 0) };
}
