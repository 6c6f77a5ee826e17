import { FileText } from 'lucide-react';
import { articleBodies } from '../data/article-bodies.val.js';
import { allResources, blogPosts, caseStudies, type Resource } from '../data/resources';
import type { InlineNode } from '../markup/markup-tree';
import { articleTarget, findResource, groupResources, isResourceKind, kindOf } from './resources-model';

function resource(overrides: Partial<Resource>): Resource {
  return {
    icon: FileText,
    title: 'A title',
    description: 'A description.',
    category: 'Testing',
    imageAlt: 'A photo',
    type: 'blog',
    slug: 'a-title',
    ...overrides,
  };
}

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
      expect(blocks.some((block) => block.type === 'heading' && block.level === 2)).toBe(true);
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
    const odd = resource({ type: 'whitepaper' as Resource['type'], slug: 'odd' });
    const grouped = groupResources([resource({ slug: 'b' }), odd, resource({ type: 'casestudy', slug: 'c' })]);
    expect(grouped.blog.map((r) => r.slug)).toEqual(['b']);
    expect(grouped.casestudy.map((r) => r.slug)).toEqual(['odd', 'c']);
    expect(kindOf(odd)).toBe('casestudy');
  });

  it('links a resource to its article route, and a resource without a slug nowhere', () => {
    expect(articleTarget(resource({ slug: 'a-title' }))).toBe('/resources/blog/a-title');
    expect(articleTarget(resource({ type: 'casestudy', slug: 'x' }))).toBe('/resources/casestudy/x');
    expect(articleTarget(resource({ slug: undefined }))).toBeUndefined();
  });

  it('finds an article by type and slug, and nothing for an unknown type or slug', () => {
    const first = caseStudies[0];
    expect(findResource(allResources, 'casestudy', first.slug!)).toBe(first);
    expect(findResource(allResources, 'blog', first.slug!)).toBeUndefined();
    expect(findResource(allResources, 'news', first.slug!)).toBeUndefined();
    expect(findResource(allResources, 'casestudy', 'no-such-article')).toBeUndefined();
    expect(findResource(allResources, 'casestudy', '')).toBeUndefined();
    expect(findResource([resource({ slug: undefined })], 'blog', '')).toBeUndefined();
  });

  it('finds a resource of another type through the case-study route its card links to', () => {
    const odd = resource({ type: 'whitepaper' as Resource['type'], slug: 'odd' });
    expect(articleTarget(odd)).toBe('/resources/casestudy/odd');
    expect(findResource([odd], 'casestudy', 'odd')).toBe(odd);
  });
});
