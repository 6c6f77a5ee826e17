/** @jest-environment node */
const { createHash } = require('node:crypto');
const { IconRef } = require('../../platform/content/index.js');
const { contentFiles, shardOf } = require('./content-files');
const { listPagePaths } = require('./resource-paths');
const { loadResources } = require('./resources-content');

const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** `blog` blog posts and `cases` case studies, as loadResources() gives them, each with a body. */
function content({ blog, cases }) {
  const post = (type, n) => ({ icon: new IconRef('FileText'), title: `${type} ${n}`, description: 'd', category: 'c', imageAlt: 'a', type, slug: `${type}-${n}` });
  const resources = [...Array.from({ length: blog }, (_, n) => post('blog', n + 1)), ...Array.from({ length: cases }, (_, n) => post('casestudy', n + 1))];
  return { resources, bodies: Object.fromEntries(resources.map(({ slug }) => [slug, [{ type: 'paragraph', children: [`Body of ${slug}`] }]])) };
}

function byFile(made) {
  return new Map(made.files.map(({ file, text }) => [file, JSON.parse(text)]));
}

describe('the content files', () => {
  it('gives each article a file of its own with its card and its body alone, pinned by its hash', () => {
    const made = contentFiles(content({ blog: 3, cases: 1 }));
    const files = byFile(made);
    const articles = made.files.filter(({ file }) => /^content\/article-(blog|casestudy)-[\w-]+\.[0-9a-f]{16}\.json$/.test(file));
    expect(articles).toHaveLength(4);
    const first = made.latest.blog[0];
    expect(first.article.integrity).toBe(sri(made.files.find(({ file }) => file === first.article.file).text));
    expect(files.get(first.article.file)).toEqual({
      resource: { icon: 'FileText', title: 'blog 1', description: 'd', category: 'c', imageAlt: 'a', type: 'blog', slug: 'blog-1' },
      body: [{ type: 'paragraph', children: ['Body of blog-1'] }],
    });
  });

  it('shows the latest 5 blog posts and 3 case studies on the hub, whatever the count', () => {
    for (const [blog, cases] of [[3, 1], [5, 3], [400, 100]]) {
      const { latest } = contentFiles(content({ blog, cases }));
      expect(latest.blog.map(({ slug }) => slug)).toEqual(Array.from({ length: Math.min(blog, 5) }, (_, n) => `blog-${n + 1}`));
      expect(latest.casestudy.map(({ slug }) => slug)).toEqual(Array.from({ length: Math.min(cases, 3) }, (_, n) => `casestudy-${n + 1}`));
    }
  });

  it('cuts each list into pages of 9, every page a file and a path', () => {
    const made = contentFiles(content({ blog: 30, cases: 2 }));
    expect(made.counts).toEqual({ blog: 30, casestudy: 2 });
    const files = byFile(made);
    expect(made.listPages.blog.map((ref) => files.get(ref.file).cards.length)).toEqual([9, 9, 9, 3]);
    expect(files.get(made.listPages.blog[3].file).cards.map(({ slug, icon }) => [slug, icon])).toEqual([
      ['blog-28', 'FileText'],
      ['blog-29', 'FileText'],
      ['blog-30', 'FileText'],
    ]);
    // Each card of a page points to its article, so a tap fetches it without a shard.
    const { article } = files.get(made.listPages.blog[1].file).cards[0];
    expect(article.integrity).toBe(sri(made.files.find(({ file }) => file === article.file).text));
    expect(listPagePaths(made.counts)).toEqual(['/resources/blog/page/1', '/resources/blog/page/2', '/resources/blog/page/3', '/resources/blog/page/4', '/resources/casestudy/page/1']);
    expect(listPagePaths({ blog: 0, casestudy: 9 })).toEqual(['/resources/blog/page/1', '/resources/casestudy/page/1']);
  });

  it('files every article in the shard its address names, about 64 a shard', () => {
    const made = contentFiles(content({ blog: 150, cases: 50 }));
    expect(made.shards).toHaveLength(4);
    const files = byFile(made);
    const entries = made.shards.map((ref) => files.get(ref.file));
    for (const { type, slug, article } of made.listPages.blog.concat(made.listPages.casestudy).flatMap((ref) => files.get(ref.file).cards)) {
      expect(entries[shardOf(`${type}/${slug}`, 4)][`${type}/${slug}`]).toEqual(article);
    }
    expect(entries.reduce((sum, shard) => sum + Object.keys(shard).length, 0)).toBe(200);
  });

  it('lists a card coming soon on its page, with no article file', () => {
    const loaded = content({ blog: 1, cases: 0 });
    loaded.resources.push({ ...loaded.resources[0], title: 'Soon', slug: undefined });
    const made = contentFiles(loaded);
    expect(made.latest.blog.map(({ title, article }) => [title, Boolean(article)])).toEqual([
      ['blog 1', true],
      ['Soon', false],
    ]);
    expect(made.counts.casestudy).toBe(0);
    expect(byFile(made).get(made.listPages.casestudy[0].file)).toEqual({ cards: [] });
  });

  it('makes the same files from the same content, and the content in the repository into files the hub can show', () => {
    expect(contentFiles(loadResources()).files).toEqual(contentFiles(loadResources()).files);
    const made = contentFiles(loadResources());
    expect(made.latest.blog.length).toBeGreaterThan(0);
    expect(made.latest.casestudy.length).toBeGreaterThan(0);
  });
});
