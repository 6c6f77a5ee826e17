import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FileText } from 'lucide-react';
import { siteStore } from '@site/shared';
import { allResources, blogPosts, caseStudies, type Resource } from '../data/resources';
import ResourcesPage from './ResourcesPage';

function resource(overrides: Partial<Resource>): Resource {
  return {
    icon: FileText,
    title: 'Sample resource',
    description: 'A sample description for a card.',
    category: 'Testing',
    imageAlt: 'A sample photo',
    type: 'blog',
    slug: 'sample-resource',
    ...overrides,
  };
}

/** A hub of `list`'s cards, each list on one page unless `pages` says more. */
function hubOf(list: readonly Resource[], pages = { blog: 1, casestudy: 1 }) {
  const blog = list.filter((r) => r.type === 'blog');
  const casestudy = list.filter((r) => r.type === 'casestudy');
  return { latest: { blog, casestudy }, counts: { blog: blog.length, casestudy: casestudy.length }, pages };
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

  it('lists every blog post and case study of the content in its section, each linking to its article, with no way to older pages while each list fits on one', () => {
    render(<ResourcesPage />);
    // The content's own lists (remote-resources/content): a post published adds a card.
    const titles = (list: readonly Resource[]) => list.filter((r) => r.slug).map((r) => r.title);
    expect(within(section('blog-section')).getAllByRole('link').map((link) => link.textContent)).toEqual(titles(blogPosts));
    expect(within(section('casestudies-section')).getAllByRole('link').map((link) => link.textContent)).toEqual(titles(caseStudies));
    for (const r of allResources) {
      const link = screen.getByRole('link', { name: r.title });
      expect(link.getAttribute('href')).toBe(`/#/resources/${r.type}/${r.slug}`);
    }
    expect(screen.queryByRole('navigation', { name: /^Pages of/ })).toBeNull();
  });

  it('shows a list longer than a page with its way to the older pages, a plain link marked rel="next"', () => {
    const posts = [1, 2, 3].map((n) => resource({ title: `Post ${n}`, slug: `post-${n}` }));
    render(<ResourcesPage {...hubOf(posts, { blog: 3, casestudy: 1 })} counts={{ blog: 25, casestudy: 0 }} />);
    const pager = within(section('blog-section')).getByRole('navigation', { name: 'Pages of blog posts' });
    const older = within(pager).getByRole('link', { name: /Older blog posts/ });
    expect(older.getAttribute('href')).toBe('/#/resources/blog/page/2');
    expect(older.getAttribute('rel')).toBe('next');
    // The numbers show from tablets up (jsdom applies no media query, so they count as hidden here); a phone reads "Page 1 of 3".
    expect(within(pager).getAllByRole('link', { name: /^Page \d/, hidden: true }).map((link) => link.getAttribute('href'))).toEqual(['/#/resources/blog/page/2', '/#/resources/blog/page/3']);
    expect(within(pager).getByText('1', { ignore: 'a' }).closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pager).queryByRole('link', { name: /Newer/ })).toBeNull();
    expect(within(section('casestudies-section')).queryByRole('navigation')).toBeNull();
    // The count beside the jump link is the whole list's.
    expect(screen.getByRole('link', { name: /Blog posts/ }).textContent).toBe('Blog posts25');
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
