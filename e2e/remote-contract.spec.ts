import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import remoteApps from '../shared/remote-apps.json';
import { REMOTE_PAGE_RULES, type RemotePageRule } from '../shared/src/contract';
import { expect, siteUrl, test } from './fixtures';

/**
 * The remote page contract (shared/src/contract.ts) on every page each remote serves, as the
 * deployed site loads it through the federation runtime: a test per page and rule, whose
 * failure names the rule. The same rules in jsdom: shared/testing/remote-page-contract.tsx.
 */

const require = createRequire(import.meta.url);
const { providedShared } = require('../shared/build/webpack.js') as {
  providedShared: () => Record<string, { version: string; requiredVersion: string }>;
};
const { satisfy } = require('@module-federation/runtime-core') as { satisfy: (version: string, range: string) => boolean };

/** The modules every remote must take from the shell as singletons. */
const SINGLETONS = ['react', 'react-dom', 'zustand', '@emotion/react', '@emotion/styled', '@site/shared'];

function expectRule(rule: RemotePageRule, page: string, ok: boolean, found: () => string): void {
  expect(ok, `[contract: ${rule}] ${page} ${REMOTE_PAGE_RULES[rule]}: ${ok ? '' : found()} (shared/src/contract.ts)`).toBe(true);
}

interface Manifest {
  exposes?: Array<{ name: string }>;
  shared?: Array<{ name: string; singleton?: boolean; requiredVersion?: string | false }>;
}

async function manifestOf(remote: string): Promise<Manifest> {
  const remotes = (await (await fetch(`${process.env.SITE_URL}/remotes.json`)).json()) as Record<string, { manifest: string }>;
  return (await (await fetch(remotes[remote].manifest)).json()) as Manifest;
}

/** The page's container once its remote's page has rendered and nothing in it is busy. */
async function openPage(page: Page, url: string, route: string) {
  await page.goto(url);
  const container = page.locator(`main [data-route-path="${route}"]`);
  await expect(container.locator('h1').first()).toBeVisible();
  await expect(container.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return container;
}

/** Links, buttons and fields as the takeover tells them apart (shell/src/takeover/carry-over.ts). */
function signatures(root: Element): string[] {
  return [...root.querySelectorAll('a[href], button, input, textarea, select, summary, [tabindex]')].map((element) =>
    [element.tagName, element.getAttribute('name'), element.getAttribute('type'), element.getAttribute('href'), element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 80)].join(' '),
  );
}

const pathRoutes = JSON.parse(process.env.PATH_SITE_ROUTES ?? '[]') as string[];
const samplePaths: Record<string, string> = {
  solutions: '/solutions',
  resources: '/resources',
  contact: '/contact',
  article: pathRoutes.find((route) => route.startsWith('/resources/blog/')) ?? '/resources/blog/missing',
};

for (const { name: remote, pages } of remoteApps.remotes) {
  for (const { module, route } of pages) {
    const id = `${remote}/${module}`;
    const path = samplePaths[route];

    test.describe(`the remote page contract: ${id}`, { tag: ['@contract', `@${remote}`] }, () => {
      test('rules exposed-as-listed and shared-singletons, from the deployed manifest', async () => {
        const manifest = await manifestOf(remote);
        const exposed = (manifest.exposes ?? []).map((expose) => expose.name);
        expectRule('exposed-as-listed', id, exposed.includes(module), () => `its manifest exposes ${exposed.join(', ') || 'nothing'}`);
        const provided = providedShared();
        for (const name of SINGLETONS) {
          const shared = manifest.shared?.find((entry) => entry.name === name);
          expectRule('shared-singletons', id, Boolean(shared?.singleton), () => `${name} is ${shared ? 'not a singleton' : 'not shared: the remote bundles its own copy'}`);
          const range = shared?.requiredVersion;
          expectRule('shared-singletons', id, !range || satisfy(provided[name].version, range), () => `it needs ${name}@${String(range)}, the shell provides ${provided[name].version}`);
        }
      });

      test('rules one-heading, document-meta, emotion-styles, store-navigation and busy-while-incomplete, in the live site', async ({ page }) => {
        const container = await openPage(page, siteUrl(path), path);
        const headings = await page.locator('main h1').count();
        expectRule('one-heading', id, headings === 1, () => `found ${headings} h1 elements in <main>`);

        await expect
          .poll(() => page.title(), { message: `[contract: document-meta] ${id} ${REMOTE_PAGE_RULES['document-meta']}` })
          .toMatch(/^.+ \| Clearsky Consulting$/);
        const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
        expectRule('document-meta', id, description.trim().length > 0, () => 'there is no meta description');

        const foreign = await page.evaluate(() => [
          ...[...document.querySelectorAll('style:not([data-emotion]), link[rel~="stylesheet"]')].map((element) => element.outerHTML.slice(0, 80)),
          ...(document.adoptedStyleSheets.length ? ['an adopted style sheet'] : []),
        ]);
        expectRule('emotion-styles', id, foreign.length === 0, () => `found ${foreign.join(', ')}`);

        const hrefs = await container.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        const origin = new URL(siteUrl()).origin;
        const bad = hrefs.filter((href) => {
          if (/^(mailto|tel):/.test(href)) return false;
          const url = new URL(href, origin);
          return url.origin === origin ? !/^\/#\/[^#]*$/.test(href) : url.protocol !== 'https:';
        });
        expectRule('store-navigation', id, bad.length === 0, () => `it links to ${bad.join(', ')}`);
        expectRule('busy-while-incomplete', id, (await container.locator('[aria-busy="true"]').count()) === 0, () => 'it is still marked busy');
      });

      test('rule stable-markup: the same links, buttons and fields in its prerendered HTML and live', async ({ browser, page }) => {
        // The route's HTML as a browser reads it before any script has run.
        const context = await browser.newContext({ javaScriptEnabled: false });
        let inHtml: string[] | null;
        try {
          const htmlPage = await context.newPage();
          await htmlPage.goto(`${process.env.PATH_SITE_URL}${path}`);
          const root = htmlPage.locator(`main [data-route-path="${path}"]`);
          inHtml = (await root.count()) ? await root.evaluate(signatures) : null;
        } finally {
          await context.close();
        }
        expectRule('stable-markup', id, inHtml !== null, () => `its prerendered HTML has no page container for ${path}`);
        const live = await (await openPage(page, `${process.env.PATH_SITE_URL}${path}`, path)).evaluate(signatures);
        const differ = (inHtml ?? []).filter((signature, i) => signature !== live[i]);
        expectRule('stable-markup', id, inHtml?.length === live.length && differ.length === 0, () => `the HTML and the live page differ: ${differ.slice(0, 3).join('; ') || `${inHtml?.length} then ${live.length} elements`}`);
      });
    });
  }
}
