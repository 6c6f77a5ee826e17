import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { beforeAnyInteraction, expect, siteUrl, test, teamOf, warmingSettled } from '../fixtures';
import { ROUTES as ROUTE_TABLE } from '../../platform/workspace/index.js';
import { hubResources } from '../support/content';
import { pageFrame } from '../support/html-frame';

/**
 * Byte budgets: the brotli-compressed JavaScript each route downloads on a cold visit without
 * interaction (its first load and what it fetches once loaded), and a whole visit (the tour),
 * from the production build. Bytes do not depend on the machine's speed, so this is a test;
 * timings stay in the benchmark. size-limit and webpack's `performance` hints measure files or
 * one build's entry points, not what a route loads across four builds joined at run time, so a
 * real browser lists the files here. `UPDATE_BUDGETS=1` rewrites byte-budgets.json with today's
 * figures (each budget 2 % above them): review that diff like code.
 */
const budgetsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'byte-budgets.json');
const HEADROOM = 1.02;

interface Measured {
  bytes: number;
  /** Brotli bytes per file, by its name without the content hash ("shell/main", "resources/remoteEntry"). */
  files: Record<string, number>;
}
interface Budget {
  budgetBytes: number;
  measured: Measured;
}
type Budgets = Record<string, Budget>;

const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
const updated: Budgets = {};

/** "http://127.0.0.1:4001/resources/abc123/577.ba441242.js" -> "resources/577" */
function fileKey(url: string): string {
  const { origin, pathname } = new URL(url);
  const owner = origin === new URL(siteUrl()).origin ? 'shell' : pathname.split('/').filter(Boolean)[0];
  return `${owner}/${path.basename(pathname).replace(/(\.[0-9a-f]{8})?\.js$/, '')}`;
}

/** Scripts that carry the federation runtime (its log prefix), across every page of the test. */
const runtimeCopies = new Set<string>();

/**
 * A script's size as the CDN sends it: its brotli copy beside it in the deploy (the build
 * writes one for every file of 1 KB or more, at brotli's best), else compressed here the same
 * way (small files, which a server may send as they are, are counted compressed all the same).
 */
function brotliBytes(url: string, body: Buffer): number {
  const { origin, pathname } = new URL(url);
  const folder = origin === new URL(siteUrl()).origin ? 'shell' : 'cdn';
  const file = path.join(process.env.SITE_DIR!, folder, decodeURIComponent(pathname));
  if (existsSync(`${file}.br`) && statSync(file).size === body.length) return statSync(`${file}.br`).size;
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * Records every script the page downloads, compressed as a CDN serves it. Every JavaScript
 * response is counted or the test fails: one whose body cannot be read, that answered another
 * status than 200, or that came as another kind of request than a script, is listed by
 * `counted()` as a failure, never left out of the sum.
 */
function recordScripts(page: Page) {
  const measured: Measured = { bytes: 0, files: {} };
  const pending: Promise<void>[] = [];
  const uncounted: string[] = [];
  const count = async (response: Response) => {
    const url = response.url();
    const type = response.request().resourceType();
    if (type !== 'script') return void uncounted.push(`${url}: JavaScript fetched as "${type}", not as a script`);
    if (response.status() !== 200) return void uncounted.push(`${url}: status ${response.status()}`);
    let body: Buffer;
    try {
      body = await response.body();
    } catch (error) {
      return void uncounted.push(`${url}: its body could not be read (${(error as Error).message.split('\n')[0]})`);
    }
    if (body.includes('[ Federation Runtime ]')) runtimeCopies.add(url);
    const bytes = brotliBytes(url, body);
    const key = fileKey(url);
    measured.files[key] = (measured.files[key] ?? 0) + bytes;
    measured.bytes += bytes;
  };
  page.on('response', (response) => {
    const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
    if (isScript) pending.push(count(response));
  });
  return {
    /** The sum once every response seen so far has been read; fails if any could not be counted. */
    async counted(): Promise<Measured> {
      await Promise.all(pending);
      expect(uncounted, 'every script the page downloaded is counted').toEqual([]);
      return measured;
    },
  };
}

/** Counts the page's requests under way from now on. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/** Waits until `route`'s page has rendered in full (its heading, nothing busy) and no request is under way. */
async function pageComplete(page: Page, route: string, inFlight: () => number) {
  const container = page.locator(`[data-route-path="${route}"]`);
  await expect(container.locator('h1')).toBeVisible();
  await expect(container.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(inFlight).toBe(0);
}

/**
 * Waits until the page has fetched what it fetches without interaction: the shell marks when
 * warming has settled ('remote-warming:done', or ':skipped'), the download it makes at an idle
 * moment after the first page (shell/src/scheduling/after-first-page.ts), and then no request is
 * under way. The mark is the page's own word that it is done, which a quiet spell of the network
 * is not.
 */
async function settled(page: Page, inFlight: () => number) {
  await warmingSettled(page, { timeout: 20_000 });
  await expect.poll(inFlight).toBe(0);
}

/**
 * The end of a test that measured: a run that rewrites the budgets (UPDATE_BUDGETS=1) proves
 * none of them, so its tests end skipped, saying so, never passed.
 */
function budgetsChecked() {
  test.skip(Boolean(process.env.UPDATE_BUDGETS), 'UPDATE_BUDGETS: the figures were written to e2e/quality/byte-budgets.json, not checked');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function check(name: string, measured: Measured) {
  const budget = budgets[name];
  if (process.env.UPDATE_BUDGETS) {
    updated[name] = { budgetBytes: Math.ceil(measured.bytes * HEADROOM), measured };
    return;
  }
  expect(budget, `no budget for ${name} in e2e/quality/byte-budgets.json: run the suite with UPDATE_BUDGETS=1`).toBeDefined();
  const grew = Object.entries(measured.files)
    .filter(([file, bytes]) => bytes > (budget.measured.files[file] ?? 0))
    .map(([file, bytes]) => `  ${file}: ${kb(bytes)} (was ${budget.measured.files[file] === undefined ? 'not loaded' : kb(budget.measured.files[file])})`);
  expect(
    measured.bytes,
    `${name} ${name.startsWith('html') ? 'is' : 'downloads'} ${kb(measured.bytes)}${name.startsWith('html') ? '' : ' of JavaScript'}, over its budget of ${kb(budget.budgetBytes)}. Files that grew:\n${grew.join('\n') || '  (none: files were added)'}`,
  ).toBeLessThanOrEqual(budget.budgetBytes);
}

// A visit that only reads, in the full Chromium: a pointer over the page would fetch what waits
// for the first interaction (fixtures.ts, beforeAnyInteraction).
test.use(beforeAnyInteraction);

/** An article the hub links to, whichever the content has (its JavaScript is any article's). */
const ARTICLE = hubResources().find((resource) => resource.path)!.path!;
/** Every page of the route table by its path, and an article; each budget is named so in byte-budgets.json. */
const ROUTES: Array<[name: string, route: string]> = [...Object.keys(ROUTE_TABLE).map((route): [string, string] => [route, route]), ['an article', ARTICLE]];

test.describe('byte budgets (hash mode, production build)', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(() => {
    if (process.env.UPDATE_BUDGETS) writeFileSync(budgetsFile, `${JSON.stringify({ ...budgets, ...updated }, null, 2)}\n`);
  });

  for (const [name, route] of ROUTES) {
    // The shell's scripts are part of every route's bytes.
    test(`a cold visit to ${name}`, { tag: [...new Set([teamOf(route), '@shell'])] }, async ({ page }) => {
      const scripts = recordScripts(page);
      const inFlight = trackRequests(page);
      await page.goto(siteUrl(route));
      await pageComplete(page, route, inFlight);
      await settled(page, inFlight);
      check(name, await scripts.counted());
      budgetsChecked();
    });
  }

  // The prerendered HTML of the pages that list or show posts, as a host would send it (brotli at
  // its best, as the deploy writes every file's copy), without what follows from the content
  // (pageFrame): what is left is the page's cost that publishing never changes, so a budget on it
  // holds at any amount of content. No browser: the files of the suite's path-mode site.
  test('the prerendered HTML of the hub, a list page and an article, without their content', { tag: ['@resources', '@shell'] }, () => {
    for (const [name, route] of [['/resources', '/resources'], ['/resources/blog/page/1', '/resources/blog/page/1'], ['an article', ARTICLE]]) {
      const frame = pageFrame(readFileSync(path.join(process.env.PATH_SITE_DIR!, route, 'index.html'), 'utf8'));
      const bytes = brotliCompressSync(frame, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      check(`html frame of ${name}`, { bytes, files: { 'index.html': bytes } });
    }
    budgetsChecked();
  });

  test('the tour: home, Solutions, Resources, an article, Contact', { tag: ['@platform', '@shell', '@solutions', '@resources', '@contact'] }, async ({ page }) => {
    test.setTimeout(60_000);
    runtimeCopies.clear();
    const scripts = recordScripts(page);
    const inFlight = trackRequests(page);
    await page.goto(siteUrl('/'));
    await pageComplete(page, '/', inFlight);
    await settled(page, inFlight);
    for (const [name, route] of [['Solutions', '/solutions'], ['Resources', '/resources'], ['an article', ARTICLE], ['Contact Us', '/contact']]) {
      const link = name === 'an article' ? page.locator(`main a[href$="${route}"]`).first() : page.locator('header').getByRole('link', { name, exact: true });
      await link.click();
      // What the page fetches on its own after a visit (its remote's later chunks) is counted too.
      await pageComplete(page, route, inFlight);
    }
    const measured = await scripts.counted();
    expect([...runtimeCopies], 'the tour downloads one copy of the federation runtime').toHaveLength(1);
    check('tour', measured);
    budgetsChecked();
  });
});
