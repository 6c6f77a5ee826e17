import { siteUrl } from '../fixtures';
import { startJourney } from '../journeys/plan';
import { expectOneCopyEach, visitEveryArea } from '../journeys/copies-in-page';
import { webdriverVisitor } from '../journeys/webdriver/webdriver-visitor';
import { expect, test } from '../journeys/webdriver/webkit-test';

/** singletons.spec.ts in WebKit, which Playwright cannot drive here (journeys/webkit-test.ts). */
test('a visit to every area runs one copy of React, zustand and @site/shared, the shell\'s, and a remote\'s toast reaches the shell\'s toast area', { tag: ['@engines', '@shell', '@contract', '@solutions', '@resources', '@contact'] }, async ({ driver }) => {
  const visitor = webdriverVisitor(driver, new URL(siteUrl()).origin);
  await visitor.resize(1440, 900);
  await startJourney(visitor);
  expectOneCopyEach(await visitEveryArea(visitor));
  expect(await visitor.errors(), 'no uncaught error or console error').toEqual([]);
});
