import { linkProblem, type SiteUrls } from './contract-checks';

const pages = [
  { path: '/resources/:type/page/:page', paths: ['/resources/blog/page/1'] },
  { path: '/resources/:type/:slug', paths: ['/resources/blog/a-post'] },
  { path: '/careers' },
];
const hash: SiteUrls = { origin: 'https://example.com', urlMode: 'hash', basePath: '/', pages };
const path: SiteUrls = { ...hash, urlMode: 'path' };

describe('linkProblem (rule store-navigation)', () => {
  it("takes a link to the route table's pages, a declared page and every path a pattern lists, in the site's URL mode", () => {
    for (const href of ['/#/contact', '/#/solutions%23sales', '/#/careers', '/#/resources/blog/page/1', '/#/resources/blog/a-post', 'mailto:hello@example.com', 'https://elsewhere.example/']) {
      expect([href, linkProblem(href, hash)]).toEqual([href, null]);
    }
    expect(linkProblem('/resources/blog/page/1', path)).toBeNull();
  });

  it('names a link to a path no page serves, one written for the other mode, and one not over https', () => {
    expect(linkProblem('/#/resources/blog/page/2', hash)).toBe('/#/resources/blog/page/2 (no page of the site)');
    expect(linkProblem('/#/resources/blog/no-such-post', hash)).toBe('/#/resources/blog/no-such-post (no page of the site)');
    expect(linkProblem('/#/pricing', hash)).toBe('/#/pricing (no page of the site)');
    expect(linkProblem('/contact', hash)).toBe("/contact (not written as the site's hash-mode links are: use Link or paths)");
    expect(linkProblem('http://elsewhere.example/', hash)).toBe('http://elsewhere.example/ (not https)');
  });
});
