/**
 * @jest-environment node
 */
const { SHELL_PATHS, checkedPages, declaredPages, remotePages } = require('./index.js');

describe("the remotes' page declarations, as every build reads them", () => {
  it("the shell's own pages are the route table's paths under no remote's prefix", () => {
    expect(SHELL_PATHS).toEqual(['/', '/benefits', '/about']);
  });

  it("each remote's pages.json passes, with the spec's pages", () => {
    // Areas added since (npm run new-area) come after these.
    const spec = remotePages().filter(({ remote }) => ['solutions', 'resources', 'contact'].includes(remote));
    expect(spec.map(({ remote, path, module }) => `${remote} ${path} ${module}`)).toEqual([
      'solutions /solutions SolutionsPage',
      'resources /resources ResourcesPage',
      // The older posts of a list (not in the spec: the Knowledge Hub at hundreds of posts).
      'resources /resources/:type/page/:page ResourceListPage',
      'resources /resources/:type/:slug ArticlePage',
      'contact /contact ContactPage',
    ]);
  });

  it('refuses a declaration that claims a path of the shell or of another remote, naming the file, the page and the owner', () => {
    const claiming = (path) => ({ pages: [{ ...declaredPages('contact')[0], path }] });
    expect(() => checkedPages('contact', claiming('/about'))).toThrow(
      'remote-contact/pages.json is refused:\n  - page "ContactPage" claims /about, a page of the shell',
    );
    expect(() => checkedPages('contact', claiming('/solutions/compare'), 'candidate/pages.json')).toThrow(
      'candidate/pages.json is refused:\n  - page "ContactPage" claims /solutions/compare, which is the solutions remote\'s (its prefix /solutions)',
    );
  });

  it('refuses two pages on one path, and a file that is not a declaration', () => {
    const [page] = declaredPages('contact');
    expect(() => checkedPages('contact', { pages: [page, { ...page, module: 'ContactFormPage' }] })).toThrow(
      'page "ContactFormPage" and page "ContactPage" are both on /contact',
    );
    expect(() => checkedPages('contact', ['/contact'])).toThrow('remote-contact/pages.json is refused:\n  - the declaration must be a set of fields (prefixes, pages), not ["/contact"]');
    expect(() => checkedPages('contact', { pages: [] })).toThrow('remote-contact/pages.json is refused:\n  - "pages" must be a list of 1 to 100 pages, not []');
  });

  // What the build says of a team's pages.json that hands the site a path out of its folder.
  it.each(['/contact/../../..', '/contact//x', '/contact/%2e%2e', '/contact?x', '/contact\\x', '/contact\u0000'])('refuses the path %j, naming the file, the page and the field', (hostile) => {
    const [page] = declaredPages('contact');
    expect(() => checkedPages('contact', { pages: [{ ...page, path: hostile }] })).toThrow(/^remote-contact\/pages\.json is refused:\n {2}- page "ContactPage": "path" must be a clean path/);
  });
});
