import { serveContent } from '../../testing/content-server';
import { articleKey, rememberArticle } from './article-refs';
import { articles } from './article-data';
import { latest } from '../lists/hub-lists.val.js';

const server = serveContent();
const articleFiles = () => server.requested.filter((file) => file.startsWith('content/article-'));

describe('an article opened', () => {
  it('at its address alone: its shard, then its own file, no other article', async () => {
    const [post] = latest.casestudy;
    const data = await articles.load(articleKey('casestudy', post.slug!));
    expect(data?.resource.title).toBe(post.title);
    expect(data?.body.length).toBeGreaterThan(0);
    expect(server.requested).toHaveLength(2);
    expect(server.requested[0]).toMatch(/^content\/shard-\d+\./);
    expect(articleFiles()).toEqual([post.article!.file]);
  });

  it('from its card: its own file at once, no shard', async () => {
    const post = latest.blog[1];
    rememberArticle(post, { fetchNow: true });
    expect(server.requested).toEqual([post.article!.file]);
    const data = await articles.load(articleKey('blog', post.slug!));
    expect(data?.resource.slug).toBe(post.slug);
    expect(server.requested).toEqual([post.article!.file]);
  });

  it('at an address that names none: null, after its shard', async () => {
    await expect(articles.load(articleKey('blog', 'no-such-post'))).resolves.toBeNull();
    expect(articleFiles()).toEqual([]);
  });

  it('whose file fails: a failure the page shows, and a second try fetches again', async () => {
    const post = latest.blog[2];
    const key = articleKey('blog', post.slug!);
    server.failFor(post.slug!);
    await expect(articles.load(key)).rejects.toThrow('Failed to fetch');
    expect(articles.peek(key)?.status).toBe('failed');
    server.failing.length = 0;
    articles.forget(key);
    await expect(articles.load(key)).resolves.toMatchObject({ resource: { title: post.title } });
    expect(articleFiles()).toEqual([post.article!.file, post.article!.file]);
  });
});
