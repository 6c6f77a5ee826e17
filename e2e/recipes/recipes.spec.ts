import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, mainHeading, test } from '../fixtures';
import { readHistory } from '../../platform/deploy/switch/index.mjs';
import { STAND_IN_GATE } from '../support/release-site';
import { scratchRepository, type Said } from '../support/scratch-repository';
import { fingerprint } from '../support/served-site';

/**
 * The README's "Where a change goes", row by row, as a team runs it: in a copy of the site that
 * `npm start` serves, each row's change made as its docs say and its commands run as written
 * (recipes.json, which docs/readme-recipes.test.js holds the README to). Each runs once, at its
 * cheapest honest level (docs/testing.md, "What proves what"):
 *   - the new area's release runs its real gate, in Chromium: a new area is the gate's own case;
 *   - the other releases use the stand-in gate (RELEASE_GATE_STAND_IN=pass): their subject is the
 *     change reaching visitors, and the gate is proven in release.spec.ts;
 *   - `npm test -w <team>` is a team's loop: the lane runs it with --list, which shows the loop
 *     takes the change's tests, and does not run a suite inside the suite (`npm run test:platform`
 *     and `npm test` are proven where recipes.json says);
 *   - what a visitor sees is checked in one browser, one visit per recipe; the rest from the files.
 */

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { recipes } = JSON.parse(readFileSync(path.join(here, 'recipes.json'), 'utf8')) as { recipes: Array<{ to: string; commands: string[] }> };
const { publishPost } = require('../../remote-resources/build/publish-recipe.js') as typeof import('../../remote-resources/build/publish-recipe.js');

/** A row's commands, its placeholders filled in. */
function commandsOf(to: string, fill: Record<string, string> = {}): string[] {
  const recipe = recipes.find((candidate) => candidate.to === to);
  if (!recipe) throw new Error(`recipes.json has no row "${to}"`);
  return recipe.commands.map((command) => command.replace(/<(\w+)>/g, (_, key: string) => fill[key] ?? `<${key}>`));
}

/** A command's outcome, with what it said when it failed. */
function expectDone(said: Said, what: string) {
  expect(said.code, `${what} exited with ${said.code}:\n${said.output}`).toBe(0);
}

/** The new area the lane makes (npm run new-area), a name no area of the repository has. */
const AREA = 'careers';

/** The shell's files but those a switch writes (its HTML, the sitemap): its scripts and the rest, which no remote's release changes. */
const withoutHtml = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([file]) => !/\.(html|xml)(\.gz|\.br)?$/.test(file)));

test.describe("the README's recipes, run as written", { tag: '@platform' }, () => {
  test.describe.configure({ timeout: 900_000 });
  // A click that finds nothing fails in seconds, not at the long timeout the commands need.
  test.use({ actionTimeout: 15_000 });

  test('a new area, a post, a solution, a remote page changed and added, a release with smoke and rollback, and a shell release reach visitors', async ({ page }) => {
    const repo = await scratchRepository('recipes');
    const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(repo.dir, file), change(readFileSync(path.join(repo.dir, file), 'utf8')));
    /** A command line of a row, run in the copy; fails the test with its output unless it exits 0. */
    const run = async (line: string, env: Record<string, string> = {}) => {
      const said = await repo.run(line, env);
      expectDone(said, line);
      return said.output;
    };
    /** A loop's command as the lane runs it: what it would take. */
    const listed = (line: string) => run(`${line} -- --list`);
    const siteOrigin = await repo.start();
    /** The deploy's shell and versions, each file by its hash (remotes.json and the server configuration aside). */
    const deployedFiles = () => ({ shell: fingerprint(path.join(repo.dir, '.site/shell')), cdn: fingerprint(path.join(repo.dir, '.site/cdn')) });
    /** Whether the site's first HTML, before any script runs, has this link in its header (the static frame). */
    const firstPaintHasLink = async (name: string) => new RegExp(`<header[^>]*>(?:(?!</header>)[\\s\\S])*>${name}</a>`).test(await (await fetch(`${siteOrigin}/`)).text());
    /** A fresh load of a route, as a visitor's next visit: a hash-only goto would stay in the page it is in, with the remotes.json it read. */
    const visit = async (route: string) => {
      await page.goto('about:blank');
      await page.goto(`${siteOrigin}/#${route}`);
    };
    try {
      await test.step('add a new page area (a remote): its release puts it live with its header link, gated in Chromium, no shell build', async () => {
        const [create, loop, release] = commandsOf('add a new page area (a remote)', { name: AREA });
        const shellBuild = readFileSync(path.join(repo.dir, '.cache/dist/shell.json'), 'utf8');
        expect(await run(create)).toContain('Made the careers area');
        const plan = await listed(loop);
        expect(plan).toContain('unit remote-careers/src/careers/CareersPage.test.tsx');
        expect(plan).toMatch(/browser chromium areas\/careers\.spec\.ts/);
        // What the scaffold wrote passes its own checks: its lint and its unit and contract tests
        // (its browser test is the visit below).
        await run(`npx eslint remote-${AREA} e2e/areas/${AREA}.spec.ts --max-warnings 0`);
        await run(`npx jest remote-${AREA}`);
        const said = await run(`${release} --browser chromium`);
        expect(said).toMatch(/Released: careers [0-9a-f]{12} is live \(\d+ checks? passed in chromium\)/);
        expect(said).toContain('was not on the site (its first release)');
        // The look check passed it: its page is its own change, and the header and footer links
        // it declares change every page's header and footer by the shell's hand.
        expect(said).toContain("The look check allowed these changes, each its team's own:\n");
        expect(said).toMatch(/\[chromium\] \/careers, 1440 px, top of the page: the page \([0-9.]+ % of it changed\)\n/);
        expect(said).toMatch(/\[chromium\] \/ after \/careers, 1440 px, top of the page: the header \([0-9.]+ % of it changed\), by the header and footer links it declares/);
        const lookLines = said.split('\n').filter((line) => line.startsWith('  [chromium] '));
        expect(lookLines.filter((line) => !line.startsWith('  [chromium] /careers,') && !line.endsWith(', by the header and footer links it declares'))).toEqual([]);
        expect(readFileSync(path.join(repo.dir, '.cache/dist/shell.json'), 'utf8')).toBe(shellBuild);
        await visit('/');
        await page.getByRole('banner').getByRole('link', { name: 'Careers', exact: true }).click();
        await expect(mainHeading(page)).toHaveText('Careers');
      });

      await test.step('publish a blog post: the docs\' example, released with resources alone', async () => {
        const title = 'Recipes: A Post Published as the Docs Say';
        publishPost(path.join(repo.dir, 'remote-resources/content'), { title, order: -1 });
        const [release] = commandsOf('publish a blog post or a case study');
        expect(await run(release, STAND_IN_GATE)).toContain('Released: resources');
        await visit('/resources');
        await page.locator('#blog-section').getByRole('link', { name: title, exact: true }).click();
        await expect(mainHeading(page)).toHaveText(title);
      });

      await test.step('add a solution: solutions.yaml, released with solutions alone', async () => {
        edit('remote-solutions/content/solutions.yaml', (text) =>
          text.replace(/^marketing:$/m, '  - id: sales-recipe-crm\n    name: Recipe CRM\n    description: A solution added the way the README says.\n    icon: Handshake\nmarketing:'),
        );
        const [release] = commandsOf('add or edit a solution');
        expect(await run(release, STAND_IN_GATE)).toContain('Released: solutions');
        await visit('/solutions#sales');
        await expect(page.locator('main').getByRole('heading', { name: 'Recipe CRM' })).toBeVisible();
      });

      await test.step('change a page inside a remote, add a page to it, release it, smoke the site, roll it back', async () => {
        edit('remote-contact/src/contact/ContactPage.tsx', (text) => text.replace('title="Let\'s talk about your business"', 'title="Let\'s talk about your business today"'));
        writeFileSync(
          path.join(repo.dir, 'remote-contact', 'src', 'exposes', 'OfficesPage.tsx'),
          `import { Container, PageSection, SectionHeading, site, useDeclaredHead } from '@site/shared';
import declaration from '../../pages.json';

/** Where to find us (/contact/offices). */
export default function OfficesPage() {
  useDeclaredHead(declaration, 'OfficesPage');
  return (
    <PageSection>
      <Container>
        <SectionHeading level="h1" eyebrow={site.brandName} title="Our offices" lead={\`\${site.city}, \${site.country}\`} />
      </Container>
    </PageSection>
  );
}

export const contractVersion: string = __CONTRACT_VERSION__;
`,
        );
        edit('remote-contact/pages.json', (text) => {
          const declaration = JSON.parse(text) as { pages: object[] };
          declaration.pages.push({ path: '/contact/offices', module: 'OfficesPage', label: 'Offices', title: 'Our offices', description: 'Where to find us.', nav: { label: 'Offices', order: 45 } });
          return `${JSON.stringify(declaration, null, 2)}\n`;
        });
        // One loop for both rows: the same command, which takes the new page's contract tests.
        const [changedLoop] = commandsOf('change a page inside a remote');
        expect(commandsOf('add a page to a remote', { remote: 'remote-contact' })[0]).toBe(changedLoop);
        const plan = await listed(changedLoop);
        expect(plan).toContain('unit remote-contact/src/exposes/exposes.contract.test.ts');
        expect(plan).toMatch(/contract\/remote-contract\.spec\.ts.*contact\/OfficesPage/);
        const [release, smoke] = commandsOf('release a remote');
        expect(release).toBe(commandsOf('add a page to a remote', { remote: 'contact' })[1]);
        const before = deployedFiles();
        const pointerBefore = JSON.parse(readFileSync(path.join(repo.dir, '.site/shell/remotes.json'), 'utf8')) as Record<string, unknown>;
        expect(await run(release, STAND_IN_GATE)).toContain('Released: contact');
        // Nothing but the remote's own new version: the shell's scripts and every version deployed
        // before are byte for byte what they were; only its HTML learnt the new header link, in the
        // first paint already (the static frame); the entry it replaced is kept for the rollback.
        const after = deployedFiles();
        expect(withoutHtml(after.shell)).toEqual(withoutHtml(before.shell));
        expect(Object.fromEntries(Object.entries(after.cdn).filter(([file]) => file in before.cdn))).toEqual(before.cdn);
        expect(Object.keys(after.cdn).filter((file) => !(file in before.cdn)).every((file) => file.startsWith('contact/'))).toBe(true);
        expect(await firstPaintHasLink('Offices')).toBe(true);
        expect(readHistory(path.join(repo.dir, '.site'), 'contact').map(({ entry }) => entry)).toEqual([pointerBefore.contact]);
        await visit('/contact');
        await expect(mainHeading(page)).toHaveText("Let's talk about your business today");
        await page.getByRole('banner').getByRole('link', { name: 'Offices', exact: true }).click();
        await expect(mainHeading(page)).toHaveText('Our offices');

        // Every journey of the site, in one engine: the smoke's own checks, not the gate's.
        const smoked = await run(`${smoke.replace('http://localhost:3000', siteOrigin)} --browser chromium`);
        expect(smoked).toMatch(/\n\d+ passed, 0 failed\n/);

        const [rollback] = commandsOf('roll a remote back');
        expect(await run(rollback)).toContain('Rolled back: contact');
        await visit('/contact');
        await expect(mainHeading(page)).toHaveText("Let's talk about your business");
        await expect(page.getByRole('banner').getByRole('link', { name: 'Offices', exact: true })).toHaveCount(0);
        expect(await firstPaintHasLink('Offices')).toBe(false);
        expect(JSON.parse(readFileSync(path.join(repo.dir, '.site/shell/remotes.json'), 'utf8'))).toEqual(pointerBefore);
      });

      await test.step('reorder a category, rebrand and change the home page: one shell release, the remotes untouched', async () => {
        edit('shared/content/categories.yaml', (text) => text.replace(/( {2}- key: sales\n(?: {4}.*\n)+)( {2}- key: marketing\n(?: {4}.*\n)+)/, '$2$1'));
        edit('shared/src/config/brand.json', (text) => text.replace(/"phone": "[^"]*"/, '"phone": "+91 90000 12345"'));
        edit('shell/src/content/home.ts', (text) => text.replace("title: 'Your trusted partner for an'", "title: 'Your partner for an'"));
        const remotesBefore = readFileSync(path.join(repo.dir, '.site/shell/remotes.json'), 'utf8');
        const [loop, release] = commandsOf('change the header, footer or home page');
        for (const row of ['add or reorder a category', 'rebrand (name, emails, phone, colour)']) expect(commandsOf(row)).toEqual([release]);
        expect(await listed(loop)).toContain('unit shell/src/');
        expect(await run(release, STAND_IN_GATE)).toContain('Released: shell');
        expect(readFileSync(path.join(repo.dir, '.site/shell/remotes.json'), 'utf8')).toBe(remotesBefore);
        await visit('/');
        await expect(mainHeading(page)).toContainText('Your partner for an');
        await expect(page.locator('footer')).toContainText('+91 90000 12345');
        await page.getByRole('banner').getByRole('link', { name: 'Careers', exact: true }).click();
        await expect(mainHeading(page)).toHaveText('Careers');
        // The categories in the catalogue's sidebar, in the shell's new order.
        await visit('/solutions');
        const sidebar = page.locator('main nav a');
        await expect(sidebar.filter({ hasText: 'Sales' })).toBeVisible();
        const names = await sidebar.allTextContents();
        expect(names.findIndex((name) => name.includes('Marketing'))).toBeLessThan(names.findIndex((name) => name.includes('Sales')));
      });

    } finally {
      await page.close();
      repo.stop();
    }
  });
});
