import type { ReactElement } from 'react';
import type { RouteMatch } from '@site/shared';
import { AboutPage } from '../pages/AboutPage';
import { BenefitsPage } from '../pages/BenefitsPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { remoteRoutes } from './remote-routes';

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
