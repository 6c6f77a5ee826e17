import { act, render, screen, waitFor } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { blogPosts, caseStudies } from '../../data/resources';
import { serveContent } from '../../testing/content-server';
import ResourceListPage from './ResourceListPage';

const server = serveContent();

function goTo(path: string) {
  act(() => siteStore.getState().navigate(path));
}

beforeEach(() => goTo('/'));

/** A list's pages hold 9 cards each (docs/content.md, "Where a post appears"). */
const pagesOf = (count: number) => Math.max(1, Math.ceil(count / 9));

// Each list of the content, whatever its length; a list's pages at every size are
// content-sizes.test.tsx's and the build's (build/content-files.test.js).
describe('ResourceListPage', () => {
  it("shows a list's first page from its own file: the heading, its cards with their links, the pager, the head", async () => {
    const pages = pagesOf(caseStudies.length);
    goTo('/resources/casestudy/page/1');
    const { container } = render(<ResourceListPage />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(`Case studies: page 1 of ${pages}`);
    // Each card's title is a heading under the page's h1, with no level skipped.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(caseStudies.slice(0, 9).map(({ title }) => title));
    expect(screen.getByRole('link', { name: caseStudies[0].title }).getAttribute('href')).toBe(`/#/resources/casestudy/${caseStudies[0].slug}`);
    expect(screen.getByRole('link', { name: 'Back to Resources' }).getAttribute('href')).toBe('/#/resources%23casestudies-section');
    // A pager when there is more than one page (ListPager.test.tsx has the pager of many).
    expect(screen.queryAllByRole('navigation', { name: 'Pages of case studies' })).toHaveLength(pages > 1 ? 1 : 0);
    expect(document.title).toBe(`Case studies: page 1 of ${pages} | Clearsky Consulting`);
    expect(server.requested).toEqual([expect.stringMatching(/^content\/list-casestudy-1\.[0-9a-f]{16}\.json$/)]);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('opens an article of its page from its card, whose file it already has the pointer to', async () => {
    goTo('/resources/blog/page/1');
    render(<ResourceListPage />);
    const link = await screen.findByRole('link', { name: blogPosts[0].title });
    expect(link.getAttribute('href')).toBe(`/#/resources/blog/${blogPosts[0].slug}`);
  });

  it.each([
    ['a page past the last', `/resources/blog/page/${pagesOf(blogPosts.length) + 1}`],
    ['an unknown list', '/resources/news/page/1'],
  ])('replaces %s with /resources', async (_label, path) => {
    goTo(path);
    const { container } = render(<ResourceListPage />);
    await waitFor(() => expect(siteStore.getState().location).toEqual({ path: '/resources', hash: '' }));
    expect(container.innerHTML).toBe('');
  });
});
