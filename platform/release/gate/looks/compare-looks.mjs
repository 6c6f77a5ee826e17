/**
 * The release gate's look check, on pictures (the browsers' side is e2e/journeys/looks/): a
 * screen of the live site and the same screen with the candidate, cut into the regions of the
 * page (the shell's header, footer and skip link, and the page in <main>), each compared where
 * each side drew it, and judged by who owns what. compare-looks.test.mjs proves the rules on
 * pictures it paints itself.
 */
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * What counts as a change, per engine: how different two pixels' colours must be (pixelmatch's
 * `threshold`, 0 to 1, with its anti-aliasing detection on: the edge of a glyph drawn a shade
 * apart is not a change), and how many such pixels a region may have by itself.
 *
 * Two captures of the same live page in Chromium or Firefox differ in no pixel (measured:
 * docs/releasing.md, "What the gate compares"), so any pixel beyond 0.1 there is a change someone
 * made. WebKitGTK does not draw the same page twice the same: 2 to 63 pixels of a screen a shade
 * apart (below 0.3), and now and then one pixel of an icon's stroke drawn light instead of dark.
 * It counts colours 0.3 apart and more, in more than 8 pixels of a region: any restyle of a
 * region is thousands; a subtle shade of a few glyphs is left to the two other engines.
 */
export const TOLERANCE = {
  chromium: { threshold: 0.1, pixels: 0 },
  firefox: { threshold: 0.1, pixels: 0 },
  webkit: { threshold: 0.3, pixels: 8 },
};

/** The tolerance of an engine not in the list: the strictest. */
function toleranceOf(engine) {
  return TOLERANCE[engine] ?? TOLERANCE.chromium;
}

/** The regions the shell draws on every page: a candidate remote may change none of them. */
export const SHELL_REGIONS = ['header', 'footer', 'skip link'];
/** The region of the route's own page: its owner's to change. */
export const PAGE_REGION = 'page';

/**
 * @typedef {{ x: number, y: number, width: number, height: number }} Box  in the picture's pixels
 * @typedef {{ name: string, live: Box | null, candidate: Box | null }} Region
 *   where each side drew the region on this screen; null where it is not on the screen
 */

/**
 * The part of a picture inside `box` (clipped to the picture), as RGBA rows: the whole pixels
 * only, so a region whose edge falls inside a pixel does not take in its neighbour's colour.
 */
function crop(png, box) {
  const x = Math.max(0, Math.ceil(box.x));
  const y = Math.max(0, Math.ceil(box.y));
  const width = Math.max(0, Math.min(png.width, Math.floor(box.x + box.width)) - x);
  const height = Math.max(0, Math.min(png.height, Math.floor(box.y + box.height)) - y);
  const data = Buffer.alloc(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const from = ((y + row) * png.width + x) * 4;
    png.data.copy(data, row * width * 4, from, from + width * 4);
  }
  return { width, height, data };
}

/**
 * How much of a region changed between the two pictures: the share of its pixels (0 to 1) that
 * differ, each side cut where it drew the region, or 0 when no more differ than the engine's
 * tolerance allows. A region drawn at another size, or on one side only, changed whole.
 * @param {{ width: number, height: number, data: Buffer }} live  a decoded picture (PNG.sync.read)
 * @param {{ width: number, height: number, data: Buffer }} candidate
 * @param {Region} region
 * @param {string} [engine]  whose tolerance applies (TOLERANCE)
 */
export function changedShare(live, candidate, region, engine = 'chromium') {
  const a = region.live ? crop(live, region.live) : null;
  const b = region.candidate ? crop(candidate, region.candidate) : null;
  const pixels = (part) => (part ? part.width * part.height : 0);
  if (!pixels(a) && !pixels(b)) return 0;
  if (!a || !b || a.width !== b.width || a.height !== b.height) return 1;
  const { threshold, pixels: allowed } = toleranceOf(engine);
  const changed = pixelmatch(a.data, b.data, null, a.width, a.height, { threshold });
  return changed > allowed ? changed / pixels(a) : 0;
}

/**
 * Where two pictures differ (red over a faded live picture), as a PNG file for the gate's
 * report, by the engine's colour threshold. Pictures of different sizes are compared over the
 * part they share.
 * @param {Buffer} livePng
 * @param {Buffer} candidatePng
 * @param {string} [engine]
 * @returns {Buffer}
 */
export function differencePicture(livePng, candidatePng, engine = 'chromium') {
  const live = PNG.sync.read(livePng);
  const candidate = PNG.sync.read(candidatePng);
  const box = { x: 0, y: 0, width: Math.min(live.width, candidate.width), height: Math.min(live.height, candidate.height) };
  const a = crop(live, box);
  const b = crop(candidate, box);
  const out = new PNG({ width: a.width, height: a.height });
  pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: toleranceOf(engine).threshold });
  return PNG.sync.write(out);
}

/**
 * Whether a region's change is the candidate's to make:
 *   "own"     its owner changed it: allowed, and listed in the report
 *   "meant"   the shell changed another team's page, and its release says the change is meant
 *             (`npm run release -- shell --looks-changed`): allowed, and listed as such
 *   "links"   a remote's release that declares other header or footer links than its live
 *             version changed the header or the footer: the shell draws those links from the
 *             declaration, so they change; allowed, and listed as such
 *   "refused" anything else: the release stops before its switch
 * @param {{ candidate: string, routeOwner: string, region: string, meant?: boolean, linksChanged?: boolean }} change
 *   candidate: the team releasing ("shell" or a remote's name); routeOwner: the team whose page the route is
 */
export function judgeChange({ candidate, routeOwner, region, meant = false, linksChanged = false }) {
  if (candidate === 'shell') {
    if (SHELL_REGIONS.includes(region) || routeOwner === 'shell') return 'own';
    return meant ? 'meant' : 'refused';
  }
  if (region === PAGE_REGION) return routeOwner === candidate ? 'own' : 'refused';
  return linksChanged && (region === 'header' || region === 'footer') ? 'links' : 'refused';
}

/**
 * One screen judged: each region's changed share, and its verdict where it changed.
 * @param {{ live: Buffer, candidate: Buffer, regions: Region[], candidateTeam: string, routeOwner: string, meant?: boolean, linksChanged?: boolean, engine?: string }} screen
 *   live, candidate: the PNG files of the two captures; engine: the one that drew them (TOLERANCE)
 * @returns {{ region: string, share: number, verdict: 'own' | 'meant' | 'links' | 'refused' }[]} the regions that changed
 */
export function compareScreen({ live, candidate, regions, candidateTeam, routeOwner, meant, linksChanged, engine }) {
  // The engines encode the same pixels to the same bytes: most screens need no decoding.
  if (live.equals(candidate) && regions.every((region) => JSON.stringify(region.live) === JSON.stringify(region.candidate))) return [];
  const a = PNG.sync.read(live);
  const b = PNG.sync.read(candidate);
  return regions.flatMap((region) => {
    const share = changedShare(a, b, region, engine);
    return share > 0 ? [{ region: region.name, share, verdict: judgeChange({ candidate: candidateTeam, routeOwner, region: region.name, meant, linksChanged }) }] : [];
  });
}

/** A share as the terminal shows it: "0.42 %", at least "0.01 %" for a change of a few pixels. */
export function percent(share) {
  return `${Math.max(share * 100, 0.01).toFixed(2)} %`;
}

/** One changed region as the terminal and the refusal say it: "/solutions after /contact, 390 px, bottom of the page: the footer (12.30 % of it changed)". */
export function describeFinding({ view, width, screen, region, share }) {
  return `${view}, ${width} px, ${screen} of the page: the ${region} (${percent(share)} of it changed)`;
}

const SHOWN = 12;
const NOTED = { meant: ', meant (--looks-changed)', links: ', by the header and footer links it declares' };

/**
 * What a gate that passed says of the changes it allowed (runJourneys' `looks`), a line per region
 * and engine, at most a dozen, then where the pictures are; nothing when nothing changed.
 * @param {{ engine: string, view: string, width: number, screen: string, region: string, share: number, verdict: string }[]} findings
 * @param {string} kept  the gate's report folder, as the command names it; its HTML report shows each change as pictures
 */
export function allowedChangeLines(findings, kept) {
  const allowed = findings.filter(({ verdict }) => verdict !== 'refused');
  if (!allowed.length) return [];
  const lines = allowed.slice(0, SHOWN).map((finding) => `  [${finding.engine}] ${describeFinding(finding)}${NOTED[finding.verdict] ?? ''}`);
  if (allowed.length > SHOWN) lines.push(`  and ${allowed.length - SHOWN} more`);
  return [
    'The look check allowed these changes, each its team\'s own:',
    ...lines,
    `Each as live / candidate / difference: npx playwright show-report ${path.join(kept, 'report')} (the pictures are in ${path.join(kept, 'looks')}/)`,
  ];
}
