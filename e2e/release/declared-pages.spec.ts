import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, mainHeading, test } from '../fixtures';
import { command, deployed, everyEngineGiven } from '../support/release-site';
import { sri } from '../../platform/webpack/index.js';

const resourcesDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remote-resources/dist');

/** A page the candidate adds, served by a module the remote exposes already, with a header link after Resources. */
const GUIDES = { path: '/resources/guides', module: 'ResourcesPage', label: 'Guides', title: 'Guides', description: 'Step-by-step guides to choosing and setting up cloud business apps.', nav: { label: 'Guides', order: 45 } };

/**
 * The resources build as its build would write it with one more page declared: a folder to ship
 * with --build-dir. Its integrity map lists the new declaration's SHA-384, as the build's does.
 */
function guidesCandidate(): string {
  const candidate = mkdtempSync(path.join(os.tmpdir(), 'resources-guides-'));
  cpSync(resourcesDist, candidate, { recursive: true });
  const declarationFile = path.join(candidate, 'pages.json');
  const declaration = JSON.parse(readFileSync(declarationFile, 'utf8')) as { pages: object[] };
  const text = JSON.stringify({ pages: [...declaration.pages, GUIDES] });
  writeFileSync(declarationFile, text);
  const mapFile = path.join(candidate, 'mf-integrity.json');
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { files: Record<string, string> };
  writeFileSync(mapFile, JSON.stringify({ ...map, files: { ...map.files, 'pages.json': sri(text) } }));
  // The servers prefer a precompressed copy: the build's would be served instead of the edited
  // files (the preview's tab reads both, pinned).
  for (const file of [declarationFile, mapFile]) for (const ext of ['.gz', '.br']) rmSync(`${file}${ext}`, { force: true });
  return candidate;
}

/** Whether the site's first HTML, before any script runs, has a "Guides" link in its header (the static frame). */
const firstPaintHasGuides = async (siteOrigin: string) => /<header[^>]*>(?:(?!<\/header>)[\s\S])*>Guides<\/a>/.test(await (await fetch(`${siteOrigin}/`)).text());

/**
 * The shell's files but those a switch writes (its HTML, and in path mode the sitemap the
 * prerender writes): its scripts, styles and the rest, which no release may change.
 */
const withoutHtml = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([file]) => !/\.(html|xml)(\.gz|\.br)?$/.test(file)));

test.describe('pages a remote declares, live with its release', { tag: ['@shell', '@platform'] }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('a release of resources that adds a page and a header link shows both on the next load, with the shell deployed once; a rollback takes them away', async ({ page }) => {
    const candidate = guidesCandidate();
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

  test('in path mode the release writes the added page\'s HTML and sitemap entry, with its journey passed in every engine of the run; the rollback removes them', async ({ page, request, allowErrors }) => {
    allowErrors(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/resources\/guides\)/, 'the page the rollback removed is answered with the not-found page and status 404');
    const candidate = guidesCandidate();
    const site = await deployed({ shell: process.env.PATH_SITE_SHELL });
    const guides = `${site.siteOrigin}/resources/guides`;
    const sitemap = async () => (await request.get(`${site.siteOrigin}/sitemap.xml`)).text();
    try {
      const shellBefore = withoutHtml(site.files().shell);
      const routesBefore = (await sitemap()).match(/<loc>[^<]+<\/loc>/g)?.sort();
      expect((await request.get(guides)).status()).toBe(404);

      // The gate runs resources' journeys and one through the "Guides" link in every engine the
      // run was given: all three in npm test and the platform's loop; a team's loop runs its
      // browser tests in Chromium only, and this gate too (half the time here: 27 s against 39-55 s).
      const everyEngine = everyEngineGiven();
      const release = await command('release.mjs', ['resources', '--to', site.dir, '--build-dir', candidate, '--browser', everyEngine ? 'all' : 'chromium']);
      expect(release.output).toContain('Released: resources');
      // Two journeys in each engine: resources' own, and the one through its declared header links.
      expect(release.output).toContain(everyEngine ? '6 journeys passed in chromium, firefox, webkit' : '2 journeys passed in chromium');
      expect(release.output).toContain('Path mode: the HTML of');
      expect(release.output).toContain('added /resources/guides');
      expect(release.code).toBe(0);

      // The page's own HTML, with its content and the header's new link, before any script runs.
      const html = await request.get(guides);
      expect(html.status()).toBe(200);
      const body = await html.text();
      expect(body).toContain('Knowledge Hub');
      expect(body).toMatch(/<header[^>]*>(?:(?!<\/header>)[\s\S])*>Guides<\/a>/);
      expect(await sitemap()).toContain('/resources/guides</loc>');
      await page.goto(guides);
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');

      const rollback = await command('rollback.mjs', ['resources', '--to', site.dir]);
      expect(rollback.output).toContain('removed /resources/guides');
      expect(rollback.code).toBe(0);
      expect((await request.get(guides)).status()).toBe(404);
      expect((await sitemap()).match(/<loc>[^<]+<\/loc>/g)?.sort()).toEqual(routesBefore);
      await page.goto(guides);
      await expect(mainHeading(page)).toHaveText("We couldn't find that page");

      // The shell's scripts are byte for byte what was deployed.
      expect(withoutHtml(site.files().shell)).toEqual(shellBefore);
    } finally {
      await page.close();
      await site.close();
      rmSync(candidate, { recursive: true, force: true });
    }
  });
});
