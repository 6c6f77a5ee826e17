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

// The content in the repository fits each list on one page (the hub's); longer lists are the
// build's tests (build/content-files.test.js) and the growth bench's (every page reached by links).
describe('ResourceListPage', () => {
  it("shows a list's page from its own file: the heading, every card with its link, the pager, the head", async () => {
    goTo('/resources/casestudy/page/1');
    const { container } = render(<ResourceListPage />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Case studies: page 1 of 1');
    // Each card's title is a heading under the page's h1, with no level skipped.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(caseStudies.map(({ title }) => title));
    expect(screen.getByRole('link', { name: caseStudies[0].title }).getAttribute('href')).toBe(`/#/resources/casestudy/${caseStudies[0].slug}`);
    expect(screen.getByRole('link', { name: 'Back to Resources' }).getAttribute('href')).toBe('/#/resources%23casestudies-section');
    // One page: no pager (ListPager.test.tsx has the pager of many).
    expect(screen.queryByRole('navigation', { name: 'Pages of case studies' })).toBeNull();
    expect(document.title).toBe('Case studies: page 1 of 1 | Clearsky Consulting');
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
    ['a page past the last', '/resources/blog/page/2'],
    ['an unknown list', '/resources/news/page/1'],
  ])('replaces %s with /resources', async (_label, path) => {
    goTo(path);
    const { container } = render(<ResourceListPage />);
    await waitFor(() => expect(siteStore.getState().location).toEqual({ path: '/resources', hash: '' }));
    expect(container.innerHTML).toBe('');
  });
});
