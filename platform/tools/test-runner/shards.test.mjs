import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserKey, shardOf, splitByDuration, weighItems } from './shards.mjs';

const MAP = {
  tests: {
    'a.spec.ts › slow': { ms: { chromium: 40_000, firefox: 10_000 } },
    'a.spec.ts › quick': { ms: { chromium: 2_000 } },
    'b.spec.ts › middling': { ms: { chromium: 8_000 } },
  },
  steps: { lint: 50_000, typeCheck: 30_000, unit: { 'x.test.ts': 3_000, 'y.test.ts': 1_000 }, platformUnit: { 'p.test.mjs': 20_000 } },
};
const browser = [
  { project: 'chromium', id: 'a.spec.ts › slow' },
  { project: 'firefox', id: 'a.spec.ts › slow' },
  { project: 'chromium', id: 'a.spec.ts › quick' },
  { project: 'chromium', id: 'b.spec.ts › middling' },
  { project: 'chromium', id: 'c.spec.ts › new' },
];
const items = weighItems({ checks: ['lint', 'typeCheck'], unit: ['x.test.ts', 'y.test.ts', 'z.test.ts'], platformUnit: ['p.test.mjs'], browser, map: MAP });

test('each item weighs its recorded duration; one the map does not know, the median of its kind', () => {
  const weight = Object.fromEntries(items.map((item) => [`${item.kind} ${item.name}`, item.ms]));
  assert.equal(weight['check lint'], 50_000);
  assert.equal(weight['unit z.test.ts'], 3_000);
  assert.equal(weight['browser [firefox] a.spec.ts › slow'], 10_000);
  assert.equal(weight['browser [chromium] c.spec.ts › new'], 10_000);
  assert.equal(browserKey(browser[0]), '[chromium] a.spec.ts › slow');
});

test('without a map, every item weighs about what its kind takes today', () => {
  const unweighed = weighItems({ checks: ['lint'], unit: ['x.test.ts'], platformUnit: [], browser: [browser[0]], map: null });
  assert.deepEqual(unweighed.map((item) => item.ms), [60_000, 1_000, 5_000]);
});

test('the parts take every item exactly once, and weigh about the same', () => {
  for (const count of [1, 2, 3]) {
    const parts = splitByDuration(items, count);
    const taken = parts.flatMap((part) => part.items);
    assert.equal(taken.length, items.length);
    assert.equal(new Set(taken).size, items.length);
    const weights = parts.map((part) => part.ms);
    const total = items.reduce((sum, item) => sum + item.ms, 0);
    // The heaviest-first greedy split is within the heaviest item of an even share.
    assert.ok(Math.max(...weights) <= total / count + 50_000, `${count}: ${weights}`);
  }
});

test('every machine makes the same parts: the split depends on the items, not their order', () => {
  const again = splitByDuration([...items].reverse(), 2).map((part) => part.items.map((item) => `${item.kind} ${item.name}`).sort());
  assert.deepEqual(again, splitByDuration(items, 2).map((part) => part.items.map((item) => `${item.kind} ${item.name}`).sort()));
});

test("shardOf: a part's names by kind, in the order they were listed", () => {
  const [first, second] = [1, 2].map((index) => shardOf(items, { index, total: 2 }));
  assert.deepEqual([...first.checks, ...second.checks].sort(), ['lint', 'typeCheck']);
  assert.deepEqual([...first.unit, ...second.unit].sort(), ['x.test.ts', 'y.test.ts', 'z.test.ts']);
  assert.deepEqual([...first.browser, ...second.browser].sort(), browser.map(browserKey).sort());
  assert.equal(first.ms + second.ms, items.reduce((sum, item) => sum + item.ms, 0));
});
