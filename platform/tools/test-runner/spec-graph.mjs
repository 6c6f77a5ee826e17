/**
 * What a browser spec is made of, read from its source: the files of the repository it imports,
 * at any depth (its helpers under e2e/, and what they require from platform/, shared/ and the
 * apps), and what its code does besides driving its own pages (spec-graph.test.mjs). The test
 * map records a spec's files beside its tests' coverage (test-map.mjs), and a team's loop reads
 * both to choose its browser tests (test-impact.mjs).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The specifiers of a module's imports and requires: static, dynamic, type-only, and `path.join(rootDir, '...')` requires. */
export function importSpecifiers(source) {
  const found = new Set();
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\b(?:import|require(?:\.resolve)?)\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[1]);
  // The variant builds require by the repository's root: require(path.join(rootDir, 'shell/webpack.config.js')).
  for (const match of source.matchAll(/path\.join\(\s*rootDir\s*,\s*['"]([^'"]+)['"]\s*\)/g)) found.add(`/${match[1]}`);
  return [...found];
}

/**
 * What a spec's own code does that its pages' coverage cannot see, by what its code under e2e/
 * names (the fixtures every spec has left out). Each is a reason to count every file of the
 * spec's teams as its own (test-impact.mjs):
 *   processes   it runs commands (a release, its gate's browsers, nginx, the HTML checker) or
 *               a browser of its own: code runs where no coverage is recorded
 *   path-site   it reads the prerendered path-mode site, whose HTML a crawl of every route wrote
 *   built-files it reads the built or deployed files themselves (their bytes, their HTML)
 */
export const READS = {
  processes: /\bnode:child_process\b|['"]child_process['"]|\bselenium-webdriver\b|\.launch\(/,
  'path-site': /\bPATH_SITE_|\bPATH_MODE_SHELL\b/,
  'built-files': /\bSITE_DIR\b|\bbuildFolderOf\b|\bbuiltPagesIn\b/,
};

/** The fixtures every spec imports: what they do is every test's, not a reason of one spec's. */
const EVERY_SPEC = /^e2e\/(fixtures\.ts|fixtures\/)/;

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '/index.ts', '/index.mjs', '/index.js'];

/** A relative or root-relative specifier from `from` as a file of the repository, or null (a package, a file that is not there). */
function resolveIn(rootDir, from, specifier) {
  let base;
  if (specifier.startsWith('/')) base = path.join(rootDir, specifier);
  else if (specifier.startsWith('.')) base = path.resolve(rootDir, path.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) {
      const relative = path.relative(rootDir, file).split(path.sep).join('/');
      return relative.startsWith('..') || relative.split('/').includes('node_modules') ? null : relative;
    }
  }
  return null;
}

/**
 * A spec's module graph: `files`, every file of the repository it reaches through its imports
 * (itself included), sorted; `reads`, which of READS its code under e2e/ does (fixtures left
 * out), sorted. `spec` is relative to the repository's root (e2e/areas/contact.spec.ts).
 */
export function specGraph(rootDir, spec) {
  const files = new Set();
  const reads = new Set();
  const queue = [spec];
  while (queue.length) {
    const file = queue.pop();
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.json')) continue;
    const source = readFileSync(path.join(rootDir, file), 'utf8');
    if (file.startsWith('e2e/') && !EVERY_SPEC.test(file)) {
      for (const [name, pattern] of Object.entries(READS)) if (pattern.test(source)) reads.add(name);
    }
    for (const specifier of importSpecifiers(source)) {
      const resolved = resolveIn(rootDir, file, specifier);
      if (resolved && !files.has(resolved)) queue.push(resolved);
    }
  }
  return { files: [...files].sort(), reads: [...reads].sort() };
}
