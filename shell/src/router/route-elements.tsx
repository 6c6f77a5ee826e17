import type { ComponentType, ReactElement } from 'react';
import type { RouteMatch } from '@site/shared';
import { AboutPage } from '../pages/AboutPage';
import { BenefitsPage } from '../pages/BenefitsPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage, remotePageFor } from '../remotes';

/** The routes the shell serves itself; every other route is a remote's (shared/remote-apps.json). */
export const shellPages: Partial<Record<RouteMatch['name'], ComponentType>> = {
  home: HomePage,
  benefits: BenefitsPage,
  about: AboutPage,
  notFound: NotFoundPage,
};

export function routeElement(match: RouteMatch): ReactElement {
  const remote = remotePageFor(match.name);
  if (remote) return <RemotePage page={remote} />;
  const Page = shellPages[match.name] ?? NotFoundPage;
  return <Page />;
}
