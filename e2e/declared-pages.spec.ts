import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, mainHeading, test } from './fixtures';
import { command, deployed } from './support/release-site';

const resourcesDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../remote-resources/dist');

/** A page the candidate adds, served by a module the remote exposes already, with a header link after Resources. */
const GUIDES = { path: '/resources/guides', module: 'ResourcesPage', label: 'Guides', nav: { label: 'Guides', order: 45 } };

/** Whether the site's first HTML, before any script runs, has a "Guides" link in its header (the static frame). */
const firstPaintHasGuides = async (siteOrigin: string) => /<header[^>]*>(?:(?!<\/header>)[\s\S])*>Guides<\/a>/.test(await (await fetch(`${siteOrigin}/`)).text());

/** The shell's files but its HTML: its scripts, styles and the rest, which no release may change. */
const withoutHtml = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([file]) => !/\.html(\.gz|\.br)?$/.test(file)));

test.describe('pages a remote declares, live with its release', { tag: ['@shell', '@platform'] }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('a release of resources that adds a page and a header link shows both on the next load, with the shell deployed once; a rollback takes them away', async ({ page }) => {
    // The resources build as it is, with one more page in the declaration its build wrote.
    const candidate = mkdtempSync(path.join(os.tmpdir(), 'resources-guides-'));
    cpSync(resourcesDist, candidate, { recursive: true });
    const declarationFile = path.join(candidate, 'pages.json');
    const declaration = JSON.parse(readFileSync(declarationFile, 'utf8')) as { pages: object[] };
    writeFileSync(declarationFile, JSON.stringify({ pages: [...declaration.pages, GUIDES] }));
    const site = await deployed();
    try {
      const shellBefore = withoutHtml(site.files().shell);
      const header = page.getByRole('banner');
      await page.goto(`${site.siteOrigin}/#/resources/guides`);
      await expect(mainHeading(page)).toHaveText("We couldn't find that page");
      await expect(header.getByRole('link', { name: 'Guides' })).toHaveCount(0);

      // One engine is enough for the gate here; release.spec.ts runs it in every one.
      const release = await command('release.mjs', ['resources', '--to', site.dir, '--build-dir', candidate, '--browser', 'chromium']);
      expect(release.output).toContain('Released: resources');
      expect(release.code).toBe(0);

      // In the first paint already: the deploy rendered the static frame again with the new link.
      expect(await firstPaintHasGuides(site.siteOrigin)).toBe(true);
      await page.goto(`${site.siteOrigin}/`);
      // The spec's links, and the new one after Resources (an area added since may come after it).
      await expect(header.getByRole('navigation').first().getByRole('link').filter({ hasText: /^(Solutions|Benefits|About|Resources|Guides)$/ })).toHaveText([
        'Solutions',
        'Benefits',
        'About',
        'Resources',
        'Guides',
      ]);
      await header.getByRole('link', { name: 'Guides' }).click();
      await expect(page).toHaveURL(/#\/resources\/guides$/);
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');

      const rollback = await command('rollback.mjs', ['resources', '--to', site.dir]);
      expect(rollback.code).toBe(0);
      await page.reload();
      await expect(mainHeading(page)).toHaveText("We couldn't find that page");
      await expect(header.getByRole('link', { name: 'Guides' })).toHaveCount(0);
      expect(await firstPaintHasGuides(site.siteOrigin)).toBe(false);

      // The shell's scripts are byte for byte what was deployed: only its HTML learnt the pages.
      expect(withoutHtml(site.files().shell)).toEqual(shellBefore);
    } finally {
      // The page first: a server stopped under a page still fetching fails its requests.
      await page.close();
      await site.close();
      rmSync(candidate, { recursive: true, force: true });
    }
  });
});
