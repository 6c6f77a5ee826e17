import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SHELL_PATHS, declaredPages } = require('../../platform/declarations/index.js') as typeof import('../../platform/declarations/index.js');
const { REMOTES } = require('../../platform/workspace/index.js') as typeof import('../../platform/workspace/index.js');

/**
 * Every page of the site by its owner: the shell's own routes, then each remote's pages as its
 * pages.json declares them (a pattern's pages are checked through an example the caller adds, such
 * as an article). The CSP, axe and HTML checks read these, so a page a remote declares is in
 * them without an edit here (docs/testing.md).
 */
export function declaredRouteGroups(): Array<{ owner: string; routes: string[] }> {
  return [
    { owner: 'shell', routes: [...SHELL_PATHS] },
    ...REMOTES.map((remote) => ({ owner: remote, routes: declaredPages(remote).filter(({ path }) => !path.includes(':')).map(({ path }) => path) })),
  ];
}

/** Every declared page's route, the shell's first ("/" leads). */
export function declaredRoutes(): string[] {
  return declaredRouteGroups().flatMap(({ routes }) => routes);
}
