import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFolderOf, rootDir } from '../../platform/workspace/index.js';
import { expect, test } from '../fixtures';
import { command, deployed, lookFindings, STAND_IN_GATE } from '../support/release-site';

/** In the candidate's page template alone, so a page that carries it was made from the candidate. */
const MARK = '<meta name=release-candidate content=path-mode>';

/** The path-mode shell build (PATH_MODE_SHELL, as `npm run release -- shell` builds one for a prerendered deploy), its template marked: a version of its own. */
function markedCandidate(): string {
  const candidate = mkdtempSync(path.join(os.tmpdir(), 'shell-path-mode-'));
  cpSync(process.env.PATH_MODE_SHELL ?? '', candidate, { recursive: true });
  const page = path.join(candidate, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<meta charset=utf-8>', `<meta charset=utf-8>${MARK}`));
  for (const ext of ['.gz', '.br']) rmSync(`${page}${ext}`, { force: true });
  return candidate;
}

/** A colour no page of the site has. */
const RESTYLED = '#7a0000';

/**
 * The hash-mode shell build with a stylesheet its build does not have: every page asks for it,
 * gets a 404, and so fails the journeys (a console error fails a journey, as any browser test).
 * And a style of its own on every page's heading in <main>: the look check's for the shell's
 * pages, and a change to the remotes' pages it refuses without --looks-changed.
 */
function brokenCandidate(): string {
  const candidate = mkdtempSync(path.join(os.tmpdir(), 'shell-broken-'));
  cpSync(buildFolderOf('shell'), candidate, { recursive: true });
  const page = path.join(candidate, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<meta charset=utf-8>', `<meta charset=utf-8><link rel=stylesheet href=/not-in-this-build.css><style>main h1 { color: ${RESTYLED} !important }</style>`));
  for (const ext of ['.gz', '.br']) rmSync(`${page}${ext}`, { force: true });
  return candidate;
}

/** The paths a sitemap lists. */
const routesOf = (sitemap: string) => [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, route]) => route || '/');

/**
 * The shell's release into a prerendered path-mode deploy (docs/releasing.md, "Releasing the
 * shell"): what its switch writes is the staged site's crawl, with the stand-in gate (the shell's
 * gate passes for real in upgrade-walk.spec.ts, hash mode); and a refusal by its real gate, in
 * Chromium, by its journeys and its look check, which keeps its report.
 */
test.describe('releasing the shell', { tag: ['@shell', '@platform'] }, () => {
  test.describe.configure({ timeout: 180_000 });

  test("in a prerendered path-mode deploy, every route's HTML, 404.html and the sitemap the release writes are its staged crawl of the candidate", async ({ request }) => {
    expect(process.env.PATH_MODE_SHELL, 'the suite built the path-mode shell (global-setup.ts)').toBeTruthy();
    const candidate = markedCandidate();
    const site = await deployed({ shell: process.env.PATH_SITE_SHELL });
    try {
      const routes = routesOf(await (await request.get(`${site.siteOrigin}/sitemap.xml`)).text());
      expect(routes.length).toBeGreaterThan(5);
      const release = await command('release.mjs', ['shell', '--to', site.dir, '--build-dir', candidate], STAND_IN_GATE);
      expect(release.code, release.output).toBe(0);
      expect(release.output).toMatch(/Released: shell [0-9a-f]{12} is live \(1 check passed in the stand-in gate\)/);

      for (const route of routes) {
        const html = await request.get(`${site.siteOrigin}${route}`);
        expect(html.status(), route).toBe(200);
        const body = await html.text();
        expect(body, `${route}: made from the candidate`).toContain(MARK);
        // Crawled, not the bare template: the route's page is in its HTML before any script runs.
        expect(body, `${route}: its page prerendered`).toMatch(/<main[^>]*>[\s\S]*<h1/);
      }
      const notFound = await request.get(`${site.siteOrigin}/no-such-page`);
      expect(notFound.status()).toBe(404);
      expect(await notFound.text()).toContain(MARK);
      const staged = path.join(site.dir, 'gate', 'shell-site', 'shell', 'sitemap.xml');
      expect(existsSync(staged)).toBe(true);
      expect(readFileSync(path.join(site.dir, 'shell', 'sitemap.xml'), 'utf8')).toBe(readFileSync(staged, 'utf8'));
    } finally {
      await site.close();
      rmSync(candidate, { recursive: true, force: true });
    }
  });

  test("a shell candidate its gate refuses: exit 1, the live HTML as it was, and the gate's report kept in gate/shell/ and named", async () => {
    const candidate = brokenCandidate();
    const site = await deployed();
    const livePage = () => readFileSync(path.join(site.dir, 'shell', 'index.html'), 'utf8');
    try {
      const before = livePage();
      const release = await command('release.mjs', ['shell', '--to', site.dir, '--build-dir', candidate, '--browser', 'chromium']);
      expect(release.code, release.output).toBe(1);
      expect(release.output).toContain('Release refused: the gate failed, so the live HTML is unchanged');
      expect(release.output).toContain('[chromium] shell: ');
      // The look check compares every route: the headings of the remotes' pages refused (the
      // first named on the refusal's first line), the shell's own pages listed as its own.
      expect(release.output).toMatch(/\[chromium\] shell looks: Error: The candidate changes the look of another team's page \(release with --looks-changed if that is meant\), in chromium: \/(solutions|resources|contact)[^,]*, 1440 px, top of the page: the page \(/);
      const findings = lookFindings(site.dir, 'shell', 'chromium');
      const pages = (verdict: string) => [...new Set(findings.filter((finding) => finding.verdict === verdict && finding.screen === 'top' && finding.width === 1440).map(({ view }) => view.split('/')[1]))].sort();
      expect(pages('refused')).toEqual(['contact', 'resources', 'solutions']);
      expect(pages('own')).toEqual(expect.arrayContaining(['', 'about', 'benefits']));
      expect(findings.filter(({ verdict, region }) => verdict === 'refused' && region !== 'page')).toEqual([]);
      expect(livePage()).toBe(before);
      // The release runs from the repository, so it names the folder from there.
      const kept = path.join(site.dir, 'gate', 'shell');
      expect(existsSync(path.join(kept, 'report', 'index.html'))).toBe(true);
      const shown = path.relative(rootDir, kept);
      expect(release.output).toContain(`The gate's report is kept in ${shown}/ until the next release of the shell:\n  HTML report: npx playwright show-report ${path.join(shown, 'report')}\n`);
    } finally {
      await site.close();
      rmSync(candidate, { recursive: true, force: true });
    }
  });
});
