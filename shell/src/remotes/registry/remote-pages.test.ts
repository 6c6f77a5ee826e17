import { remoteNames, remotePageAt, remotePagesOf } from './remote-pages';

describe('the remotes and the pages they declare', () => {
  it('names each remote once', () => {
    expect(new Set(remoteNames()).size).toBe(remoteNames().length);
  });

  it('finds the remote page for a path: the spec routes of each remote, an article by its pattern', () => {
    expect(remotePageAt('/contact')).toMatchObject({ remote: 'contact', path: '/contact', module: 'ContactPage', label: 'Contact', title: 'Contact Us' });
    expect(remotePageAt('/solutions')).toMatchObject({ remote: 'solutions', module: 'SolutionsPage' });
    expect(remotePageAt('/resources')).toMatchObject({ remote: 'resources', module: 'ResourcesPage' });
    expect(remotePageAt('/resources/blog/some-post')).toMatchObject({ remote: 'resources', module: 'ArticlePage' });
    expect(remotePageAt('/resources/blog')).toBeUndefined();
    expect(remotePageAt('/about')).toBeUndefined();
    expect(remotePageAt('/no-such-page')).toBeUndefined();
  });

  it("lists a remote's pages", () => {
    expect(remotePagesOf('resources').map(({ module }) => module)).toEqual(['ResourcesPage', 'ResourceListPage', 'ArticlePage']);
  });
});
