/**
 * What each module of a built script weighs as a visitor downloads it. A file is sent brotli
 * compressed as a whole, so a module has no compressed size of its own: the file's brotli bytes
 * are shared among the modules its source map says its characters came from, by their share of
 * them (source-map-explorer's way, with brotli on top). The figures of one file add up to the
 * file's brotli bytes; a module's is an estimate, its file's is exact.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { rootDir } from '../../../workspace/index.js';

/** Characters a source map gives no source for: the chunk's wrapper, the minifier's joins. */
export const GLUE = '(chunk glue)';

/**
 * A file's size as the CDN sends it: its brotli copy beside it (the build writes one for every
 * file of 1 KB or more, at brotli's best), else compressed here the same way
 * (e2e/quality/byte-budgets.spec.ts counts the same).
 */
export function brotliBytesOf(file) {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * One name for a module in every build, whichever app built it: its path from the repository's
 * root ("node_modules/lucide-react/dist/esm/Icon.mjs", "shared/src/ui/Link.tsx",
 * "remote-contact/src/contact/ContactPage.tsx"), or webpack's own name for what has no file
 * ("webpack/runtime/jsonp chunk loading", "external global ...").
 * @param {string} source  a source of the map, "webpack://<build>/<path from the app's folder>"
 * @param {string} appDir  the folder of the app whose build wrote the map
 */
export function moduleKey(source, appDir) {
  const rest = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (!rest.startsWith('./') && !rest.startsWith('../')) return rest.startsWith('webpack/') ? rest : `webpack/${rest}`;
  const relative = path.relative(rootDir, path.resolve(appDir, rest)).split(path.sep).join('/');
  // A package is the same module from whichever node_modules folder the app resolved it.
  const inPackage = relative.lastIndexOf('node_modules/');
  const key = inPackage > 0 ? relative.slice(inPackage) : relative;
  // The federation plugin's generated entry is named by a hash of its build's options.
  return key.replace(/\.federation\/entry\.[0-9a-f]+\.js$/, '.federation/entry.js');
}

/**
 * Characters of the generated `code` by the source each came from, read from its map's
 * mappings: a segment runs to the next one on its line, or to the line's end.
 * @returns {Map<string, number>} by source (GLUE for characters of no source)
 */
export function charactersBySource(code, map) {
  const bySource = new Map();
  const add = (source, count) => count > 0 && bySource.set(source, (bySource.get(source) ?? 0) + count);
  const lines = code.split('\n');
  const mappings = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = mappings[index] ?? [];
    add(GLUE, segments.length ? segments[0][0] : line.length);
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      add(segment.length > 1 ? map.sources[segment[1]] : GLUE, end - segment[0]);
    });
  });
  return bySource;
}

/**
 * The modules of one built script and their share of its brotli bytes.
 * @param {string} file    the script, with its source map beside it (`<file>.map`)
 * @param {string} appDir  the folder of the app that built it
 * @returns {{ brotli: number, modules: Map<string, number> }} the file's bytes, and each module's by moduleKey
 */
export function moduleBytes(file, appDir) {
  const brotli = brotliBytesOf(file);
  const code = readFileSync(file, 'utf8');
  const modules = new Map();
  if (!existsSync(`${file}.map`)) return { brotli, modules: new Map([[GLUE, brotli]]) };
  const characters = charactersBySource(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const total = [...characters.values()].reduce((sum, n) => sum + n, 0);
  for (const [source, count] of characters) {
    const key = source === GLUE ? GLUE : moduleKey(source, appDir);
    modules.set(key, (modules.get(key) ?? 0) + (brotli * count) / total);
  }
  return { brotli, modules };
}
