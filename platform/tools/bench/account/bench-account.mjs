/**
 * The bench's module-level account (issue #74): for each route's first load, in hash and path
 * mode, and for the tour, what the federated site downloads beyond the single bundle, module by
 * module (module-account.mjs), from the scripts the bench's own visits downloaded; and what each
 * remote's entry holds.
 */
import path from 'node:path';
import { FILES, REMOTES, buildFolderOf, appDir } from '../../../workspace/index.js';
import { scriptsOf } from './visit-scripts.mjs';
import { lineOf, visitAccount } from './module-account.mjs';
import { moduleBytes } from './module-bytes.mjs';

/**
 * @param {object} visits
 * @param {Record<string, Record<string, string[]>>} visits.routes  by route, by site ("federated",
 *        "single", "path"): the URLs of the scripts its first load downloaded
 * @param {Record<string, string[]> | null} visits.tour  by site: the URLs of the tour's scripts
 * @param {Record<string, (url: string) => object>} files  by site: builtFileOf's function
 */
export function benchAccount(visits, files) {
  const scripts = (site, urls) => scriptsOf(urls, files[site]);
  const routes = {};
  for (const [route, bySite] of Object.entries(visits.routes)) {
    const single = scripts('single', bySite.single);
    routes[route] = { hash: visitAccount(scripts('federated', bySite.federated), single) };
    if (bySite.path) routes[route].path = visitAccount(scripts('path', bySite.path), single);
  }
  const tour = visits.tour ? visitAccount(scripts('federated', visits.tour.federated), scripts('single', visits.tour.single)) : null;
  return { routes, tour, remoteEntries: remoteEntries() };
}

/** Each remote's built entry: its brotli bytes and what they are, by line. */
export function remoteEntries() {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const { brotli, modules } = moduleBytes(path.join(buildFolderOf(remote), FILES.entry), appDir(remote));
      const lines = {};
      for (const [key, bytes] of modules) lines[lineOf(key)] = (lines[lineOf(key)] ?? 0) + bytes;
      return [remote, { brotli, lines }];
    }),
  );
}
