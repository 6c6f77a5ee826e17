import { paths, type RouteName } from '@site/shared';
import remoteApps from '@site/shared/remote-apps.json';
import { REMOTE_NAMES, remotePageAt, remotePageFor } from './remote-pages';

describe('the remotes and the pages they serve', () => {
  it('remote-apps.json names only routes of the route table, and remotes once each', () => {
    const routes = Object.keys(paths) as RouteName[];
    const named = remoteApps.remotes.flatMap(({ pages }) => pages.map((page) => page.route));
    expect(named.filter((route) => !routes.includes(route as RouteName))).toEqual([]);
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTE_NAMES.length);
  });

  it('finds the remote page for a path', () => {
    expect(remotePageAt('/contact')).toEqual({ remote: 'contact', module: 'ContactPage', route: 'contact', label: 'Contact' });
    expect(remotePageAt('/resources/blog/some-post')).toMatchObject({ remote: 'resources', module: 'ArticlePage' });
    expect(remotePageAt('/about')).toBeUndefined();
    expect(remotePageFor('notFound')).toBeUndefined();
  });
});
