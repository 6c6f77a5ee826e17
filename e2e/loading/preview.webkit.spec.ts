import { buildFolderOf } from '../../platform/workspace/index.js';
import { webdriverVisitor } from '../journeys/webdriver/webdriver-visitor';
import { expect, test } from '../journeys/webdriver/webkit-test';
import { startSite } from '../support/served-site';

/**
 * preview.spec.ts's test of the border in WebKit, which Playwright cannot drive here: an
 * unpinned preview link, and a pinned one whose manifest is not the one it pins, run none of the
 * candidate's code. The CDN's server records what is asked of the candidate's folder, since
 * WebKit's driver sees no requests.
 */
test("an unpinned link, or a pinned one whose manifest differs, runs none of the candidate's code; the banner says why", { tag: ['@engines', '@shell', '@contact'] }, async ({ driver }) => {
  const site = await startSite();
  try {
    const entry = site.uploadRemote('contact', buildFolderOf('contact'), '/contact/candidate-border/');
    const requested: string[] = [];
    site.setFault((req) => {
      if (req.url?.startsWith('/contact/candidate-border/')) requested.push(req.url);
      return false;
    });
    const origin = new URL(site.url()).origin;
    const visitor = webdriverVisitor(driver, origin);
    const banner = { css: '[data-testid="preview-banner"]' };
    const live = { css: 'main h1', text: "Let's talk about your business" };

    await visitor.open(site.previewUrl('contact', entry.manifest, '/contact').slice(origin.length));
    await visitor.see({ ...banner, text: /refused: the link pins nothing; use the pinned link npm run release prints/ });
    await visitor.see(live, 'the live version runs');
    expect(requested, 'an unpinned link fetches nothing of the candidate').toEqual([]);
    await visitor.click({ css: '[data-testid="preview-banner"] button', text: 'Exit preview' });
    await visitor.seeNo(banner);

    const mismatched = { ...entry, integrity: { ...entry.integrity, manifest: entry.integrity.files } };
    await visitor.open(site.previewUrl('contact', mismatched, '/contact').slice(origin.length));
    await visitor.see({ ...banner, text: /refused: its mf-manifest\.json is not the file the link pins \(its SHA-384 differs\)/ });
    await visitor.see(live, 'the live version runs');
    expect(requested.filter((url) => !url.endsWith('/mf-manifest.json')), "no file of the candidate but its manifest, which the check reads").toEqual([]);
  } finally {
    await site.close();
  }
});
