import { contentFiles } from '../testing/content-files.val.js';
import { allResources, blogPosts, caseStudies, type Resource } from '../data/resources';
import { resource } from '../testing/resource';
import type { InlineNode } from '../markup/markup-tree';
import type { BlockNode } from '../markup/markup-tree';
import { articleTarget, isResourceKind, kindOf, listPageTarget, pagerNumbers } from './resources-model';

/** Each article's body, by its slug, from the file the build writes for it. */
const articleBodies: Record<string, BlockNode[]> = Object.fromEntries(
  contentFiles
    .filter(({ file }) => file.startsWith('content/article-'))
    .map(({ text }) => JSON.parse(text) as { resource: { slug: string }; body: BlockNode[] })
    .map(({ resource, body }) => [resource.slug, body]),
);

describe('the resource data', () => {
  it('puts every resource in the list of its type', () => {
    // The content's own size (remote-resources/content): a post published adds one.
    expect(blogPosts.length + caseStudies.length).toBe(allResources.length);
    expect(blogPosts.length).toBeGreaterThan(0);
    expect(caseStudies.length).toBeGreaterThan(0);
    expect(blogPosts.every((r) => r.type === 'blog')).toBe(true);
    expect(caseStudies.every((r) => r.type === 'casestudy')).toBe(true);
  });

  it('gives every resource a unique slug derived from its title', () => {
    const slugs = allResources.map((r) => r.slug);
    expect(slugs.every((slug) => typeof slug === 'string' && /^[a-z0-9_]+(-[a-z0-9_]+)*$/.test(slug))).toBe(true);
    expect(new Set(slugs).size).toBe(allResources.length);
    // docs/SPEC.md, section 5.4's rule on two of the launch titles.
    const slugOf = (title: string) => allResources.find((r) => r.title === title)?.slug;
    expect(slugOf('CRM for Small Business Growth: A Practical Starter Guide')).toBe('crm-for-small-business-growth-a-practical-starter-guide');
    expect(slugOf('How a Bengaluru SaaS Startup Grew Revenue 150% with CRM')).toBe('how-a-bengaluru-saas-startup-grew-revenue-150-with-crm');
  });

  it('has a body, description, category and alt text for every resource', () => {
    for (const r of allResources) {
      expect(articleBodies[r.slug!].length).toBeGreaterThan(0);
      expect(r.description.length).toBeGreaterThan(40);
      expect(r.category.trim()).not.toBe('');
      expect(r.imageAlt.trim()).not.toBe('');
    }
  });

  it('gives each resource a body of its own, and every body a resource', () => {
    const ids = allResources.map((r) => r.slug!);
    expect(new Set(ids).size).toBe(allResources.length);
    expect([...ids].sort()).toEqual(Object.keys(articleBodies).sort());
  });

  it('writes every body in markup the renderer fully understands (no stray stars)', () => {
    const plain = (nodes: readonly InlineNode[]): string =>
      nodes.map((node) => (typeof node === 'string' ? node : plain(node.children))).join('');
    for (const r of allResources) {
      const blocks = articleBodies[r.slug!];
      const text = blocks
        .map((block) => (block.type === 'list' ? block.items.map(plain).join(' ') : plain(block.children)))
        .join(' ');
      expect(text).not.toMatch(/\*|^#|<[a-z]/);
    }
  });
});

describe('resources model', () => {
  it('knows the two types, by their exact names only', () => {
    expect(isResourceKind('blog')).toBe(true);
    expect(isResourceKind('casestudy')).toBe(true);
    expect(isResourceKind('toString')).toBe(false);
    expect(isResourceKind('Blog')).toBe(false);
  });

  it('files any type other than blog under case studies', () => {
    expect(kindOf(resource({ type: 'whitepaper' as Resource['type'], slug: 'odd' }))).toBe('casestudy');
  });

  it('links a resource to its article route, and a resource without a slug nowhere', () => {
    expect(articleTarget(resource({ slug: 'a-title' }))).toBe('/resources/blog/a-title');
    expect(articleTarget(resource({ type: 'casestudy', slug: 'x' }))).toBe('/resources/casestudy/x');
    expect(articleTarget(resource({ slug: undefined }))).toBeUndefined();
  });

  it('links a resource of another type to the case-study route', () => {
    expect(articleTarget(resource({ type: 'whitepaper' as Resource['type'], slug: 'odd' }))).toBe('/resources/casestudy/odd');
  });

  it("puts a list's pages at /resources/{type}/page/{n}", () => {
    expect(listPageTarget('blog', 1)).toBe('/resources/blog/page/1');
    expect(listPageTarget('casestudy', 14)).toBe('/resources/casestudy/page/14');
  });

  it('numbers a pager: the first page, the last, the current one and those beside it, a gap where pages are left out', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pagerNumbers(1, 42)).toEqual([1, 2, null, 42]);
    expect(pagerNumbers(5, 42)).toEqual([1, null, 4, 5, 6, null, 42]);
    expect(pagerNumbers(3, 42)).toEqual([1, 2, 3, 4, null, 42]);
    expect(pagerNumbers(42, 42)).toEqual([1, null, 41, 42]);
  });
});
