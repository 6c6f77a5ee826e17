import { matchRoute, type RouteMatch, type RouteName } from '@site/shared';
import remoteApps from '@site/shared/remote-apps.json';

/** A page one of the remotes serves (shared/remote-apps.json, the one list of the remotes). */
export interface RemotePage {
  remote: RemoteName;
  /** The exposed module, e.g. "ContactPage" for the remote's "./ContactPage". */
  module: string;
  /** The route it serves, from the route table. */
  route: RouteName;
  /** How visitors call this page in messages: "Contact". */
  label: string;
}

export type RemoteName = string;

/** The remotes' names, in the order of shared/remote-apps.json. */
export const REMOTE_NAMES: readonly RemoteName[] = remoteApps.remotes.map(({ name }) => name);

// The JSON's route names are checked against the route table by remote-pages.test.ts.
const pages: readonly RemotePage[] = remoteApps.remotes.flatMap(({ name, pages: served }) =>
  served.map(({ route, module, label }) => ({ remote: name, module, route: route as RouteName, label })),
);

/** The remote page that serves a route, or undefined for the shell's own pages. */
export function remotePageFor(route: RouteMatch['name']): RemotePage | undefined {
  return pages.find((page) => page.route === route);
}

/** The remote page that serves `path`, or undefined for the shell's own pages. */
export function remotePageAt(path: string): RemotePage | undefined {
  return remotePageFor(matchRoute(path).name);
}

/** The page's module as the runtime names it ("contact/ContactPage"); also the key the shell keeps it by. */
export function remoteModuleId({ remote, module }: RemotePage): string {
  return `${remote}/${module}`;
}

/** The pages `remote` serves. */
export function remotePagesOf(remote: RemoteName): readonly RemotePage[] {
  return pages.filter((page) => page.remote === remote);
}
