/**
 * What the release gate's look check compares (e2e/journeys/looks/gate-plan.ts reads it): the routes,
 * who owns each, and the two sides, for a remote's release and for the shell's.
 */
import { createRequire } from 'node:module';
import { deployPaths, readDeploy, readRemotesJson } from '../../../deploy/index.mjs';
import { deployUrlMode } from '../../../deploy/shell/index.mjs';
import { liveDeclarations } from '../../../html/index.mjs';

const require = createRequire(import.meta.url);
const { SHELL_PATHS } = require('../../../declarations/index.js');

/** The live remotes' declared pages, by remote: { name: [{ path, ... }] }. */
function livePages(dir) {
  const { shellDir, cdnDir } = deployPaths(dir);
  const declarations = liveDeclarations({ cdnDir, cdnOrigin: readDeploy(dir).cdnOrigin, remotes: readRemotesJson(shellDir) });
  return Object.fromEntries(Object.entries(declarations).map(([name, { pages }]) => [name, pages]));
}

/**
 * A remote's release: the candidate's own routes (every page it declares), walked inside the app,
 * then the home page and the first page of every other live area, reached from there and loaded
 * afresh. Both sides are the deploy's site, the candidate's with its preview link. When the
 * candidate declares other header or footer links than the live version (a page added, a link
 * renamed: docs/architecture.md, "The pages a remote declares"), the header and the footer change
 * by the platform's hand: the check lists their change instead of refusing it.
 * @param {{ dir: string, remote: string, declared: { path: string }[], siteOrigin: string, preview: URLSearchParams }} options
 *   dir: the deploy folder the gate serves; declared: the candidate's pages (its pages.json)
 */
export function remoteLooksPlan({ dir, remote, declared, siteOrigin, preview }) {
  const live = livePages(dir);
  const links = (pages) => JSON.stringify((pages ?? []).flatMap(({ path, nav }) => (nav ? [[path, nav]] : [])));
  const others = Object.entries(live)
    .filter(([name, pages]) => name !== remote && pages.length > 0)
    .map(([name, pages]) => ({ path: pages[0].path, owner: name }));
  return {
    team: remote,
    meant: false,
    linksChanged: links(declared) !== links(live[remote]),
    urlMode: deployUrlMode(dir),
    live: { base: siteOrigin },
    candidate: { base: siteOrigin, query: String(preview) },
    walk: declared.map(({ path }) => path),
    others: [{ path: '/', owner: 'shell' }, ...others],
  };
}

/**
 * The shell's release: every route, the shell's and every live remote's page, loaded afresh on the
 * live site and on the staged one.
 * @param {{ dir: string, liveOrigin: string, stageOrigin: string, meant: boolean }} options
 *   dir: the deploy folder (its live remotes are the stage's); meant: --looks-changed
 */
export function shellLooksPlan({ dir, liveOrigin, stageOrigin, meant }) {
  const remotes = Object.entries(livePages(dir)).flatMap(([name, pages]) => pages.map(({ path }) => ({ path, owner: name })));
  return {
    team: 'shell',
    meant,
    linksChanged: false,
    urlMode: deployUrlMode(dir),
    live: { base: liveOrigin },
    candidate: { base: stageOrigin },
    walk: [],
    others: [...SHELL_PATHS.map((path) => ({ path, owner: 'shell' })), ...remotes],
  };
}
