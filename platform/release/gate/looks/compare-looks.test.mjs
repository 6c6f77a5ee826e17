/**
 * The gate's look check on pictures painted here (compare-looks.mjs): what counts as a change,
 * where, and whose it is. The browsers' captures are proven once end to end, by the nested gate
 * of e2e/release/release.spec.ts (refused) and the recipes' release of a new area (passed).
 * Run alone: node --test platform/release/gate/looks/compare-looks.test.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PNG } from 'pngjs';
import { compareScreen, changedShare, differencePicture, judgeChange, percent } from './compare-looks.mjs';

const WHITE = [255, 255, 255];
const NAVY = [20, 40, 90];

/** A 100 x 100 picture, white, with rectangles painted on it: [x, y, width, height, [r, g, b]]. */
function picture(...rects) {
  const png = new PNG({ width: 100, height: 100 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...WHITE, 255], i);
  for (const [x, y, width, height, colour] of rects) {
    for (let row = y; row < y + height; row += 1) {
      for (let col = x; col < x + width; col += 1) png.data.set([...colour, 255], (row * 100 + col) * 4);
    }
  }
  return PNG.sync.write(png);
}

const header = (colour = NAVY) => [0, 0, 100, 10, colour];
const card = (colour = NAVY) => [20, 40, 30, 20, colour];
const regions = [
  { name: 'header', live: { x: 0, y: 0, width: 100, height: 10 }, candidate: { x: 0, y: 0, width: 100, height: 10 } },
  { name: 'page', live: { x: 0, y: 10, width: 100, height: 80 }, candidate: { x: 0, y: 10, width: 100, height: 80 } },
  { name: 'footer', live: { x: 0, y: 90, width: 100, height: 10 }, candidate: { x: 0, y: 90, width: 100, height: 10 } },
];
const contact = { candidateTeam: 'contact', regions };

describe('compareScreen: the regions that changed, and whose change it is', () => {
  test('the same picture on both sides changes nothing', () => {
    const live = picture(header(), card());
    assert.deepEqual(compareScreen({ ...contact, routeOwner: 'solutions', live, candidate: picture(header(), card()) }), []);
  });

  test("a remote that recolours the shell's header is refused on any route, its own included", () => {
    const live = picture(header(), card());
    const candidate = picture(header([150, 0, 0]), card());
    for (const routeOwner of ['contact', 'solutions', 'shell']) {
      assert.deepEqual(compareScreen({ ...contact, routeOwner, live, candidate }), [{ region: 'header', share: 1, verdict: 'refused' }]);
    }
  });

  test("a change to the remote's own page is its own, measured as a share of the page; on another team's page it is refused", () => {
    const live = picture(header(), card());
    const candidate = picture(header(), card([0, 120, 60]));
    const share = (30 * 20) / (100 * 80);
    assert.deepEqual(compareScreen({ ...contact, routeOwner: 'contact', live, candidate }), [{ region: 'page', share, verdict: 'own' }]);
    assert.deepEqual(compareScreen({ ...contact, routeOwner: 'resources', live, candidate }), [{ region: 'page', share, verdict: 'refused' }]);
  });

  test('a colour a shade apart is not a change; a visible one, however small, is', () => {
    const live = picture(card());
    assert.deepEqual(compareScreen({ ...contact, routeOwner: 'solutions', live, candidate: picture(card([21, 41, 91])) }), []);
    const dot = compareScreen({ ...contact, routeOwner: 'solutions', live, candidate: picture(card(), [70, 70, 1, 1, [200, 0, 0]]) });
    assert.deepEqual(dot, [{ region: 'page', share: 1 / 8000, verdict: 'refused' }]);
  });

  test("WebKit's noise is no change: a few pixels, or a faint shade, in a region; a restyle is refused as anywhere", () => {
    const live = picture(card());
    const page = (candidate) => compareScreen({ ...contact, routeOwner: 'solutions', live, candidate, engine: 'webkit' });
    // Eight stray pixels of an icon's stroke drawn dark on one side: WebKit's noise; nine: a change.
    const stray = (count) => Array.from({ length: count }, (_, i) => [60 + i * 3, 70, 1, 1, NAVY]);
    assert.deepEqual(page(picture(card(), ...stray(8))), []);
    assert.deepEqual(page(picture(card(), ...stray(9))), [{ region: 'page', share: 9 / 8000, verdict: 'refused' }]);
    // A shade 0.2 apart on the whole card (pixelmatch's scale): no change in WebKit, one in Chromium.
    const shaded = picture([20, 40, 30, 20, [70, 85, 125]]);
    assert.deepEqual(page(shaded), []);
    assert.equal(compareScreen({ ...contact, routeOwner: 'solutions', live, candidate: shaded, engine: 'chromium' }).length, 1);
    assert.deepEqual(page(picture(card([150, 0, 0]))), [{ region: 'page', share: (30 * 20) / 8000, verdict: 'refused' }]);
  });

  test('each side is cut where it drew the region: a footer pushed down by a longer page is the same footer', () => {
    const live = picture([0, 80, 100, 10, NAVY]);
    const candidate = picture([0, 90, 100, 10, NAVY]);
    const footer = { name: 'footer', live: { x: 0, y: 80, width: 100, height: 10 }, candidate: { x: 0, y: 90, width: 100, height: 10 } };
    assert.deepEqual(compareScreen({ ...contact, regions: [footer], routeOwner: 'contact', live, candidate }), []);
  });

  test('a region drawn at another size, or on one side only, changed whole', () => {
    const live = PNG.sync.read(picture(header()));
    const taller = { name: 'header', live: { x: 0, y: 0, width: 100, height: 10 }, candidate: { x: 0, y: 0, width: 100, height: 14 } };
    assert.equal(changedShare(live, live, taller), 1);
    assert.equal(changedShare(live, live, { ...taller, candidate: null }), 1);
    assert.equal(changedShare(live, live, { name: 'skip link', live: null, candidate: null }), 0);
    // A box that runs off the picture is cut at its edge.
    assert.equal(changedShare(live, live, { name: 'footer', live: { x: 0, y: 95, width: 100, height: 30 }, candidate: { x: 0, y: 95, width: 100, height: 30 } }), 0);
  });
});

describe('judgeChange: who may change what', () => {
  test("a remote: its own routes' page only", () => {
    assert.equal(judgeChange({ candidate: 'contact', routeOwner: 'contact', region: 'page' }), 'own');
    for (const region of ['header', 'footer', 'skip link']) assert.equal(judgeChange({ candidate: 'contact', routeOwner: 'contact', region }), 'refused');
    assert.equal(judgeChange({ candidate: 'contact', routeOwner: 'shell', region: 'page' }), 'refused');
    // A remote cannot say its change of another page is meant: only the shell's release can.
    assert.equal(judgeChange({ candidate: 'contact', routeOwner: 'solutions', region: 'page', meant: true }), 'refused');
  });

  test("the shell: its regions and its routes; a remote's page only when the release says the change is meant", () => {
    for (const region of ['header', 'footer', 'skip link']) assert.equal(judgeChange({ candidate: 'shell', routeOwner: 'solutions', region }), 'own');
    assert.equal(judgeChange({ candidate: 'shell', routeOwner: 'shell', region: 'page' }), 'own');
    assert.equal(judgeChange({ candidate: 'shell', routeOwner: 'solutions', region: 'page' }), 'refused');
    assert.equal(judgeChange({ candidate: 'shell', routeOwner: 'solutions', region: 'page', meant: true }), 'meant');
  });
});

test('differencePicture: marks the changed pixels in red', () => {
  const diff = PNG.sync.read(differencePicture(picture(card()), picture(card([200, 0, 0]))));
  assert.deepEqual([diff.width, diff.height], [100, 100]);
  const at = (x, y) => [...diff.data.subarray((y * 100 + x) * 4, (y * 100 + x) * 4 + 3)];
  assert.deepEqual(at(30, 50), [255, 0, 0]);
  assert.notDeepEqual(at(5, 5), [255, 0, 0]);
});

test('percent: two decimals, and a change of a few pixels is never shown as 0.00 %', () => {
  assert.equal(percent(0.1234), '12.34 %');
  assert.equal(percent(1 / 8000), '0.01 %');
});

test("judgeChange: a remote that declares other links changes the header and the footer by the platform's hand, nothing else", () => {
  for (const region of ['header', 'footer']) assert.equal(judgeChange({ candidate: 'careers', routeOwner: 'shell', region, linksChanged: true }), 'links');
  assert.equal(judgeChange({ candidate: 'careers', routeOwner: 'shell', region: 'skip link', linksChanged: true }), 'refused');
  assert.equal(judgeChange({ candidate: 'careers', routeOwner: 'shell', region: 'page', linksChanged: true }), 'refused');
});
