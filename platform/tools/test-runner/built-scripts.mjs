/**
 * The built script behind a URL a page ran, and the files of ours its source map names: what
 * turns a page's JS coverage into files of the repository (coverage-recorder.mjs). A page's
 * scripts come from a deploy (the shell's origin, the CDN's), which copies the builds as they
 * are: a script is found by its file name among the builds on this machine, the apps' dist/ and
 * the suite's own builds in .cache/builds/ (variants, the path-mode shell). Their names carry
 * a hash of their content, but for each remote's remoteEntry.js, which is told apart by its
 * length.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appFolder, buildFolderOf, cacheDir, REMOTES } from '../../workspace/index.js';
import { mappedScript, repositoryFile } from './source-map-coverage.mjs';

/** The folders a deployed script may come from: each app's dist/, and the suite's builds. */
export function buildFolders() {
  return [...['shell', ...REMOTES].map((app) => buildFolderOf(app)), path.join(cacheDir, 'builds')];
}

/** A build being written (`<folder>.<pid>.tmp`, moved into place whole once done): its files are about to move. */
const BEING_WRITTEN = /\.\d+\.tmp$/;

/** Every .js file under `folders`, by its file name (several for a name no hash tells apart). */
function scriptsByName(folders) {
  const byName = new Map();
  for (const folder of folders.filter((dir) => existsSync(dir))) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      const parts = file.split(path.sep);
      if (parts.includes('node_modules') || parts.some((part) => BEING_WRITTEN.test(part))) continue;
      byName.set(entry.name, [...(byName.get(entry.name) ?? []), file]);
    }
  }
  return byName;
}

/** webpack://<name>/... names the app by its webpack name: "contact" is built in remote-contact/. */
const folderOf = (name) => appFolder(name);

/** A built script with what coverage needs of it (mappedScript); one without a map holds none of our files. */
function readScript(file) {
  const text = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  // webpack writes a map for every chunk with a module of ours; a chunk without one holds only
  // what webpack generated (a shared module's re-exports).
  if (!existsSync(mapFile)) return { length: text.length, points: [] };
  const { sources, mappings } = JSON.parse(readFileSync(mapFile, 'utf8'));
  return mappedScript({ text, mappings, files: sources.map((source) => repositoryFile(source, folderOf)) });
}

/**
 * A finder of built scripts over `folders` (buildFolders()), which reads each script and map
 * once: `find(url, length)` gives the scripts (mappedScript()) that a script at `url` of
 * `length` characters can be, or null when none is: a script of ours that no build here
 * holds (a dev server's bundle), whose files cannot be named. A URL that names no .js file (an
 * HTML document's inline script) gives [], as does a build's script without a map.
 */
export function builtScripts(folders = buildFolders()) {
  let byName = null;
  const scripts = new Map();
  const scriptOf = (file) => {
    if (!scripts.has(file)) {
      try {
        scripts.set(file, readScript(file));
      } catch (error) {
        // Indexed, then moved or removed (another worker's build finished or was replaced): not a candidate.
        if (error.code === 'ENOENT') return null;
        throw error;
      }
    }
    return scripts.get(file);
  };
  return {
    find(url, length) {
      let name;
      try {
        name = path.posix.basename(new URL(url).pathname);
      } catch {
        return [];
      }
      if (!name.endsWith('.js')) return [];
      const candidates = () => (byName?.get(name) ?? []).map(scriptOf).filter((script) => script?.length === length);
      let found = candidates();
      // A build made since the index was (a variant a test built): index the folders again, once per miss.
      if (!found.length) {
        byName = scriptsByName(folders);
        found = candidates();
      }
      return found.length ? found : null;
    },
  };
}
