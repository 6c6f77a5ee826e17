import { createRequire } from 'node:module';
import { siteUrl } from '../fixtures';
import { startJourney } from '../journeys/plan';
import { ONE_COPY_OF, visitEveryArea } from '../journeys/singletons';
import { webdriverVisitor } from '../journeys/webdriver/webdriver-visitor';
import { expect, test } from '../journeys/webdriver/webkit-test';

const { REMOTES } = createRequire(import.meta.url)('../../platform/workspace/index.js') as typeof import('../../platform/workspace/index.js');

/** singletons.spec.ts in WebKit, which Playwright cannot drive here (journeys/webkit-test.ts). */
test('a visit to every area runs one copy of React, zustand and @site/shared, the shell\'s, and a remote\'s toast reaches the shell\'s toast area', { tag: ['@engines', '@shell', '@contract', '@solutions', '@resources', '@contact'] }, async ({ driver }) => {
  const visitor = webdriverVisitor(driver, new URL(siteUrl()).origin);
  await visitor.resize(1440, 900);
  await startJourney(visitor);
  const shared = await visitEveryArea(visitor);
  for (const name of ONE_COPY_OF) {
    expect(shared[name].versions, `${name}: one version loaded`).toHaveLength(1);
    expect(shared[name].from, `${name}: provided by the shell alone`).toEqual(['shell']);
  }
  for (const name of ['react', '@site/shared']) expect(shared[name].usedBy, name).toEqual(['shell', ...REMOTES].sort());
  expect(shared.zustand.usedBy).toEqual(['shell']);
  expect(await visitor.errors(), 'no uncaught error or console error').toEqual([]);
});
