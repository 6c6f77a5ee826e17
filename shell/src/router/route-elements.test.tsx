import { paths, type RouteName } from '@site/shared';
import remoteApps from '@site/shared/remote-apps.json';
import { REMOTE_NAMES, remotePageAt, remotePageFor } from '../remotes/remote-pages';
import { shellPages } from './route-elements';

describe('who serves each route', () => {
  const routes = Object.keys(paths) as RouteName[];

  it('every route of the route table is served by the shell or by exactly one remote page, not both', () => {
    for (const route of routes) {
      const remotes = remoteApps.remotes.flatMap(({ pages }) => pages).filter((page) => page.route === route);
      expect({ route, servers: remotes.length + (route in shellPages ? 1 : 0) }).toEqual({ route, servers: 1 });
    }
  });

  it('remote-apps.json names only routes of the route table, and remotes once each', () => {
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
