import { siteUrl, test } from '../fixtures';
import { startJourney } from '../journeys/plan';
import { playwrightVisitor } from '../journeys/playwright-visitor';
import { expectOneCopyEach, visitEveryArea } from '../journeys/copies-in-page';

/**
 * One React, one zustand and one @site/shared in a visit to every area, in Chromium and Firefox
 * (@engines); singletons.webkit.spec.ts in WebKit. What the release checks from the manifests
 * before any browser (platform/release/gate/singleton-compat.mjs) is here seen in the running page.
 */
test('a visit to every area runs one copy of React, zustand and @site/shared, the shell\'s, and a remote\'s toast reaches the shell\'s toast area', { tag: ['@engines', '@shell', '@contract', '@solutions', '@resources', '@contact'] }, async ({ page }) => {
  const visitor = playwrightVisitor(page, new URL(siteUrl()).origin);
  await startJourney(visitor);
  expectOneCopyEach(await visitEveryArea(visitor));
});
