import { paths, type RouteName } from '@site/shared';
import remoteApps from '@site/shared/remote-apps.json';
import { shellPages } from './route-elements';

describe('who serves each route', () => {
  const routes = Object.keys(paths) as RouteName[];

  it('every route of the route table is served by the shell or by exactly one remote page, not both', () => {
    for (const route of routes) {
      const remotes = remoteApps.remotes.flatMap(({ pages }) => pages).filter((page) => page.route === route);
      expect({ route, servers: remotes.length + (route in shellPages ? 1 : 0) }).toEqual({ route, servers: 1 });
    }
  });
});
