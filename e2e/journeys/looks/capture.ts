import { poll, type Visitor } from '../visitor';
import { goInside, leavePreview, linkMatching, previewBanner, readyScreen, type PageBox } from './in-page';
import type { LooksPlan } from './gate-plan';

/**
 * The widths the gate looks at: a desktop's and a phone's, in CSS pixels, with their heights (or
 * as narrow as the engine's window goes: WebKit's, 447 px on this machine).
 */
export const SCREEN_SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const SCREENS = ['top', 'bottom'] as const;

/** One picture of one side: which route, how it was reached, at which width, which screen. */
export interface Capture {
  /** "/contact", or "/solutions after /contact" for a route reached inside the app after the candidate's pages. */
  view: string;
  /** The team whose page the route is. */
  owner: string;
  width: number;
  screen: (typeof SCREENS)[number];
  png: Buffer;
  regions: Array<{ name: string; box: PageBox | null }>;
}

const WAIT_MS = 15_000;

/** Waits until the page is drawn in full on that screen (readyScreen), and gives its regions. */
async function settle(visitor: Visitor, path: string, screen: 'top' | 'bottom', what: string, width?: number) {
  let waiting = '';
  return poll(
    `${what} is drawn in full (in ${visitor.engine})`,
    async () => {
      const ready = await visitor.evaluate(readyScreen, { path, screen, width });
      if ('regions' in ready) return ready.regions;
      waiting = ready.waiting;
      return undefined;
    },
    () => `still waiting for ${waiting}`,
    WAIT_MS,
  );
}

/**
 * The route's pictures at each width, the top and the bottom of the page; then the window is back
 * at the first width, where the next page is opened or reached. In Firefox a page reached at the
 * phone's width and then widened was drawn a pixel apart between the two sides in 2 runs of 3
 * (a row of text at another sub-pixel offset), and none when reached at the first width.
 */
async function picture(visitor: Visitor, path: string, owner: string, view = path): Promise<Capture[]> {
  const captures: Capture[] = [];
  for (const [index, size] of SCREEN_SIZES.entries()) {
    // The page is at the first width already (captureSide starts there, and each route ends there).
    const width = index === 0 ? size.width : await visitor.resize(size.width, size.height);
    for (const screen of SCREENS) {
      const regions = await settle(visitor, path, screen, `${view} at ${width} px`, width);
      captures.push({ view, owner, width, screen, png: await visitor.screenshot(), regions });
    }
  }
  await visitor.resize(SCREEN_SIZES[0].width, SCREEN_SIZES[0].height);
  return captures;
}

/**
 * Takes one side's pictures (the live site, or the candidate; `visitor` opens paths on that side's
 * site), in the plan's order, which is the
 * same for both sides: the candidate's own routes walked inside the app from the first one, then
 * every other area's route reached from there (what the candidate left in the document stays),
 * then every other area's route loaded afresh.
 *
 * A declared page with parameters ("/resources/:type/:slug") is visited at the first link to one
 * that the pages before it show; `found` carries those paths from the candidate's side, taken
 * first, to the live side, so both picture the same page.
 */
export async function captureSide(visitor: Visitor, plan: LooksPlan, side: 'live' | 'candidate', found: Map<string, string>): Promise<Capture[]> {
  const { query } = plan[side];
  const hashMode = plan.urlMode === 'hash';
  // A page with parameters that no page before it links to (a second page of a list too short
  // to have one) is not pictured, on either side.
  const concrete = async (path: string): Promise<string | null> => {
    if (!path.includes(':')) return path;
    const known = found.get(path) ?? ((await visitor.evaluate(linkMatching, path)) || '');
    found.set(path, known);
    return known || null;
  };
  // The first page opened carries the preview link's query: the tab keeps the preview from then on.
  let previewing = !query;
  const open = async (path: string) => {
    const [route, hash] = hashMode && path !== '/' ? ['/', `#${path}`] : [path, ''];
    await visitor.open(`${route}${previewing ? '' : `?${query}`}${hash}`);
    await settle(visitor, path, 'top', path);
    if (previewing) return;
    // The banner's code loads after the page: the shell says it took the preview once it shows.
    const banner = await poll(`the shell shows its preview banner (in ${visitor.engine})`, async () => (await visitor.evaluate(previewBanner)) ?? undefined, undefined, WAIT_MS);
    if (!banner.startsWith('Previewing')) throw new Error(`The shell did not run the candidate for the look check: ${banner} (in ${visitor.engine})`);
    previewing = true;
  };

  // Each side starts at the first width, as a page opened there is laid out from the start: in
  // WebKit a page opened in the window's first size and widened then kept the footer's email
  // row 8 px taller on that side, in 3 runs of 3.
  await visitor.resize(SCREEN_SIZES[0].width, SCREEN_SIZES[0].height);
  const captures: Capture[] = [];
  // The walk starts at a page without parameters, the pages with them found from there.
  const [start, ...rest] = [...plan.walk].sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')));
  if (start && !start.includes(':')) {
    await open(start);
    captures.push(...(await picture(visitor, start, plan.team)));
    for (const declared of rest) {
      const path = await concrete(declared);
      if (!path) continue;
      await visitor.evaluate(goInside, { path, hashMode });
      captures.push(...(await picture(visitor, path, plan.team)));
    }
    for (const { path: declared, owner } of plan.others) {
      const path = await concrete(declared);
      if (!path) continue;
      await visitor.evaluate(goInside, { path, hashMode });
      captures.push(...(await picture(visitor, path, owner, `${path} after ${start}`)));
    }
  }
  for (const { path: declared, owner } of plan.others) {
    const path = await concrete(declared);
    if (!path) continue;
    await open(path);
    captures.push(...(await picture(visitor, path, owner)));
  }
  if (query) await visitor.evaluate(leavePreview);
  return captures;
}
