import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, mainHeading, test, toastRegion } from '../fixtures';
import { articles } from '../support/content';
import { command, deployed } from '../support/release-site';
import { buildVariant } from '../support/builds/variant-build';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remote-resources/content');

const TITLE = 'Helpdesk Software: Answering Customers Faster';
const SLUG = 'helpdesk-software-answering-customers-faster';

/**
 * A writer's change to remote-resources/content, made in a copy (the working tree is never
 * touched), as docs/content.md says: a new post is one Markdown file, copied from another and
 * given its own title, place and body; a card whose article is not written yet is
 * `comingSoon: true` with no body.
 */
function writersContent({ comingSoon }: { comingSoon: string }): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'resources-content-'));
  cpSync(contentDir, copy, { recursive: true });
  const frontMatterOf = (file: string) => readFileSync(file, 'utf8').split(/^---$/m)[1];

  const post = frontMatterOf(path.join(copy, 'cloud-hr.md'))
    .replace(/^title: .*$/m, `title: "${TITLE}"`)
    .replace(/^order: .*$/m, 'order: 0')
    .replace(/^icon: .*$/m, 'icon: Headset');
  writeFileSync(
    path.join(copy, 'helpdesk-software.md'),
    `---${post}---\n\nA shared inbox works until it doesn't.\n\n## What changes\n\n- **Every request** gets an owner and a due date, see [our service apps](/solutions#service).\n`,
  );

  const file = readdirSync(copy)
    .map((name) => path.join(copy, name))
    .find((candidate) => new RegExp(`^title: "?${comingSoon.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?$`, 'm').test(frontMatterOf(candidate)));
  if (!file) throw new Error(`no content file has the title ${comingSoon}`);
  writeFileSync(file, `---${frontMatterOf(file)}comingSoon: true\n---\n`);
  return copy;
}

test.describe('publishing content', { tag: ['@resources', '@platform'] }, () => {
  test.describe.configure({ timeout: 300_000 });

  test('a new post and a card coming soon, built and released with the resources remote alone: the post is on the hub and at its slug, the card raises the coming-soon toast', async ({ page }) => {
    const [first, blocked] = articles().filter(({ type }) => type === 'blog');
    const content = writersContent({ comingSoon: blocked.title });
    // The resources remote built as its team would, from the writer's content (the build reads
    // the copy: a loader points the content modules at it).
    const readCopy = [['loadResources()', `loadResources(${JSON.stringify(content)})`]] as Array<[string, string]>;
    const build = await buildVariant({
      remote: 'resources',
      name: 'resources-writers-change',
      edits: [
        ['data/lists/hub-lists.val.js', readCopy],
        ['data/lists/list-pages.val.js', readCopy],
        ['data/articles/article-shards.val.js', readCopy],
        ['data/content-icons.val.js', readCopy],
        ['data/resource-list.val.js', readCopy],
      ],
    });
    const site = await deployed();
    try {
      const before = site.files();
      // One engine is enough for the gate here; release.spec.ts runs it in every one.
      const release = await command('release.mjs', ['resources', '--to', site.dir, '--build-dir', build, '--browser', 'chromium']);
      expect(release.output).toContain('Released: resources');
      expect(release.code).toBe(0);
      // Nothing but the resources remote was shipped: the shell's files are the same.
      expect(site.files().shell).toEqual(before.shell);

      await page.goto(`${site.siteOrigin}/#/resources`);
      await expect(mainHeading(page)).toHaveText('Knowledge Hub');
      const blogList = page.locator('#blog-section');
      const posts = articles().filter(({ type }) => type === 'blog').length;
      await expect(blogList.getByRole('heading', { level: 3 }).first()).toHaveText(TITLE);
      // One more post listed than the content in the repository has.
      await expect(page.getByRole('link', { name: /Blog posts/ })).toContainText(String(posts + 1));

      await test.step('the card coming soon stays on the hub and raises the toast', async () => {
        await expect(blogList.getByRole('link', { name: blocked.title })).toHaveCount(0);
        const card = blogList.getByRole('article').filter({ hasText: blocked.title });
        await expect(card.getByText('Coming soon')).toBeVisible();
        await card.getByRole('button', { name: blocked.title }).click();
        const toast = toastRegion(page);
        await expect(toast).toContainText(`Accessing ${blocked.title}...`);
        await expect(toast).toContainText("This resource isn't available yet, but it's coming soon!");
        await expect(page).toHaveURL(/#\/resources$/);
        // The other cards still open their articles.
        await blogList.getByRole('link', { name: first.title }).click();
        await expect(mainHeading(page)).toHaveText(first.title);
      });

      await test.step('the new post at its slug, its Markdown rendered, its link to the site working', async () => {
        await page.goto(`${site.siteOrigin}/#/resources/blog/${SLUG}`);
        await expect(mainHeading(page)).toHaveText(TITLE);
        const body = page.locator('main article');
        await expect(body.getByRole('heading', { level: 2, name: 'What changes' })).toBeVisible();
        await expect(body.locator('li strong')).toHaveText('Every request');
        await body.getByRole('link', { name: 'our service apps' }).click();
        await expect(page).toHaveURL(/#\/solutions%23service$/);
      });
    } finally {
      // The page first: it may still be fetching (the animation code, warming), and a server
      // stopped under it would fail those requests, and the error guard the test, by timing.
      await page.close();
      await site.close();
      rmSync(content, { recursive: true, force: true });
      rmSync(site.dir, { recursive: true, force: true });
    }
  });
});
