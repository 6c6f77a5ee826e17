import { paths } from '@site/shared';
import { AboutPage, NotFoundPage } from '../pages';
import { RemotePage } from '../remotes';
import { routeElement } from './route-elements';

describe('who serves each path', () => {
  it('every path of the route table is served by the shell or by a remote page', () => {
    for (const { path } of Object.values(paths)) {
      const concrete = path.replaceAll(/:[a-z]+/g, 'x');
      expect({ path, element: routeElement(concrete).type }).not.toEqual({ path, element: NotFoundPage });
    }
  });

  it("the shell's own pages, a remote's declared page, and not found for a path no one declares", () => {
    expect(routeElement('/about').type).toBe(AboutPage);
    const contact = routeElement('/contact');
    expect(contact.type).toBe(RemotePage);
    expect(contact.props).toMatchObject({ page: { remote: 'contact', module: 'ContactPage' } });
    expect(routeElement('/no-area-has-this-path').type).toBe(NotFoundPage);
    expect(routeElement('/resources/blog').type).toBe(NotFoundPage);
  });
});
