import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { allResources, blogPosts, caseStudies, type Resource } from '../data/resources';
import { resource } from '../testing/resource';
import ResourcesPage from './ResourcesPage';

/** A hub that shows every card of `list`. */
function hubOf(list: readonly Resource[]) {
  const blog = list.filter((r) => r.type === 'blog');
  const casestudy = list.filter((r) => r.type === 'casestudy');
  return { latest: { blog, casestudy }, counts: { blog: blog.length, casestudy: casestudy.length } };
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

beforeEach(() => {
  act(() => {
    siteStore.getState().navigate('/resources', { replace: true });
    siteStore.setState({ toast: null });
  });
});

describe('ResourcesPage', () => {
  it('shows the hub heading, both sections and sets the page meta', () => {
    render(<ResourcesPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Knowledge Hub');
    expect(within(section('blog-section')).getByRole('heading', { level: 2 }).textContent).toBe('Latest Blog Posts');
    expect(within(section('casestudies-section')).getByRole('heading', { level: 2 }).textContent).toBe(
      'Success Stories & Case Studies',
    );
    expect(section('blog-section').tagName).toBe('SECTION');
    expect(document.title).toBe('Knowledge Hub | Clearsky Consulting');
  });

  it('lists the latest 5 blog posts and 3 case studies of the content, each linking to its article, and "See all" under a list that has more', () => {
    render(<ResourcesPage />);
    // The rule (docs/content.md, "Where a post appears"), applied to whatever the content holds:
    // a post published adds a card, or pushes one onto the lists' pages.
    for (const [id, list, shown, name] of [
      ['blog-section', blogPosts, 5, 'blog posts'],
      ['casestudies-section', caseStudies, 3, 'case studies'],
    ] as const) {
      const latest = list.slice(0, shown);
      const cards = within(section(id)).getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(latest.map((r) => r.title));
      for (const r of latest.filter((resource) => resource.slug)) {
        expect(screen.getByRole('link', { name: r.title }).getAttribute('href')).toBe(`/#/resources/${r.type}/${r.slug}`);
      }
      const all = within(section(id)).queryByRole('link', { name: `See all ${list.length} ${name}` });
      if (list.length > shown) expect(all?.getAttribute('href')).toBe(`/#/resources/${list[0].type}/page/1`);
      else expect(all).toBeNull();
    }
  });

  it('ends a list that has more than it shows with a link to all of it, from its first page', () => {
    const posts = [1, 2, 3].map((n) => resource({ title: `Post ${n}`, slug: `post-${n}` }));
    render(<ResourcesPage {...hubOf(posts)} counts={{ blog: 375, casestudy: 0 }} />);
    const all = within(section('blog-section')).getByRole('link', { name: 'See all 375 blog posts' });
    expect(all.getAttribute('href')).toBe('/#/resources/blog/page/1');
    expect(within(section('casestudies-section')).queryByRole('link', { name: /See all/ })).toBeNull();
    // The count beside the jump link is the whole list's.
    expect(screen.getByRole('link', { name: /Blog posts/ }).textContent).toBe('Blog posts375');
  });

  it('shows each card with its image, category, title and description', () => {
    render(<ResourcesPage />);
    const first = allResources[0];
    const card = screen.getByRole('link', { name: first.title }).closest('article')!;
    expect(within(card).getByRole('img', { name: first.imageAlt })).toBeTruthy();
    expect(within(card).getByText(first.category)).toBeTruthy();
    expect(within(card).getByText(first.description)).toBeTruthy();
    expect(within(card).getByText('Read article')).toBeTruthy();
  });

  it("asks for each photo at the width it is drawn: a featured card's covers two columns", () => {
    const posts = [1, 2, 3, 4, 5].map((n) => resource({ title: `Post ${n}`, slug: `post-${n}` }));
    render(<ResourcesPage {...hubOf(posts)} />);
    // 5 posts: the first is featured on tablets and desktops (2 + 1 + 2 columns, then 3).
    const sizes = Array.from(section('blog-section').querySelectorAll('img'), (img) => img.getAttribute('sizes'));
    expect(sizes[0]).toBe('(min-width: 1024px) 67vw, (min-width: 768px) 100vw, 100vw');
    expect(sizes.slice(1)).toEqual(Array(4).fill('(min-width: 1024px) 34vw, (min-width: 768px) 50vw, 100vw'));
  });

  it('navigates through the store when a card is clicked', () => {
    render(<ResourcesPage />);
    const target = caseStudies[0];
    fireEvent.click(screen.getByRole('link', { name: target.title }));
    expect(siteStore.getState().location).toEqual({ path: `/resources/casestudy/${target.slug}`, hash: '' });
  });

  it('says so when a list is empty', () => {
    render(<ResourcesPage {...hubOf([])} />);
    expect(within(section('blog-section')).getByText('No blog posts available yet. Check back soon!')).toBeTruthy();
    expect(within(section('casestudies-section')).getByText('No case studies available yet. Check back soon!')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /Blog posts|Case studies/ })).toHaveLength(2);
  });

  it('blocks a card without a slug and raises the coming-soon toast instead', () => {
    render(<ResourcesPage {...hubOf([resource({ title: 'Cloud Security Basics', slug: undefined })])} />);
    const blog = section('blog-section');
    expect(within(blog).queryByRole('link')).toBeNull();
    expect(within(blog).getByText('Coming soon')).toBeTruthy();
    fireEvent.click(within(blog).getByRole('button', { name: 'Cloud Security Basics' }));
    expect(siteStore.getState().toast).toMatchObject({
      open: true,
      title: 'Accessing Cloud Security Basics...',
      description: "This resource isn't available yet, but it's coming soon!",
      variant: 'default',
    });
    expect(siteStore.getState().location.path).toBe('/resources');
  });

  it('links to both sections from the intro, with their counts', () => {
    render(<ResourcesPage />);
    const nav = screen.getByRole('navigation', { name: 'Knowledge Hub sections' });
    const [blog, cases] = within(nav).getAllByRole('link');
    expect(blog.getAttribute('href')).toBe('/#/resources%23blog-section');
    expect(blog.textContent).toBe(`Blog posts${blogPosts.length}`);
    expect(cases.getAttribute('href')).toBe('/#/resources%23casestudies-section');
    fireEvent.click(cases);
    expect(siteStore.getState().location).toEqual({ path: '/resources', hash: 'casestudies-section' });
  });

  it('scrolls itself when the jump link names the hash already in the URL', () => {
    act(() => siteStore.getState().navigate('/resources#blog-section'));
    render(<ResourcesPage />);
    const scrollIntoView = jest.fn();
    section('blog-section').scrollIntoView = scrollIntoView;
    fireEvent.click(screen.getByRole('link', { name: /Blog posts/ }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });
});
