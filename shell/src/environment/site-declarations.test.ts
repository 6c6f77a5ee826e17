import { REMOTE_PAGES } from './build-settings';
import { declaredPagesFrom } from './site-declarations';

const contactPage = { path: '/contact', module: 'ContactPage', label: 'Contact', title: 'Contact', description: 'The Contact page.' };
// A name no team has taken: the tests hold whatever areas are added (npm run new-area).
const NEWCOMER = 'new-area-example';
const newcomer = { prefixes: [`/${NEWCOMER}`], pages: [{ path: `/${NEWCOMER}`, module: 'ExamplePage', label: 'Example', title: 'Example', description: 'The Example page.', nav: { label: 'Example', order: 50 } }] };
const SPEC_REMOTES = ['solutions', 'resources', 'contact'];
/** "remote path" of the pages of the spec's remotes and the newcomer. */
const summary = (pages: ReturnType<typeof declaredPagesFrom>['pages']) =>
  pages.filter(({ remote }) => [...SPEC_REMOTES, NEWCOMER].includes(remote)).map(({ remote, path }) => `${remote} ${path}`);

// The error the shell logs for a refused declaration is the point of those tests, not a failure.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("the remotes' pages, from the deploy's declarations over the build's", () => {
  it('without a block, the pages the shell was built with', () => {
    const { pages, remotes, refused } = declaredPagesFrom(undefined);
    expect(pages).toEqual(REMOTE_PAGES);
    // docs/SPEC.md, section 3: the routes of the spec's remotes (a remote may declare more).
    expect(summary(pages)).toEqual(
      expect.arrayContaining(['solutions /solutions', 'resources /resources', 'resources /resources/:type/:slug', 'contact /contact']),
    );
    expect(remotes).toEqual(expect.arrayContaining(SPEC_REMOTES));
    expect(refused).toEqual({});
  });

  it("a remote's declaration replaces its built pages: a page added, a header link moved, a page removed", () => {
    const resources = {
      prefixes: ['/resources'],
      pages: [{ path: '/resources', module: 'ResourcesPage', label: 'Resources', title: 'Resources', description: 'The Resources page.', nav: { label: 'Resources', order: 5 } }, { path: '/resources/guides', module: 'GuidesPage', label: 'Guides', title: 'Guides', description: 'The Guides page.', nav: { label: 'Guides', order: 45 } }],
    };
    const { pages, refused } = declaredPagesFrom({ resources, contact: { prefixes: ['/contact'], pages: [contactPage] } });
    expect(refused).toEqual({});
    expect(summary(pages)).toEqual(['solutions /solutions', 'resources /resources', 'resources /resources/guides', 'contact /contact']);
    expect(pages.find(({ path }) => path === '/resources')?.nav).toEqual({ label: 'Resources', order: 5 });
  });

  it('a new remote comes with its prefixes and pages', () => {
    const { pages, remotes } = declaredPagesFrom({ [NEWCOMER]: newcomer });
    expect(remotes.at(-1)).toBe(NEWCOMER);
    expect(summary(pages).at(-1)).toBe(`${NEWCOMER} /${NEWCOMER}`);
  });

  it("a declaration that claims the shell's page or another remote's path is refused whole; every other remote's pages stay", () => {
    const greedy = { prefixes: ['/contact'], pages: [contactPage, { path: '/about', module: 'AboutUs', label: 'About', title: 'About', description: 'The About page.' }] };
    const intruder = { prefixes: ['/resources'], pages: [{ path: '/resources/jobs', module: 'JobsPage', label: 'Jobs', title: 'Jobs', description: 'The Jobs page.' }] };
    const { pages, remotes, refused } = declaredPagesFrom({ contact: greedy, [NEWCOMER]: intruder });
    expect(refused).toEqual({
      contact: ['page "AboutUs" claims /about, a page of the shell'],
      [NEWCOMER]: expect.arrayContaining([`the ${NEWCOMER} remote's prefix /resources overlaps /resources, the resources remote's`]) as unknown,
    });
    expect(pages).toEqual(REMOTE_PAGES);
    expect(remotes).not.toContain(NEWCOMER);
  });

  it('a known remote keeps its prefixes whatever the deploy says, and garbage changes nothing', () => {
    const moved = { prefixes: ['/elsewhere'], pages: [{ path: '/elsewhere', module: 'ContactPage', label: 'Contact', title: 'Contact', description: 'The Contact page.' }] };
    expect(declaredPagesFrom({ contact: moved }).refused.contact).toEqual(["page \"ContactPage\" claims /elsewhere, outside the contact remote's prefixes (/contact)"]);
    expect(declaredPagesFrom(['not', 'a', 'record']).pages).toEqual(REMOTE_PAGES);
    expect(declaredPagesFrom({ contact: 'nonsense' }).pages).toEqual(REMOTE_PAGES);
  });

  it("an accepted preview's declaration stands in for that remote's, checked the same way", () => {
    const previewed = declaredPagesFrom({}, REMOTE_PAGES, { remote: NEWCOMER, declaration: newcomer });
    expect(previewed.remotes.at(-1)).toBe(NEWCOMER);
    expect(summary(previewed.pages).at(-1)).toBe(`${NEWCOMER} /${NEWCOMER}`);
    // Over the deploy's own declaration of that remote; the other remotes keep theirs.
    const guides = { prefixes: ['/resources'], pages: [{ path: '/resources/guides', module: 'GuidesPage', label: 'Guides', title: 'Guides', description: 'The Guides page.' }] };
    const over = declaredPagesFrom({ contact: { prefixes: ['/contact'], pages: [contactPage] } }, REMOTE_PAGES, { remote: 'resources', declaration: guides });
    expect(summary(over.pages)).toEqual(['solutions /solutions', 'resources /resources/guides', 'contact /contact']);
    // One whose declaration breaks a rule is refused like the deploy's.
    const greedy = declaredPagesFrom(undefined, REMOTE_PAGES, { remote: NEWCOMER, declaration: { prefixes: ['/about'], pages: [{ path: '/about', module: 'AboutUs', label: 'About', title: 'About', description: 'The About page.' }] } });
    expect(greedy.refused[NEWCOMER]).toEqual(expect.arrayContaining(['page "AboutUs" claims /about, a page of the shell']));
    expect(greedy.remotes).not.toContain(NEWCOMER);
  });

  // The border's hostile shapes, as the deploy's block could carry them: each refused with a
  // message, none thrown, and no other remote's pages changed.
  it.each([
    ['prefixes as a string', { prefixes: '/evil', pages: [{ path: '/evil', module: 'EvilPage', label: 'Evil' }] }, "the evil remote has no path prefixes in the deploy's list of remotes (it gives \"/evil\")"],
    ['prefixes as a number', { prefixes: 5, pages: [{ path: '/evil', module: 'EvilPage', label: 'Evil' }] }, "the evil remote has no path prefixes in the deploy's list of remotes (it gives 5)"],
    ['prefixes as a list of numbers', { prefixes: [5], pages: [{ path: '/evil', module: 'EvilPage', label: 'Evil' }] }, 'the evil remote\'s prefix 5 is not a path like "/evil"'],
    ['pages as an object', { prefixes: ['/evil'], pages: { path: '/evil' } }, 'the evil remote declares no page'],
    ['a page that is null', { prefixes: ['/evil'], pages: [null] }, 'page 1 is not an object'],
    ['nav.order of 1e309', { prefixes: ['/evil'], pages: [{ path: '/evil', module: 'EvilPage', label: 'Evil', nav: { label: 'Evil', order: Number.POSITIVE_INFINITY } }] }, 'page "EvilPage": "nav.order" must be a whole number (lower comes first)'],
    ['a path that climbs', { prefixes: ['/evil'], pages: [{ path: '/evil/:a/:b', module: 'EvilPage', label: 'Evil', paths: ['/evil/../..'] }] }, 'page "EvilPage": "paths" must list clean paths that /evil/:a/:b names'],
  ])('%s', (_, declaration, problem) => {
    const { pages, refused } = declaredPagesFrom({ evil: declaration });
    expect(refused.evil).toContain(problem);
    expect(pages).toEqual(REMOTE_PAGES);
  });
});
