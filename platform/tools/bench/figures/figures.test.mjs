/**
 * The bench's pure figures: medians with failed runs left out, sampling the sites in turns, and
 * the plan `npm run bench`'s options make. Run alone: node --test platform/tools/bench/figures/figures.test.mjs
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { benchPlan } from './bench-plan.mjs';
import { fmt } from './bench-report.mjs';
import { median, medians } from './median.mjs';
import { sampleInTurns } from './turns.mjs';

test('a median of an odd count is the middle value, of an even count the mean of the middle two', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 10]), 3.5);
});

test('a failed measurement (NaN) is left out of a median; none left is NaN', () => {
  assert.equal(median([NaN, 2, 8, NaN]), 5);
  assert.ok(Number.isNaN(median([NaN])));
  assert.ok(Number.isNaN(median([])));
});

test('medians gives each figure of the samples its own median', () => {
  assert.deepEqual(medians([{ fcp: 100, lcp: 900 }, { fcp: 300, lcp: 700 }, { fcp: 200, lcp: NaN }], ['fcp', 'lcp']), { fcp: 200, lcp: 800 });
});

test('the sites take turns, run after run, so drift lands on each alike', async () => {
  const order = [];
  const samples = await sampleInTurns({ federated: 'f', single: 's' }, 3, async (site) => {
    order.push(site);
    return order.length;
  });
  assert.deepEqual(order, ['f', 's', 'f', 's', 'f', 's']);
  assert.deepEqual(samples, { federated: [1, 3, 5], single: [2, 4, 6] });
});

test('a figure is printed with its decimals, a failed one as n/a', () => {
  assert.equal(fmt(1234.567), '1235');
  assert.equal(fmt(0.1234, 3), '0.123');
  assert.equal(fmt(NaN), 'n/a');
});

test('without options the bench runs every part, 3 runs on a 4x phone, seven routes and three taps', () => {
  const plan = benchPlan({});
  assert.deepEqual([plan.runs, plan.lighthouseRuns, plan.cpuSlowdown], [3, 3, 4]);
  assert.equal(plan.routes.length, 7);
  assert.deepEqual(plan.navTargets.map(([, target]) => target), ['/solutions', '/resources', '/contact']);
  assert.deepEqual([plan.build, plan.lighthouse, plan.navigation, plan.tour, plan.integrity, plan.pathMode, plan.baseline], [true, true, true, true, true, true, null]);
});

test('the options narrow the plan: routes, taps by their target, parts left out', () => {
  const plan = benchPlan({ runs: '5', routes: '/,/contact', taps: '/contact,/resources/blog/crm-for-small-business-growth-a-practical-starter-guide', 'no-lighthouse': true, 'menu-taps': true });
  assert.equal(plan.runs, 5);
  assert.deepEqual(plan.routes, ['/', '/contact']);
  assert.deepEqual(plan.navTargets[0], ['Contact', '/contact', 'Contact Us']);
  assert.deepEqual(plan.navTargets[1][3], { from: '/resources', linkIn: 'main' });
  assert.equal(plan.lighthouse, false);
  assert.equal(plan.menuTaps, true);
});

test('a wrong count or a tap to nowhere is refused, naming the option', () => {
  assert.throws(() => benchPlan({ runs: '0' }), { message: '--runs takes a whole number (1 or more), got "0".' });
  assert.throws(() => benchPlan({ cpu: '2.5' }), { message: '--cpu takes a whole number (1 or more), got "2.5".' });
  assert.throws(() => benchPlan({ taps: '/about' }), /^Error: --taps: no tap to "\/about"; there are \/solutions, \/resources, \/contact, /);
});
