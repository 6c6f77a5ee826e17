/**
 * The built file behind each script a bench visit downloaded, and its modules' bytes: the
 * account reads the builds the sites are served from, not the responses, since a source map
 * is never deployed.
 */
import path from 'node:path';
import { appDir, buildFolderOf } from '../../../workspace/index.js';
import { moduleBytes } from './module-bytes.mjs';

/**
 * How a site's script URLs name built files.
 * @param {{ origin: string }} site       the served site (its shell's origin)
 * @param {string} shellDist               the folder its shell was built into
 * @param {string} [shellBuild]            what the account calls the shell's build ("shell", "single")
 * @returns {(url: string) => { build: string, file: string, appDir: string }}
 *   a script on the site's origin is the shell's; any other is a remote's, from the first
 *   segment of its path on the CDN (/contact/<version>/remoteEntry.js)
 */
export function builtFileOf(site, shellDist, shellBuild = 'shell') {
  const shellOrigin = new URL(site.origin).origin;
  return (url) => {
    const { origin, pathname } = new URL(url);
    const name = path.basename(pathname);
    if (origin === shellOrigin) return { build: shellBuild, file: path.join(shellDist, name), appDir: appDir('shell') };
    const remote = pathname.split('/').filter(Boolean)[0];
    return { build: remote, file: path.join(buildFolderOf(remote), name), appDir: appDir(remote) };
  };
}

/**
 * The account's scripts (module-account.mjs) of the URLs a visit downloaded, each read once.
 * @param {string[]} urls
 * @param {(url: string) => { build: string, file: string, appDir: string }} fileOf  builtFileOf's
 */
export function scriptsOf(urls, fileOf) {
  const seen = new Set();
  return urls.flatMap((url) => {
    const { build, file, appDir: dir } = fileOf(url);
    if (seen.has(file)) return [];
    seen.add(file);
    return [{ build, file: path.basename(file), ...moduleBytes(file, dir) }];
  });
}
