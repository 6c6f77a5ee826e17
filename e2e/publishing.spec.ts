import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, mainHeading, test } from './fixtures';
import { command, deployed } from './support/release-site';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TITLE = 'Helpdesk Software: Answering Customers Faster';
const SLUG = 'helpdesk-software-answering-customers-faster';

/**
 * What a writer's clone holds for the resources remote: its folder, the shared package and the
 * root configuration, with the installed packages linked rather than copied.
 */
function scratchCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-scratch-'));
  const skip = (source: string) => !/[/\\](node_modules|dist)$/.test(source);
  for (const entry of ['package.json', 'tsconfig.json', 'shared', 'remote-resources']) {
    cpSync(path.join(rootDir, entry), path.join(dir, entry), { recursive: true, filter: skip });
  }
  symlinkSync(path.join(rootDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The resources remote's production build, as `npm run build` in its folder makes it. */
function buildResources(dir: string) {
  return new Promise<void>((resolve, reject) => {
    const webpackCli = path.join(dir, 'node_modules/webpack-cli/bin/cli.js');
    execFile('node', [webpackCli, '--mode', 'production'], { cwd: path.join(dir, 'remote-resources') }, (error, stdout, stderr) =>
      error ? reject(new Error(`the scratch build failed:\n${stdout}${stderr}`)) : resolve(),
    );
  });
}

test.describe('publishing content', { tag: '@resources' }, () => {
  test.describe.configure({ timeout: 300_000 });

  test('a post added as one Markdown file, released with the resources remote alone, is on the hub and at its slug', async ({ page }) => {
    const scratch = scratchCopy();
    const site = await deployed();
    try {
      // A writer copies a post and changes its title, place and body.
      const content = path.join(scratch, 'remote-resources/content');
      const copied = readFileSync(path.join(content, 'cloud-hr.md'), 'utf8');
      const [, frontMatter] = copied.split(/^---$/m);
      const post = frontMatter
        .replace(/^title: .*$/m, `title: "${TITLE}"`)
        .replace(/^order: .*$/m, 'order: 0')
        .replace(/^icon: .*$/m, 'icon: Headset');
      writeFileSync(
        path.join(content, 'helpdesk-software.md'),
        `---${post}---\n\nA shared inbox works until it doesn't.\n\n## What changes\n\n- **Every request** gets an owner and a due date, see [our service apps](/solutions#service).\n`,
      );
      await buildResources(scratch);

      const before = site.files();
      const release = await command('release.mjs', ['resources', '--to', site.dir, '--build-dir', path.join(scratch, 'remote-resources/dist')]);
      expect(release.output).toContain('Released: resources');
      expect(release.code).toBe(0);
      // Nothing but the resources remote was shipped: the shell's files are the same.
      expect(site.files().shell).toEqual(before.shell);

      await page.goto(`${site.siteOrigin}/#/resources`);
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');
      const blogList = page.locator('#blog-section');
      await expect(blogList.getByRole('heading', { level: 3 }).first()).toHaveText(TITLE);
      await expect(page.getByRole('link', { name: /Blog posts/ })).toContainText('6');

      await page.goto(`${site.siteOrigin}/#/resources/blog/${SLUG}`);
      await expect(mainHeading(page)).toHaveText(TITLE);
      const body = page.locator('main article');
      await expect(body.getByRole('heading', { level: 2, name: 'What changes' })).toBeVisible();
      await expect(body.locator('li strong')).toHaveText('Every request');
      await body.getByRole('link', { name: 'our service apps' }).click();
      await expect(page).toHaveURL(/#\/solutions%23service$/);
    } finally {
      // The page first: it may still be fetching (the animation code, warming), and a server
      // stopped under it would fail those requests, and the error guard the test, by timing.
      await page.close();
      await site.close();
      rmSync(scratch, { recursive: true, force: true });
      rmSync(site.dir, { recursive: true, force: true });
    }
  });
});
