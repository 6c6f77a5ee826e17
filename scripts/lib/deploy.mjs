/**
 * "Deploys" the built apps into one folder the way a CDN holds them:
 *   <target>/shell/             the shell's dist, plus the remotes.json written for this deploy
 *   <target>/cdn/<cdnPath>/...  each remote's dist under its own path (shared/remote-apps.json)
 * Used by `npm start`, the browser tests and the benchmark, so all of them exercise the same layout.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The one description of the remotes: names, pages, dev ports and CDN paths. */
export const remoteApps = JSON.parse(readFileSync(path.join(rootDir, 'shared/remote-apps.json'), 'utf8')).remotes;
export const REMOTES = remoteApps.map(({ name }) => name);

/** A remote's folder in the repository, by convention. */
export function appFolder(app) {
  return app === 'shell' ? 'shell' : `remote-${app}`;
}

export function distDir(app) {
  return path.join(rootDir, appFolder(app), 'dist');
}

/** What a built app's dist holds: the shell's page, or a remote's manifest. */
function builtMarker(app) {
  return path.join(distDir(app), app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

export function assertBuilt() {
  const missing = ['shell', ...REMOTES].filter((app) => !existsSync(builtMarker(app)));
  if (missing.length) {
    throw new Error(`Not built yet: ${missing.join(', ')}. Run "npm run build" first.`);
  }
}

const cdnPathOf = (remote) => remoteApps.find(({ name }) => name === remote).cdnPath;

/**
 * @param {object} options
 * @param {string} options.target      folder to (re)create
 * @param {string} options.cdnOrigin   e.g. "http://localhost:3001"
 * @param {(remote: string) => string} [options.prefixFor]  path prefix of a remote on the CDN
 * @param {Record<string,string>} [options.sources]  app name ("shell" or a remote) -> dist folder to copy (default: its own dist)
 * @returns {{ shellDir: string, cdnDir: string, remotes: Record<string,string> }}
 */
export function deploySite({ target, cdnOrigin, prefixFor = cdnPathOf, sources = {} }) {
  assertBuilt();
  rmSync(target, { recursive: true, force: true });
  const shellDir = path.join(target, 'shell');
  const cdnDir = path.join(target, 'cdn');
  cpSync(sources.shell ?? distDir('shell'), shellDir, { recursive: true });
  const remotes = {};
  for (const remote of REMOTES) {
    const prefix = prefixFor(remote);
    const dest = path.join(cdnDir, prefix);
    mkdirSync(dest, { recursive: true });
    cpSync(sources[remote] ?? distDir(remote), dest, { recursive: true });
    remotes[remote] = new URL(`${prefix.replace(/\/?$/, '/')}mf-manifest.json`, cdnOrigin).href;
  }
  writeRemotesJson(shellDir, remotes);
  return { shellDir, cdnDir, remotes };
}

export function writeRemotesJson(shellDir, remotes) {
  writeFileSync(path.join(shellDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  // A stale precompressed copy would be served instead of the edited file.
  for (const ext of ['.gz', '.br']) rmSync(path.join(shellDir, `remotes.json${ext}`), { force: true });
}
