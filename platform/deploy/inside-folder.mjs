/**
 * Where a file a tool writes or deletes goes, from a path it was handed (a route the crawl
 * visited, a remote's CDN folder, a remote's name): inside `folder`, or an error. The
 * declarations' schema already refuses a path with "..", "//", "%", a backslash or a control
 * character (shared/src/pages/declaration-schema.js); this is the last word at the file system,
 * whatever a declaration, a sitemap or a list of remotes said.
 */
import path from 'node:path';

/**
 * The path of `parts` under `folder`, resolved, when it stays inside `folder` (or is it); throws
 * naming both otherwise.
 * @param {string} folder
 * @param {...string} parts
 */
export function insideFolder(folder, ...parts) {
  const base = path.resolve(folder);
  const joined = parts.join('/');
  // A NUL would be cut off by the system call: the file written would not be the one checked.
  if (joined.includes('\0')) throw new Error(`Refused to write ${JSON.stringify(joined)}: it holds a NUL character.`);
  const target = path.resolve(base, ...parts.map((part) => part.replace(/^[/\\]+/, '')));
  const relative = path.relative(base, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`Refused to write ${JSON.stringify(joined)}: it resolves to ${target}, outside ${base}.`);
  }
  return target;
}
