import { createRequire } from 'node:module';
import type { JSHandle, Locator, Page } from '@playwright/test';
import type { RemotePageRule } from '../../shared/src/contract';
import type { SiteUrls } from '../../shared/testing/contract-checks';
import { singletonProblems } from '../../platform/release/index.mjs';
import { expect, siteUrl, test } from '../fixtures';

/**
 * The remote page contract (shared/src/contract.ts) on every page each remote serves, as the
 * deployed site loads it through the federation runtime: per page, a test of its manifest and
 * one of the page itself, live and in its prerendered HTML; every failure names its rule. The
 * same rules in jsdom: shared/testing/remote-page-contract.tsx, which judges titles and links
 * with the same code (shared/testing/contract-checks.ts).
 */

const require = createRequire(import.meta.url);
// shared/ is CommonJS to this ES module: its files are required, not imported.
const { brokenRule, linkProblem, titleProblem } = require('../../shared/testing/contract-checks') as typeof import('../../shared/testing/contract-checks');
const { elementSignature, INTERACTIVE } = require('../../shared/src/stable-markup') as typeof import('../../shared/src/stable-markup');
const { pathMatches } = require('../../shared/src/pages/site-pages') as typeof import('../../shared/src/pages/site-pages');
/** Every remote's declared pages, and what the shell this checkout builds provides remotes (its provided-shared.json). */
const { shellProvides } = require('../../platform/webpack/index.js') as typeof import('../../platform/webpack/index.js');
const { builtPagesIn, remotePages } = require('../../platform/declarations/index.js') as typeof import('../../platform/declarations/index.js');
const { REMOTES, buildFolderOf } = require('../../platform/workspace/index.js') as typeof import('../../platform/workspace/index.js');

/** The pages the deployed builds declare, each pattern with the paths its build lists: what a link may lead to besides the route table. */
const builtSitePages = () => REMOTES.flatMap((remote) => builtPagesIn(remote, buildFolderOf(remote)));

function expectRule(rule: RemotePageRule, page: string, ok: boolean, found: () => string): void {
  expect(ok, brokenRule(rule, page, ok ? '' : found())).toBe(true);
}

/** The suite's two sites (global-setup.ts, once it has run): the hash-mode one, and the prerendered path-mode one. */
const hashSite = (): SiteUrls => ({ origin: new URL(siteUrl()).origin, urlMode: 'hash', basePath: '/', pages: builtSitePages() });
const pathSite = (): SiteUrls => ({ origin: new URL(process.env.PATH_SITE_URL ?? '').origin, urlMode: 'path', basePath: '/', pages: builtSitePages() });

/** Rule store-navigation on the links of a live page's container, in the site it runs in. */
async function expectStoreNavigation(container: Locator, id: string, site: SiteUrls): Promise<void> {
  const hrefs = await container.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const bad = hrefs.map((href) => linkProblem(href, site)).filter(Boolean);
  expectRule('store-navigation', id, bad.length === 0, () => `in the ${site.urlMode}-mode site it links to ${bad.join(', ')}`);
}

interface Manifest {
  exposes?: Array<{ name: string }>;
  shared?: Array<{ name: string; singleton?: boolean; requiredVersion?: string | false }>;
}

async function manifestOf(remote: string): Promise<Manifest> {
  const remotes = (await (await fetch(`${process.env.SITE_URL}/remotes.json`)).json()) as Record<string, { manifest: string }>;
  return (await (await fetch(remotes[remote].manifest)).json()) as Manifest;
}

/**
 * The page's container once its remote's live page has rendered in full: in path mode, the
 * nodes the HTML brought are gone (shell/src/takeover/prerendered-page.ts), and nothing is busy.
 */
async function openPage(page: Page, url: string, route: string) {
  await page.goto(url);
  // In path mode the HTML's own container matches before any script has run: wait for the app.
  await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 15_000 });
  const container = page.locator(`main [data-route-path="${route}"]`);
  await expect(container.locator('h1').first()).toBeVisible();
  await expect(container.locator('[data-prerendered]')).toHaveCount(0, { timeout: 15_000 });
  await expect(container.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return container;
}

/** The style sheets of the page that are not emotion's: <style> and <link rel=stylesheet> elements, adopted sheets. */
function stylesBesidesEmotion(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('style:not([data-emotion]), link[rel~="stylesheet"]')].map((element) => element.outerHTML.slice(0, 80)),
    ...document.adoptedStyleSheets.map((_, i) => `adopted style sheet ${i + 1}`),
  ]);
}

/**
 * Links, buttons and fields as the takeover tells them apart, read in the page. Playwright
 * sends a function's source to the page, not its closure, so elementSignature goes on its own,
 * once per element.
 */
async function signatures(root: JSHandle<Element>): Promise<string[]> {
  const list = await root.evaluateHandle((element, selector) => [...element.querySelectorAll(selector)], INTERACTIVE);
  const count = await list.evaluate((elements) => elements.length);
  const elements = await Promise.all(Array.from({ length: count }, (_, i) => list.getProperty(String(i)) as Promise<JSHandle<Element>>));
  const result = await Promise.all(elements.map((element) => element.evaluate(elementSignature)));
  await list.dispose();
  return result;
}

const pathRoutes = JSON.parse(process.env.PATH_SITE_ROUTES ?? '[]') as string[];
/** Where a page is seen: its own path, or for a pattern the first prerendered route it names. */
function samplePath(declared: string): string {
  if (!declared.includes(':')) return declared;
  return pathRoutes.find((route) => pathMatches(declared, route)) ?? declared.replaceAll(/:[a-zA-Z]+/g, 'missing');
}

for (const { remote, module, path: declaredPath } of remotePages()) {
  const id = `${remote}/${module}`;
  const path = samplePath(declaredPath);

  test.describe(`the remote page contract: ${id}`, { tag: ['@contract', `@${remote}`] }, () => {
    test('rules exposed-as-listed and shared-singletons, from the deployed manifest', async () => {
      const manifest = await manifestOf(remote);
      const exposed = (manifest.exposes ?? []).map((expose) => expose.name);
      expectRule('exposed-as-listed', id, exposed.includes(module), () => `its manifest exposes ${exposed.join(', ') || 'nothing'}`);
      // React, zustand, emotion and @site/shared shared as the one copy, each at a range the
      // shell this checkout builds meets: the release's own judgment (singleton-compat.mjs).
      const problems = singletonProblems({ shell: shellProvides(), remotes: [{ name: remote, manifest }], candidate: remote });
      expectRule('shared-singletons', id, problems.length === 0, () => problems.map(({ message }) => message).join('\n'));
    });

    // One test per page for the rules that load it: stable-markup's comparison on the
    // prerendered path-mode site, then the live site's rules in hash mode; store-navigation in
    // both, since each URL mode writes links its own way.
    test('rules stable-markup, one-heading, document-meta, emotion-styles, store-navigation and busy-while-incomplete, in its prerendered HTML and live', async ({
      page,
    }) => {
      await test.step('rules stable-markup (the same links, buttons and fields in its prerendered HTML and live) and store-navigation, in the path-mode site', async () => {
        // The route's HTML as a browser reads it before any script has run: parsed by the
        // browser's own HTML parser with scripting off (DOMParser), in a blank page, outside
        // the site's Trusted Types policy.
        const html = await (await page.request.get(`${process.env.PATH_SITE_URL}${path}`)).text();
        await page.goto('about:blank');
        const root = await page.evaluateHandle(
          ({ source, route }) => new DOMParser().parseFromString(source, 'text/html').querySelector(`main [data-route-path="${route}"]`),
          { source: html, route: path },
        );
        const inHtml = (await root.evaluate((element) => element !== null)) ? await signatures(root as JSHandle<Element>) : null;
        expectRule('stable-markup', id, inHtml !== null, () => `its prerendered HTML has no page container for ${path}`);
        const container = await openPage(page, `${process.env.PATH_SITE_URL}${path}`, path);
        const live = await signatures(await container.elementHandle());
        const first = (inHtml ?? []).findIndex((signature, i) => signature !== live[i]);
        expectRule('stable-markup', id, inHtml?.length === live.length && first === -1, () =>
          first === -1 ? `${inHtml?.length} elements in the HTML, ${live.length} live` : `element ${first} is ${inHtml?.[first]} in the HTML and ${live[first]} live`,
        );
        await expectStoreNavigation(container, id, pathSite());
      });

      await test.step('rules one-heading, document-meta, emotion-styles, store-navigation and busy-while-incomplete, in the live hash-mode site', async () => {
        await page.goto(siteUrl('/about'));
        await expect(page.locator('main h1')).toBeVisible();
        const shellStyles = await stylesBesidesEmotion(page);
        const container = await openPage(page, siteUrl(path), path);
        const headings = await page.locator('main h1').count();
        expectRule('one-heading', id, headings === 1, () => `found ${headings} h1 elements in <main>`);

        await expect
          .poll(async () => titleProblem(await page.title()), { message: brokenRule('document-meta', id, 'the title stayed as received below') })
          .toBeNull();
        const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
        expectRule('document-meta', id, description.trim().length > 0, () => 'there is no meta description');

        // What the page added besides emotion's rules: not in the shell's own page (the template's base styles).
        const foreign = (await stylesBesidesEmotion(page)).filter((style) => !shellStyles.includes(style));
        expectRule('emotion-styles', id, foreign.length === 0, () => `found ${foreign.join(', ')}`);

        await expectStoreNavigation(container, id, hashSite());
        expectRule('busy-while-incomplete', id, (await container.locator('[aria-busy="true"]').count()) === 0, () => 'it is still marked busy');
      });
    });
  });
}
