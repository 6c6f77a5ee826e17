import { act, render, screen, waitFor } from '@testing-library/react';
import { siteStore } from '@site/shared';
import { articles } from '../../data/articles/article-data';
import { articleKey, rememberArticle } from '../../data/articles/article-refs';
import { blogPosts, caseStudies } from '../../data/resources';
import { contentFiles } from '../../testing/content-files.val.js';
import { serveContent } from '../../testing/content-server';
import ArticlePage from './ArticlePage';

const server = serveContent();

/** The published posts of each list, whatever the content holds; the tests need one of each at least. */
const publishedBlog = blogPosts.filter((post) => post.slug);
const publishedCases = caseStudies.filter((study) => study.slug);
if (!publishedBlog.length || !publishedCases.length) throw new Error('These tests need a published blog post and case study (remote-resources/content/).');
const lastOf = <T,>(list: readonly T[]) => list[list.length - 1];

/** Each article's body, by its slug, from the file the build writes for it. */
const bodies = new Map(
  contentFiles
    .filter(({ file }) => file.startsWith('content/article-'))
    .map(({ text }) => JSON.parse(text) as { resource: { slug: string }; body: Array<{ type: string; level?: number }> })
    .map(({ resource, body }) => [resource.slug, body]),
);

/** How many level-2 headings an article shows: its body's and the closing call to action's. */
const h2Count = (slug: string) => bodies.get(slug)!.filter((block) => block.type === 'heading' && block.level === 2).length + 1;

function goTo(path: string) {
  act(() => siteStore.getState().navigate(path));
}

beforeEach(() => {
  goTo('/');
});

describe('ArticlePage', () => {
  // First: the other tests fetch every article, and a file fetched is kept for the visit.
  it('is busy, saying so, while its file is on its way', async () => {
    const post = lastOf(publishedCases);
    goTo(`/resources/casestudy/${post.slug}`);
    const { container } = render(<ArticlePage />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading the article…');
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("opened from a card, shows the card's fields at once and its body when its file comes", async () => {
    const post = lastOf(publishedBlog);
    rememberArticle(post);
    goTo(`/resources/blog/${post.slug}`);
    const { container } = render(<ArticlePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(post.title);
    expect(screen.getByRole('img', { name: post.imageAlt })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    // Only the closing call to action's heading: the body's are on their way.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Ready to put these ideas to work?']);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(h2Count(post.slug!));
  });

  it('shows a blog post with every part the spec lists', async () => {
    const post = publishedBlog[0];
    goTo(`/resources/blog/${post.slug}`);
    await articles.load(articleKey('blog', post.slug!));
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 10, 0), doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      render(<ArticlePage />);
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(post.title);
    expect(screen.getByRole('link', { name: 'Back to Resources' }).getAttribute('href')).toBe('/#/resources');
    expect(screen.getByText(post.category)).toBeTruthy();
    expect(screen.getByText('Blog Post')).toBeTruthy();
    const time = screen.getByText('November 22, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-22');
    expect(time.parentElement?.textContent).toBe('Published on November 22, 2026');
    expect(screen.getByText('By Clearsky Team')).toBeTruthy();
    const image = screen.getByRole('img', { name: post.imageAlt });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#/contact');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(h2Count(post.slug!));
    expect(document.title).toBe(`${post.title} | Clearsky Consulting`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(post.description);
  });

  // Every article of the content renders whole: the browser opens one of each kind from its card
  // (e2e/areas/resources.spec.ts), this covers the rest at a fraction of the cost.
  it.each([
    ...publishedBlog.map((post) => [post.title, 'blog', 'Blog Post', post] as const),
    ...publishedCases.map((study) => [study.title, 'casestudy', 'Case Study', study] as const),
  ])('renders "%s", a %s article, whole, from its own file', async (_title, type, label, article) => {
    goTo(`/resources/${type}/${article.slug}`);
    render(<ArticlePage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(article.title);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText(article.category)).toBeTruthy();
    expect(screen.getByText('By Clearsky Team')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(h2Count(article.slug!)));
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#/contact');
    expect(screen.getByRole('link', { name: 'Back to Resources' }).getAttribute('href')).toBe('/#/resources');
    expect(document.title).toBe(`${article.title} | Clearsky Consulting`);
    // No other article's file (its own may have come in an earlier test: a file is kept for the visit).
    expect(server.requested.filter((file) => file.startsWith('content/article-') && file !== article.article!.file)).toEqual([]);
  });

  it.each([
    ['an unknown type', `/resources/news/${publishedBlog[0].slug}`],
    ['a slug of the other type', `/resources/casestudy/${publishedBlog[0].slug}`],
    ['an unknown slug', '/resources/blog/no-such-post'],
  ])('replaces %s with /resources', async (_label, path) => {
    goTo(path);
    const lengthBefore = window.history.length;
    const { container } = render(<ArticlePage />);
    await waitFor(() => expect(siteStore.getState().location).toEqual({ path: '/resources', hash: '' }));
    expect(window.location.hash).toBe('#/resources');
    expect(window.history.length).toBe(lengthBefore);
    expect(container.innerHTML).toBe('');
  });
});

describe('ArticlePage while the shell animates it out', () => {
  it('keeps its article, and stays put, once the store moves on to another page', async () => {
    const post = publishedBlog[0];
    goTo(`/resources/blog/${post.slug}`);
    render(<ArticlePage />);
    await screen.findByRole('heading', { level: 1 });
    goTo('/contact');
    expect(siteStore.getState().location.path).toBe('/contact');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(post.title);
  });

  it('follows a move to another article', async () => {
    goTo(`/resources/blog/${publishedBlog[0].slug}`);
    render(<ArticlePage />);
    await screen.findByRole('heading', { level: 1 });
    goTo(`/resources/casestudy/${lastOf(publishedCases).slug}`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(lastOf(publishedCases).title));
  });
});
