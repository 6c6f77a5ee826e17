/** @jest-environment node */
const fs = require('node:fs');
const { loadResources, slugify, CONTENT_DIR, RESOURCE_TYPES } = require('./resources-content');
const { IconRef } = require('../../platform/content/index.js');
const { contentScratch, refusalOf } = require('../../platform/content/testing/index.js');

const scratch = contentScratch('resources-');

const FRONT_MATTER = {
  title: '"Payroll in the Cloud: A First Look"',
  description: 'What moving payroll online changes.',
  category: 'HR & Payroll',
  icon: 'Wallet',
  imageAlt: 'Laptop showing a payroll dashboard',
  type: 'blog',
  order: '1',
};

/** Writes a post: front-matter fields (undefined leaves one out) and a body. */
function post(name, fields = {}, body = '## Why\n\nBecause it saves **hours**.\n') {
  const lines = Object.entries({ ...FRONT_MATTER, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  scratch.write(name, `---\n${lines.join('\n')}\n---\n\n${body}`);
}

function problems() {
  const error = refusalOf(() => loadResources(scratch.dir));
  expect(error.message).toContain('(see docs/content.md)');
  return error.problems;
}

describe('the resources content', () => {
  it('reads the real posts and case studies: one for each file, blog posts first, each with a body', () => {
    const { resources, bodies } = loadResources(CONTENT_DIR);
    // The folder's own size: a post published adds a file (docs/content.md).
    expect(resources).toHaveLength(fs.readdirSync(CONTENT_DIR).filter((name) => name.endsWith('.md')).length);
    const types = resources.map((r) => r.type);
    expect(types).toEqual([...types].sort((a, b) => RESOURCE_TYPES.indexOf(a) - RESOURCE_TYPES.indexOf(b)));
    // Each published one at its title's slug (the rule itself: slug.test.js), with its icon.
    for (const resource of resources.filter((r) => r.slug)) {
      expect([resource.title, resource.slug]).toEqual([resource.title, slugify(resource.title)]);
      expect(resource.icon).toBeInstanceOf(IconRef);
    }
    expect(Object.keys(bodies).sort()).toEqual(resources.filter((r) => r.slug).map((r) => r.slug).sort());
  });

  it('makes the slug from the title and the body into a tree', () => {
    post('payroll.md');
    const { resources, bodies } = loadResources(scratch.dir);
    expect(resources).toEqual([
      {
        icon: new IconRef('Wallet'),
        title: 'Payroll in the Cloud: A First Look',
        description: 'What moving payroll online changes.',
        category: 'HR & Payroll',
        imageAlt: 'Laptop showing a payroll dashboard',
        type: 'blog',
        slug: 'payroll-in-the-cloud-a-first-look',
      },
    ]);
    expect(bodies['payroll-in-the-cloud-a-first-look']).toEqual([
      { type: 'heading', level: 2, children: ['Why'] },
      { type: 'paragraph', children: ['Because it saves ', { type: 'strong', children: ['hours'] }, '.'] },
    ]);
  });

  it('orders each list by "order", blog posts first', () => {
    post('b.md', { title: 'Second', order: '2' });
    post('a.md', { title: 'Third', order: '3' });
    post('c.md', { title: 'Case', type: 'casestudy', order: '1' });
    post('d.md', { title: 'First', order: '1' });
    expect(loadResources(scratch.dir).resources.map((r) => r.title)).toEqual(['First', 'Second', 'Third', 'Case']);
  });

  it("lists each published article's path and each list page's for the declaration its build ships, in the hub's order, and no coming-soon card's", () => {
    post('b.md', { type: 'casestudy', title: '"Growth at a Pune Maker"' });
    post('a.md', { order: '2' });
    post('soon.md', { order: '3', title: '"Soon"', comingSoon: 'true' }, '');
    expect(loadResources(scratch.dir).listedPaths).toEqual({
      ArticlePage: ['/resources/blog/payroll-in-the-cloud-a-first-look', '/resources/casestudy/growth-at-a-pune-maker'],
      // The coming-soon card is on its list's page all the same.
      ResourceListPage: ['/resources/blog/page/1', '/resources/casestudy/page/1'],
    });
  });

  it('lists a coming-soon resource without a slug or a body', () => {
    post('soon.md', { comingSoon: 'true' }, '');
    const { resources, bodies } = loadResources(scratch.dir);
    expect(resources[0].slug).toBeUndefined();
    expect(bodies).toEqual({});
  });

  it('names the file and the field of a missing title', () => {
    post('payroll.md', { title: undefined });
    expect(problems()).toEqual([expect.stringMatching(/payroll\.md: front matter "title": is missing$/)]);
  });

  it('refuses an unknown icon name, and a missing icon', () => {
    post('a.md', { icon: 'Walet' });
    post('b.md', { title: 'Other', order: '2', icon: undefined });
    expect(problems()).toEqual([
      expect.stringMatching(/a\.md: front matter "icon": "Walet" is not a lucide-react icon \(did you mean "Wallet"\?\)/),
      expect.stringMatching(/b\.md: front matter "icon": is missing$/),
    ]);
  });

  it('refuses an unknown type, and a misspelt field', () => {
    post('a.md', { type: 'news', imageAlts: 'x' });
    expect(problems()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/a\.md: front matter "type": must be one of "blog", "casestudy", not "news"/),
        expect.stringMatching(/a\.md: front matter: unknown field "imageAlts" \(allowed: title, description, category, icon, imageAlt, type, order, comingSoon\)/),
      ]),
    );
  });

  it('refuses two resources with the same slug, or the same place in one list', () => {
    post('a.md');
    post('b.md', { title: '"Payroll in the cloud - a first look!"', order: '1' });
    expect(problems()).toEqual([
      expect.stringMatching(/b\.md: front matter "title": gives the same slug \("payroll-in-the-cloud-a-first-look"\) as the title of a\.md/),
      expect.stringMatching(/b\.md: front matter "order": 1 is also the order of a\.md in the same list/),
    ]);
  });

  it('refuses a post whose order another post of its list has, naming the file and the rule; the other list may use it', () => {
    post('a.md', { title: 'First', order: '4' });
    post('b.md', { title: 'Case', type: 'casestudy', order: '4' });
    post('c.md', { title: 'Second', order: '4' });
    expect(problems()).toEqual([
      expect.stringMatching(
        /c\.md: front matter "order": 4 is also the order of a\.md in the same list; the rule: each blog post has an order of its own, which places it in its list: give each a different number$/,
      ),
    ]);
  });

  it('refuses a title without letters or digits, a post without a body, and a coming-soon card with one', () => {
    post('a.md', { title: '"!!!"' });
    post('b.md', { title: 'B', order: '2' }, '');
    post('c.md', { title: 'C', order: '3', comingSoon: 'true' });
    expect(problems()).toEqual([
      expect.stringMatching(/a\.md: front matter "title": must contain letters or digits/),
      expect.stringMatching(/b\.md: the article has no body/),
      expect.stringMatching(/c\.md: a resource marked "comingSoon: true" has no article, so it must have no body/),
    ]);
  });

  it('refuses a file without front matter, and front matter that is not YAML', () => {
    scratch.write('a.md', '## Just a body\n');
    post('b.md', { title: '[unclosed' });
    expect(problems()).toEqual([
      expect.stringMatching(/a\.md: line 1: must start with a front-matter block/),
      expect.stringMatching(/b\.md: line \d+: the YAML cannot be read/),
    ]);
  });

  it('names the line of markup the page cannot show', () => {
    post('a.md', {}, '## Fine\n\n<div>raw</div>\n\n1. numbered\n');
    expect(problems()).toEqual([
      expect.stringMatching(/a\.md: line 13: raw HTML: content may not contain HTML/),
      expect.stringMatching(/a\.md: line 15: a numbered list/),
    ]);
  });

  it('refuses a link to a plain http:// address, naming the file and the line', () => {
    post('a.md', {}, 'Fine: [secure](https://example.com).\n\nNot: [insecure](http://example.com/guide).\n');
    expect(problems()).toEqual([expect.stringMatching(/a\.md: line 13: the link "http:\/\/example\.com\/guide" is a plain http:\/\/ address/)]);
  });

  it('refuses a link to /no-such-page, naming the file, the line and the rule', () => {
    post('a.md', {}, 'Read [our prices](/no-such-page).\n');
    expect(problems()).toEqual([
      expect.stringMatching(
        /a\.md: line 11: the link "\/no-such-page" names no page of the site; the rule: a link in content goes to a page of the route table \(\/, \/solutions, \/benefits, \/about, \/resources, \/contact\), an article or a list page$/,
      ),
    ]);
  });

  it('checks that a link names a page of the site, an article or a list page that exists', () => {
    post('a.md', {}, 'See [solutions](/solutions#sales), [the hub](/resources), [this post](/resources/blog/payroll-in-the-cloud-a-first-look), [all posts](/resources/blog/page/1) and [a guide](https://example.com).\n\n[gone](/pricing) [wrong type](/resources/casestudy/payroll-in-the-cloud-a-first-look) [relative](pricing.html) [no second page](/resources/blog/page/2)\n');
    expect(problems()).toEqual([
      expect.stringMatching(/a\.md: line 13: the link "pricing\.html" goes nowhere a visitor can follow/),
      expect.stringMatching(/a\.md: line 13: the link "\/pricing" names no page of the site/),
      expect.stringMatching(/a\.md: line 13: the link "\/resources\/casestudy\/payroll-in-the-cloud-a-first-look" names no article or list page/),
      expect.stringMatching(/a\.md: line 13: the link "\/resources\/blog\/page\/2" names no article or list page/),
    ]);
  });
});
