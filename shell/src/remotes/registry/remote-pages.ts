import { pageAt } from '@site/shared/src/pages/site-pages';
import { declaredPages, type DeclaredRemotePage } from '../../environment';

/** A page one of the remotes serves, as its remote-<name>/pages.json declares it. */
export type RemotePage = DeclaredRemotePage;

export type RemoteName = string;

/** The remotes' names: those of shared/workspace.json, then any new one the deploy declares. */
export function remoteNames(): readonly RemoteName[] {
  return declaredPages().remotes;
}

/** The remote page that serves `path` (a page at exactly it before a pattern that names it), or undefined for the shell's own pages. */
export function remotePageAt(path: string): RemotePage | undefined {
  // pageAt takes { page } pairs: the declared page with the remote that declares it.
  return pageAt(declaredPages().pages.map((page) => ({ remote: page.remote, page })), path)?.page;
}

/** The page's module as the runtime names it ("contact/ContactPage"); also the key the shell keeps it by. */
export function remoteModuleId({ remote, module }: RemotePage): string {
  return `${remote}/${module}`;
}

/** The pages `remote` serves. */
export function remotePagesOf(remote: RemoteName): readonly RemotePage[] {
  return declaredPages().pages.filter((page) => page.remote === remote);
}
