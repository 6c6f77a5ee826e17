import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Visitor } from './visitor';

const { REMOTES } = createRequire(import.meta.url)('../../platform/workspace/index.js') as typeof import('../../platform/workspace/index.js');

/**
 * One copy of each singleton per visit (docs/architecture.md, "The remote page contract",
 * shared-singletons): a visit to every area, then what the page's federation runtime shares.
 * Written against the Visitor, with the assertions here too, so singletons.spec.ts runs it in
 * Chromium and Firefox and singletons.webkit.spec.ts in WebKit, and the two cannot drift apart.
 */

/** The packages whose second copy breaks the site: hooks ("Invalid hook call"), the store, the contract. */
export const ONE_COPY_OF = ['react', 'zustand', '@site/shared'] as const;

export interface Shared {
  /**
   * The versions of the package loaded, over every share scope the page's runtime holds. A
   * production remote carries no copy of its own (platform/webpack/singletons.js,
   * sharedFromShell); one that did would register it unloaded, and the runtime load the one singleton.
   */
  versions: string[];
  /** Who provided the loaded ones. */
  from: string[];
  /** Who took them from the scope. */
  usedBy: string[];
}

/**
 * What the page's federation runtime shares of ONE_COPY_OF. `__FEDERATION__` is the runtime's
 * own global (its devtools read it): `__SHARE__` holds, per host and scope, each package's
 * registered versions, whether each is loaded, who provided it and who took it. Run in the
 * page, so it names nothing outside itself.
 */
function sharedInPage(): Record<string, Shared> {
  type Registered = { from?: string; useIn?: string[]; loaded?: boolean };
  const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Registered>>>> } }).__FEDERATION__;
  const result: Record<string, Shared> = {};
  for (const name of ['react', 'zustand', '@site/shared']) {
    const versions = new Set<string>();
    const from = new Set<string>();
    const usedBy = new Set<string>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const [version, registered] of Object.entries(scope[name] ?? {})) {
          if (!registered.loaded) continue;
          versions.add(version);
          if (registered.from) from.add(registered.from);
          for (const user of registered.useIn ?? []) usedBy.add(user);
        }
      }
    }
    result[name] = { versions: [...versions], from: [...from], usedBy: [...usedBy].sort() };
  }
  return result;
}

/**
 * Visits every area by the header's links from the page the visitor is on, raising a toast in
 * the solutions remote (its store must be the one the shell's toast area reads), and returns
 * what the runtime shares then.
 */
export async function visitEveryArea(v: Visitor): Promise<Record<string, Shared>> {
  await v.click({ css: 'header a', text: 'Solutions' });
  const results = '[data-testid="solutions-results"]';
  const name = (await v.textOf({ css: `${results} article h3` })).trim();
  await v.click({ css: `${results} article button[aria-label="Learn more about ${name}"]` });
  // The remote called toast() from @site/shared; the shell's toast area shows it.
  await v.see({ css: '[data-testid="toast"]', text: new RegExp(`More Info on ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }, "the solutions remote's toast is in the shell's toast area");
  await v.click({ css: 'header a', text: 'Resources' });
  await v.see({ css: 'main [data-route-path="/resources"] h1' });
  await v.click({ css: 'header a', text: 'Contact Us' });
  await v.see({ css: 'main [data-route-path="/contact"] h1' });
  await v.seeNo({ css: '[data-testid="remote-unavailable"]' });
  return v.evaluate(sharedInPage);
}

/** One version of each of ONE_COPY_OF in the visit's shares, the shell's, taken by every app that needs it. */
export function expectOneCopyEach(shared: Record<string, Shared>): void {
  for (const name of ONE_COPY_OF) {
    expect(shared[name].versions, `${name}: one version loaded`).toHaveLength(1);
    expect(shared[name].from, `${name}: provided by the shell alone`).toEqual(['shell']);
  }
  // Every remote took React and @site/shared from the shell's copy; zustand reaches them inside @site/shared.
  for (const name of ['react', '@site/shared']) expect(shared[name].usedBy, name).toEqual(['shell', ...REMOTES].sort());
  expect(shared.zustand.usedBy).toEqual(['shell']);
}
