/**
 * The remote page contract (shared/src/contract.ts, REMOTE_PAGE_RULES) checked on a remote's
 * exposed pages in jsdom: one test per page and rule, named after the rule, failing with what
 * the page did instead. Each remote runs it from src/exposes/exposes.contract.test.ts; the
 * loop of shared (`npm test -w shared`) runs all of them. What jsdom cannot show (the modules
 * shared at run time, the markup of prerendered HTML) the browser suite checks in
 * e2e/contract/remote-contract.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { isCompatibleContract, type RemotePageRule } from '../src/contract';
import type { UrlMode } from '../src/routing/location';
import { elementSignature, INTERACTIVE } from '../src/stable-markup';
import { siteStore } from '../src/store/site-store';
import { files, remotes } from '../src/config/workspace';
import { parseDeclaration } from '../src/pages/declaration-schema';
import type { DeclaredPage } from '../src/pages/site-pages';
import { brokenRule, linkProblem, titleProblem } from './contract-checks';

/**
 * The other remotes' pages, as their pages.json in this repository declare them, for the links a
 * page may make. Read here rather than through the platform, which the contract does not depend
 * on; whether a declaration keeps to its own paths is each build's check (platform/declarations).
 */
function otherRemotesPages(own: string): (Pick<DeclaredPage, 'path'> & { remote: string })[] {
  const root = path.resolve(__dirname, '../..');
  return remotes
    .filter(({ name }) => name !== own)
    .flatMap(({ name }) => {
      const file = path.join(root, `remote-${name}`, files.declaration);
      const { declaration, problems } = parseDeclaration(JSON.parse(readFileSync(file, 'utf8')));
      if (!declaration) throw new Error(`${file} is no declaration:\n  ${problems.join('\n  ')}`);
      return declaration.pages.map((page) => ({ remote: name, ...page }));
    });
}

/** jsdom's, as jest sets it up. */
const SITE_ORIGIN = 'http://localhost';
/** Long enough for a page that loads its data and renders in steps (the solutions catalogue). */
const SETTLE_TIMEOUT_MS = 10_000;
/** A test renders the page at most twice. */
const TEST_TIMEOUT_MS = 3 * SETTLE_TIMEOUT_MS;

function expectRule(rule: RemotePageRule, page: string, ok: boolean, found: () => string): void {
  if (!ok) throw new Error(brokenRule(rule, page, found()));
}

/** Links, buttons and fields as the takeover tells them apart. */
function interactiveSignatures(root: ParentNode): string[] {
  return [...root.querySelectorAll(INTERACTIVE)].map(elementSignature);
}

interface LoadedPage {
  Page: ComponentType;
  container: HTMLElement;
}

/**
 * Defines the contract tests for every page a remote declares. The remote passes in its own
 * declaration and where its exposed modules are; the declaration's own rules (who owns which
 * path) are checked by every build. Its links may lead to the route table's pages, its own, and
 * the other remotes' as their pages.json declare them.
 * @param remote      the remote: its name ("contact"), the pages of its pages.json (a pattern's
 *                    with the paths its build lists, where it lists them: its articles), and the
 *                    folder of its exposed modules (src/exposes)
 * @param samplePaths a path to render each page at, for pages whose path is a pattern (the
 *                    article page: one of its articles); others use their own path
 */
export function checkRemotePages(
  remote: { name: string; pages: readonly Pick<DeclaredPage, 'module' | 'path' | 'paths'>[]; exposesDir: string },
  samplePaths: Record<string, string> = {},
): void {
  const sitePages = [...remote.pages, ...otherRemotesPages(remote.name)];
  for (const { module, path: declaredPath } of remote.pages) {
    const id = `${remote.name}/${module}`;
    const file = path.join(remote.exposesDir, `${module}.tsx`);
    const pagePath = samplePaths[module] ?? (declaredPath.includes(':') ? undefined : declaredPath);

    describe(`the remote page contract: ${id}`, () => {
      let exposed: Record<string, unknown> = {};

      beforeAll(async () => {
        if (existsSync(file)) exposed = (await import(file)) as Record<string, unknown>;
      });

      /** The page's path in a site of this URL mode, as the shell configures the store. */
      function openAt(urlMode: UrlMode): void {
        window.history.replaceState(null, '', '/');
        siteStore.getState().configureUrls(urlMode, '/');
        if (pagePath) act(() => siteStore.getState().navigate(pagePath));
      }

      beforeEach(() => {
        openAt('hash');
        siteStore.setState({ toast: null });
        document.title = '';
        document.querySelector('meta[name="description"]')?.remove();
      });

      afterEach(cleanup);

      /** Renders the page at its path and waits until it has its heading and nothing in it is busy. */
      async function renderPage(): Promise<LoadedPage> {
        const Page = exposed.default as ComponentType;
        const { container } = render(<Page />);
        await waitFor(
          () => {
            if (!container.querySelector('h1') || container.querySelector('[aria-busy="true"]')) throw new Error('still rendering');
          },
          { timeout: SETTLE_TIMEOUT_MS },
        ).catch(() => undefined);
        return { Page, container };
      }

      it('rule exposed-as-listed', () => {
        expectRule('exposed-as-listed', id, existsSync(file), () => `there is no ${path.relative(process.cwd(), file)}`);
        expectRule('exposed-as-listed', id, Boolean(pagePath), () => `give checkRemotePages a sample path for ${module}, whose route has parameters`);
      });

      it('rule page-module', async () => {
        expectRule('page-module', id, typeof exposed.default === 'function', () => `its default export is ${typeof exposed.default}`);
        const { container } = await renderPage();
        expectRule('page-module', id, container.childElementCount > 0, () => 'it rendered nothing');
      }, TEST_TIMEOUT_MS);

      it('rule contract-version', () => {
        expectRule('contract-version', id, isCompatibleContract(exposed.contractVersion), () => `contractVersion is ${JSON.stringify(exposed.contractVersion)}`);
      });

      it('rule one-heading', async () => {
        const { container } = await renderPage();
        const headings = container.querySelectorAll('h1');
        expectRule('one-heading', id, headings.length === 1, () => `found ${headings.length} h1 elements`);
        expectRule('one-heading', id, Boolean(headings[0]?.textContent?.trim()), () => 'its h1 is empty');
      }, TEST_TIMEOUT_MS);

      it('rule document-meta', async () => {
        await renderPage();
        const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        const title = titleProblem(document.title);
        expectRule('document-meta', id, title === null, () => title ?? '');
        expectRule('document-meta', id, description.trim().length > 0, () => 'there is no meta description');
      }, TEST_TIMEOUT_MS);

      it('rule emotion-styles', async () => {
        await renderPage();
        const foreign = [...document.querySelectorAll('style:not([data-emotion]), link[rel~="stylesheet"]')].map((element) => element.outerHTML.slice(0, 80));
        expectRule('emotion-styles', id, foreign.length === 0 && (document.adoptedStyleSheets?.length ?? 0) === 0, () => `found ${foreign.join(', ') || 'an adopted style sheet'}`);
      }, TEST_TIMEOUT_MS);

      it.each<UrlMode>(['hash', 'path'])('rule store-navigation, in a %s-mode site', async (urlMode) => {
        openAt(urlMode);
        const { container } = await renderPage();
        const bad = [...container.querySelectorAll('a[href]')].map((a) => linkProblem(a.getAttribute('href') ?? '', { origin: SITE_ORIGIN, urlMode, basePath: '/', pages: sitePages })).filter(Boolean);
        expectRule('store-navigation', id, bad.length === 0, () => `it links to ${bad.join(', ')}`);
      }, TEST_TIMEOUT_MS);

      it('rule busy-while-incomplete', async () => {
        const { container } = await renderPage();
        expectRule('busy-while-incomplete', id, !container.querySelector('[aria-busy="true"]'), () => `it is still marked busy after ${SETTLE_TIMEOUT_MS / 1000} s`);
      }, TEST_TIMEOUT_MS);

      it('rule stable-markup', async () => {
        const first = interactiveSignatures((await renderPage()).container);
        cleanup();
        const second = interactiveSignatures((await renderPage()).container);
        const differ = first.filter((signature, i) => signature !== second[i]);
        expectRule('stable-markup', id, first.length === second.length && differ.length === 0, () => `rendered twice, its links, buttons and fields differ: ${differ.slice(0, 3).join('; ') || `${first.length} then ${second.length}`}`);
      }, TEST_TIMEOUT_MS);
    });
  }
}
