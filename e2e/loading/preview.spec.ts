import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildFolderOf } from '../../platform/workspace/index.js';
import { expect, mainHeading, test } from '../fixtures';
import { buildVariant } from '../support/builds/variant-build';

const require = createRequire(import.meta.url);
const { sri } = require('../../platform/hashing/index.js') as typeof import('../../platform/hashing/index.js');

const LIVE = "Let's talk about your business";
const CANDIDATE = `${LIVE} today`;

test.describe('previewing a remote', { tag: '@shell' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('a preview link runs the candidate in this tab only, names it in a banner, and exits in one click', async ({ page, browser, site }) => {
    const build = await buildVariant({ remote: 'contact', name: 'contact-visible-change', edits: [['contact/ContactPage.tsx', [[LIVE, CANDIDATE]]]] });
    const manifest = site.uploadRemote('contact', build, '/contact/candidate-7f3a/');
    await page.goto(site.previewUrl('contact', manifest, '/contact'));
    await expect(mainHeading(page)).toHaveText(CANDIDATE);
    const banner = page.getByRole('region', { name: 'Remote preview' });
    await expect(banner).toContainText('Previewing contact candidate-7f3a');
    // The address no longer carries the preview; the tab keeps it across pages and reloads.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.locator('header').getByRole('link', { name: 'About' }).click();
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).click();
    await expect(mainHeading(page)).toHaveText(CANDIDATE);
    await expect(banner).toBeVisible();

    // Visitors, and any other tab, get the live version.
    const visitor = await browser.newPage();
    await visitor.goto(site.url('/contact'));
    await expect(visitor.locator('main h1').first()).toHaveText(LIVE);
    await expect(visitor.getByRole('region', { name: 'Remote preview' })).toHaveCount(0);
    await visitor.close();

    await banner.getByRole('button', { name: 'Exit preview' }).click();
    await expect(mainHeading(page)).toHaveText(LIVE);
    await expect(banner).toHaveCount(0);
  });

  test('a preview of a manifest on a foreign origin is refused: the live version runs and nothing is fetched from there', async ({ page, site }) => {
    const fromThere: string[] = [];
    page.on('request', (request) => request.url().startsWith('https://evil.example.net') && fromThere.push(request.url()));
    const foreign = { manifest: 'https://evil.example.net/contact/mf-manifest.json', integrity: site.remotes.contact.integrity };
    await page.goto(site.previewUrl('contact', foreign, '/contact'));
    await expect(mainHeading(page)).toHaveText(LIVE);
    const banner = page.getByRole('region', { name: 'Remote preview' });
    await expect(banner).toContainText('refused: https://evil.example.net is not one of the origins this site loads remotes from');
    await expect(banner).toContainText('The live version runs.');
    expect(fromThere).toEqual([]);
    await banner.getByRole('button', { name: 'Exit preview' }).click();
    await expect(banner).toHaveCount(0);
  });

  // The border (docs/security.md): a link runs only what it pins, and nothing in it stops the
  // app. In Firefox too (@engines); in WebKit, preview.webkit.spec.ts.
  test("an unpinned link, or a pinned one whose manifest differs, runs none of the candidate's code; the banner says why and the site works", { tag: ['@contact', '@engines'] }, async ({ page, site, allowErrors }) => {
    allowErrors(/integrity|digest|SRI|Subresource/i, "the browser refuses the candidate's manifest, which does not match the link's pin: the point of the test");
    const entry = site.uploadRemote('contact', buildFolderOf('contact'), '/contact/candidate-border/');
    const requested: string[] = [];
    site.setFault((req) => {
      if (req.url?.startsWith('/contact/candidate-border/')) requested.push(req.url);
      return false;
    });
    const banner = page.getByRole('region', { name: 'Remote preview' });
    // A link that also carries an older link's declaration, with prefixes that are no list: nothing of it applies.
    const hostilePages = `&pages=${encodeURIComponent(JSON.stringify({ prefixes: '/evil', pages: [{ path: '/evil', module: 'EvilPage', label: 'Evil', nav: { label: 'Evil', order: 1 } }] }))}`;
    await page.goto(site.previewUrl('contact', entry.manifest, '/contact').replace('#', `${hostilePages}#`));
    await expect(banner).toContainText('refused: the link pins nothing; use the pinned link npm run release prints');
    await expect(mainHeading(page)).toHaveText(LIVE);
    await expect(page.locator('header').getByRole('link', { name: 'Evil' })).toHaveCount(0);
    expect(requested, 'an unpinned link fetches nothing of the candidate').toEqual([]);
    // Exit reloads the tab; the next link waits for that reload, which Firefox otherwise reports
    // as interrupting it.
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Exit preview' }).click()]);
    await expect(banner).toHaveCount(0);

    // Pinned, but its manifest pinned by another file's hash (its map's): the manifest served is not the one pinned.
    const mismatched = { ...entry, integrity: { ...entry.integrity, manifest: entry.integrity.files } };
    await page.goto(site.previewUrl('contact', mismatched, '/contact'));
    await expect(banner).toContainText('refused: its mf-manifest.json is not the file the link pins (its SHA-384 differs)');
    await expect(banner).toContainText('The live version runs.');
    await expect(mainHeading(page)).toHaveText(LIVE);
    expect(requested.filter((url) => !url.endsWith('/mf-manifest.json')), "no file of the candidate but its manifest, which the check reads").toEqual([]);
  });

  test("a pinned candidate whose own pages.json is malformed is refused with the declaration's problem, and the site starts", { tag: '@contact' }, async ({ page, site }) => {
    // A folder someone put on the CDN path, consistent with itself: its map pins its pages.json.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'hostile-candidate-'));
    try {
      cpSync(buildFolderOf('contact'), folder, { recursive: true });
      const pages = `${JSON.stringify({ prefixes: 5, pages: [{ path: '/contact/../../..', module: 'ContactPage', label: 'Contact' }] })}\n`;
      writeFileSync(path.join(folder, 'pages.json'), pages);
      const mapFile = path.join(folder, 'mf-integrity.json');
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { files: Record<string, string> };
      map.files['pages.json'] = sri(Buffer.from(pages));
      writeFileSync(mapFile, JSON.stringify(map));
      // The servers prefer a file's precompressed copies, which still hold the build's bytes.
      for (const file of ['pages.json', 'mf-integrity.json']) for (const ext of ['.gz', '.br']) rmSync(path.join(folder, `${file}${ext}`), { force: true });
      const entry = site.uploadRemote('contact', folder, '/contact/candidate-hostile/');
      await page.goto(site.previewUrl('contact', entry, '/contact'));
      const banner = page.getByRole('region', { name: 'Remote preview' });
      await expect(banner).toContainText('refused: its pages.json is refused: "prefixes" must be a list of 1 to 8 clean paths, not 5; page "ContactPage": "path" must be a clean path');
      await expect(mainHeading(page)).toHaveText(LIVE);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
