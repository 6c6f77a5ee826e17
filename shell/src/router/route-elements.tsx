import type { ReactElement } from 'react';
import type { RouteMatch } from '@site/shared';
import { AboutPage } from '../pages/AboutPage';
import { BenefitsPage } from '../pages/BenefitsPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage, type RemotePageProps } from '../remotes/RemotePage';

/** Which remote and exposed module serves each remote route. */
export const remoteRoutes = {
  solutions: { remote: 'solutions', module: 'SolutionsPage', label: 'Solutions' },
  resources: { remote: 'resources', module: 'ResourcesPage', label: 'Resources' },
  article: { remote: 'resources', module: 'ArticlePage', label: 'Article' },
  contact: { remote: 'contact', module: 'ContactPage', label: 'Contact' },
} as const satisfies Record<string, RemotePageProps>;

export function routeElement(match: RouteMatch): ReactElement {
  switch (match.name) {
    case 'home':
      return <HomePage />;
    case 'benefits':
      return <BenefitsPage />;
    case 'about':
      return <AboutPage />;
    case 'solutions':
    case 'resources':
    case 'article':
    case 'contact':
      return <RemotePage {...remoteRoutes[match.name]} />;
    case 'notFound':
      return <NotFoundPage />;
  }
}
