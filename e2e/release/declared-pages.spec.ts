import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, mainHeading, test } from '../fixtures';
import { command, deployed, STAND_IN_GATE } from '../support/release-site';
import { sri } from '../../platform/hashing/index.js';
import { buildFolderOf } from '../../platform/workspace/index.js';

const resourcesDist = buildFolderOf('resources');

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

/**
 * The shell's files but those a switch writes (its HTML, and in path mode the sitemap the
 * prerender writes): its scripts, styles and the rest, which no release may change.
 */
const withoutHtml = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([file]) => !/\.(html|xml)(\.gz|\.br)?$/.test(file)));

test.describe('pages a remote declares, live with its release', { tag: ['@shell', '@platform'] }, () => {
  test.describe.configure({ timeout: 120_000 });

  // In hash mode a page added and its header link, live on the next load and gone with the
  // rollback, are the README's recipe (e2e/recipes/recipes.spec.ts); path mode adds the HTML the
  // release and the rollback write. The gate is the stand-in: its real runs are release.spec.ts's
  // (three engines) and the recipes' new area.
  test("in path mode the release writes the added page's HTML and sitemap entry; the rollback removes them", async ({ page, request, allowErrors }) => {
    allowErrors(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/resources\/guides\)/, 'the page the rollback removed is answered with the not-found page and status 404');
    const candidate = guidesCandidate();
    const site = await deployed({ shell: process.env.PATH_SITE_SHELL });
    const guides = `${site.siteOrigin}/resources/guides`;
    const sitemap = async () => (await request.get(`${site.siteOrigin}/sitemap.xml`)).text();
    try {
      const shellBefore = withoutHtml(site.files().shell);
      const routesBefore = (await sitemap()).match(/<loc>[^<]+<\/loc>/g)?.sort();
      expect((await request.get(guides)).status()).toBe(404);

      const release = await command('release.mjs', ['resources', '--to', site.dir, '--build-dir', candidate], STAND_IN_GATE);
      expect(release.output).toContain('Released: resources');
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
