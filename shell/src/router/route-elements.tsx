import type { ComponentType, ReactElement } from 'react';
import { matchRoute, type RouteMatch } from '@site/shared';
import { AboutPage, BenefitsPage, HomePage, NotFoundPage } from '../pages';
import { RemotePage, remotePageAt } from '../remotes';

/** The routes the shell serves itself; the remotes declare theirs (remote-<name>/pages.json). */
export const shellPages: Partial<Record<RouteMatch['name'], ComponentType>> = {
  home: HomePage,
  benefits: BenefitsPage,
  about: AboutPage,
};

/** The page at `path`: the shell's own, else the remote page declared for it, else not found. */
export function routeElement(path: string): ReactElement {
  const Page = shellPages[matchRoute(path).name];
  if (Page) return <Page />;
  const remote = remotePageAt(path);
  return remote ? <RemotePage page={remote} /> : <NotFoundPage />;
}
