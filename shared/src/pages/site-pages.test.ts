import { declarationProblems, pageAt, servesPage, type DeclaredPage } from './site-pages';

const SHELL_PATHS = ['/', '/benefits', '/about'];

function page(overrides: Partial<DeclaredPage>): DeclaredPage {
  return { path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'Work with us.', ...overrides };
}

const resources = {
  name: 'resources',
  prefixes: ['/resources'],
  pages: [
    page({ path: '/resources', module: 'ResourcesPage', label: 'Resources', nav: { label: 'Resources', order: 40 } }),
    page({ path: '/resources/:type/:slug', module: 'ArticlePage', label: 'Article', paths: ['/resources/blog/a-post'] }),
  ],
};
const careers = { name: 'careers', prefixes: ['/careers'], pages: [page({ nav: { label: 'Careers', order: 50 } })] };
const site = { shellPaths: SHELL_PATHS, otherRemotes: [resources] };

describe('declarationProblems', () => {
  it('takes a declaration whose pages are under its prefixes', () => {
    expect(declarationProblems(careers, site)).toEqual([]);
    expect(declarationProblems(resources, { shellPaths: SHELL_PATHS, otherRemotes: [careers] })).toEqual([]);
  });

  it("refuses a page on a path of the shell, naming the page, the path and its owner", () => {
    const claimsAbout = { ...careers, pages: [page({ path: '/about', module: 'AboutUs' })] };
    expect(declarationProblems(claimsAbout, site)).toContain('page "AboutUs" claims /about, a page of the shell');
  });

  it("refuses a page on another remote's path, naming that remote and its prefix", () => {
    const claimsArticles = { ...careers, pages: [page({ path: '/resources/jobs' })] };
    expect(declarationProblems(claimsArticles, site)).toEqual(['page "CareersPage" claims /resources/jobs, which is the resources remote\'s (its prefix /resources)']);
  });

  it('refuses a page outside its own prefixes, and a prefix that takes in a page of the shell or overlaps another remote', () => {
    expect(declarationProblems({ ...careers, pages: [page({ path: '/jobs' })] }, site)).toEqual(['page "CareersPage" claims /jobs, outside the careers remote\'s prefixes (/careers)']);
    expect(declarationProblems({ ...careers, prefixes: ['/'] }, site)).toEqual(
      expect.arrayContaining(['the careers remote\'s prefix / takes in /, a page of the shell', 'the careers remote\'s prefix / overlaps /resources, the resources remote\'s']),
    );
  });

  it('refuses two pages on one path, and fields that are missing or of the wrong kind', () => {
    const twice = { ...careers, pages: [page({}), page({ module: 'JobsPage' })] };
    expect(declarationProblems(twice, site)).toEqual(['page "JobsPage" and page "CareersPage" are both on /careers']);
    const broken = { ...careers, pages: [page({ path: 'careers', module: 'careersPage', label: ' ', title: ' ', description: undefined, nav: { label: '', order: 1.5, footer: 'yes' as unknown as boolean } })] };
    expect(declarationProblems(broken, site)).toEqual([
      'page "careersPage": "module" must name a component, like "CareersPage"',
      'page "careersPage": "label" must be a text',
      'page "careersPage": "title" must be a text',
      'page "careersPage": "description" must be a text',
      'page "careersPage": "nav.label" must be a text',
      'page "careersPage": "nav.order" must be a whole number (lower comes first)',
      'page "careersPage": "nav.footer" must be true or false',
      'page "careersPage": "path" must be a path like "/careers" or a pattern like "/careers/:slug", not "careers"',
    ]);
    expect(declarationProblems({ ...careers, pages: [] }, site)).toEqual(['the careers remote declares no page']);
  });

  it('asks a build for each page\'s head; takes a version built before declarations carried one', () => {
    const headless = { ...careers, pages: [{ path: '/careers', module: 'CareersPage', label: 'Careers' }] };
    expect(declarationProblems(headless, site, { requireHead: true })).toEqual([
      'page "CareersPage": "title" must be a text (the head the page shows with)',
      'page "CareersPage": "description" must be a text (the head the page shows with)',
    ]);
    expect(declarationProblems(headless, site)).toEqual([]);
  });

  it("takes a pattern's page without a head, whose page sets each path's own, but not a head that is not a text", () => {
    const article = { path: '/resources/:type/:slug', module: 'ArticlePage', label: 'Article', paths: ['/resources/blog/a-post'] };
    expect(declarationProblems({ ...resources, pages: [resources.pages[0], article] }, { shellPaths: SHELL_PATHS, otherRemotes: [] }, { requireHead: true })).toEqual([]);
    // Both texts or neither: a title alone would be a head the shell does not set.
    expect(declarationProblems({ ...resources, pages: [resources.pages[0], { ...article, title: 'An article' }] }, { shellPaths: SHELL_PATHS, otherRemotes: [] })).toEqual([
      'page "ArticlePage": "description" must be a text',
    ]);
  });

  it("refuses a pattern's listed paths that it does not name", () => {
    const wrongPaths = { ...resources, pages: [page({ path: '/resources/:type/:slug', module: 'ArticlePage', paths: ['/resources/blog'] })] };
    expect(declarationProblems(wrongPaths, { shellPaths: SHELL_PATHS, otherRemotes: [] })).toEqual(['page "ArticlePage": "paths" must list clean paths that /resources/:type/:slug names']);
  });
});

describe('pageAt', () => {
  const pages = [
    { remote: 'resources', page: page({ path: '/resources/:type/:slug', module: 'ArticlePage' }) },
    { remote: 'resources', page: page({ path: '/resources/guides/start', module: 'StartGuide' }) },
  ];

  it("finds a page by its path before a pattern that names it too, and a pattern's page by any path it names", () => {
    expect(pageAt(pages, '/resources/guides/start')?.page.module).toBe('StartGuide');
    expect(pageAt(pages, '/resources/blog/a-post')?.page.module).toBe('ArticlePage');
    expect(pageAt(pages, '/resources/blog')).toBeUndefined();
  });
});

describe('servesPage', () => {
  const routePaths = ['/', '/about', '/resources', '/contact'];
  const listed = [
    { path: '/resources', module: 'ResourcesPage' },
    { path: '/resources/:type/page/:page', paths: ['/resources/blog/page/1', '/resources/blog/page/2', '/resources/casestudy/page/1'] },
    { path: '/resources/:type/:slug', paths: ['/resources/blog/a-post', '/resources/casestudy/a-case'] },
    { path: '/careers' },
  ];

  it('serves the route table, a declared page and every path a pattern lists', () => {
    for (const path of ['/', '/about', '/careers', '/resources/blog/page/2', '/resources/casestudy/page/1', '/resources/casestudy/a-case']) {
      expect([path, servesPage(path, { routePaths, pages: listed })]).toEqual([path, true]);
    }
  });

  it('does not serve a path a pattern names but does not list, nor one no page names', () => {
    for (const path of ['/resources/blog/page/3', '/resources/blog/no-such-post', '/resources/blog', '/careers/jobs', '/pricing', '/about/']) {
      expect([path, servesPage(path, { routePaths, pages: listed })]).toEqual([path, false]);
    }
  });

  it("serves any path a pattern names when its declaration lists none (a repository's pages.json, before its build)", () => {
    const declared = [{ path: '/resources/:type/page/:page' }];
    expect(servesPage('/resources/blog/page/7', { routePaths, pages: declared })).toBe(true);
    expect(servesPage('/resources/blog/7', { routePaths, pages: declared })).toBe(false);
  });
});
