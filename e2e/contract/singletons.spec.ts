import { createRequire } from 'node:module';
import { expect, siteUrl, test } from '../fixtures';
import { startJourney } from '../journeys/plan';
import { playwrightVisitor } from '../journeys/playwright-visitor';
import { ONE_COPY_OF, visitEveryArea } from '../journeys/singletons';

const { REMOTES } = createRequire(import.meta.url)('../../platform/workspace/index.js') as typeof import('../../platform/workspace/index.js');

/**
 * One React, one zustand and one @site/shared in a visit to every area, in Chromium and Firefox
 * (@engines); singletons.webkit.spec.ts in WebKit. What the release checks from the manifests
 * before any browser (platform/release/gate/singleton-compat.mjs) is here seen in the running page.
 */
test('a visit to every area runs one copy of React, zustand and @site/shared, the shell\'s, and a remote\'s toast reaches the shell\'s toast area', { tag: ['@engines', '@shell', '@contract', '@solutions', '@resources', '@contact'] }, async ({ page }) => {
  const visitor = playwrightVisitor(page, new URL(siteUrl()).origin);
  await startJourney(visitor);
  const shared = await visitEveryArea(visitor);
  for (const name of ONE_COPY_OF) {
    expect(shared[name].versions, `${name}: one version loaded`).toHaveLength(1);
    expect(shared[name].from, `${name}: provided by the shell alone`).toEqual(['shell']);
  }
  // Every remote took React and @site/shared from the shell's copy; zustand reaches them inside @site/shared.
  for (const name of ['react', '@site/shared']) expect(shared[name].usedBy, name).toEqual(['shell', ...REMOTES].sort());
  expect(shared.zustand.usedBy).toEqual(['shell']);
});
