/**
 * Which files of the repository a page ran, from Chromium's JS coverage of a built script and the
 * script's source map (source-map-coverage.test.mjs). Pure: the script's text, its map and V8's
 * ranges in, files out; finding the script and its map is built-scripts.mjs's.
 *
 * V8 reports each function of a script as a range of character offsets with a count (and, when
 * asked for blocks, the blocks inside it); ranges nest, and an offset counts as run when the
 * innermost range around it has a count above 0. A minified bundle's modules are functions
 * (webpack's module factories), so a module that was bundled but never required sits in a range
 * of count 0, and one that ran, top-level code included, in a range above 0. A source counts as
 * run when any position the map gives it falls in code that ran; a line of it, when a position
 * the map gives that line does, and a function of it that never ran spans the lines of its first
 * and last positions (linesRun), so that an edit inside that function is told apart.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One line of a map's `mappings` as its segments' values, each a list of numbers (Base64 VLQ, as the Source Map spec writes them). */
function decodeLine(line) {
  const segments = [];
  let values = [];
  let value = 0;
  let shift = 0;
  for (const char of line) {
    if (char === ',') {
      segments.push(values);
      values = [];
      continue;
    }
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a source map's mappings: "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  if (values.length) segments.push(values);
  return segments;
}

/**
 * The generated positions a source map gives a source: [{ line, column, source, sourceLine }] in
 * generated order, `line` 0-based, `column` in UTF-16 code units (as the spec counts), `source`
 * an index into the map's `sources`, `sourceLine` the source's line, 1-based (as git counts).
 * Segments that name no source are left out.
 */
export function mappedPositions(mappings) {
  const positions = [];
  let source = 0;
  let sourceLine = 0;
  mappings.split(';').forEach((text, line) => {
    let column = 0;
    for (const values of decodeLine(text)) {
      column += values[0];
      if (values.length < 4) continue;
      source += values[1];
      sourceLine += values[2];
      positions.push({ line, column, source, sourceLine: sourceLine + 1 });
    }
  });
  return positions;
}

/**
 * A built script ready to be matched against coverage: the offset in `text` of each position
 * `mappings` gives a file of ours, in offset order. `files` names, for each of the map's
 * sources, the repository file it is, or null (repositoryFile()); positions of other sources
 * (node_modules, webpack's runtime) are dropped, so a vendor chunk costs nothing later.
 */
export function mappedScript({ text, mappings, files }) {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  const points = [];
  for (const { line, column, source, sourceLine } of mappedPositions(mappings)) {
    const file = files[source];
    const start = starts[line];
    if (!file || start === undefined) continue;
    const end = line + 1 < starts.length ? starts[line + 1] : text.length + 1;
    // A column past its line's end: a map written for other text.
    if (start + column < end) points.push({ offset: start + column, file, line: sourceLine });
  }
  points.sort((a, b) => a.offset - b.offset);
  return { length: text.length, points };
}

/**
 * The lines of our files in `script` (mappedScript()) that ran, and the functions that did not,
 * by V8's coverage of it: `functions` as Profiler.takePreciseCoverage reports them, with or
 * without block ranges. Returns Map(file => { ran, unrun }): `ran` the 1-based lines some code of
 * which ran; `unrun` each range that never ran as the lines of its first and last positions in
 * the file, [first, last], so that an edit between them is inside it.
 */
export function linesRun(script, functions) {
  const ranges = functions.flatMap((fn) => fn.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const lines = new Map();
  /** Per range that never ran, per file, the lines of its first and last positions. */
  const spans = new Map();
  // The ranges that contain the current point, outermost first: ranges nest, so a sweep in
  // offset order keeps them as a stack.
  const open = [];
  let next = 0;
  for (const { offset, file, line } of script.points) {
    while (next < ranges.length && ranges[next].startOffset <= offset) {
      const range = ranges[next++];
      while (open.length && open.at(-1).endOffset <= range.startOffset) open.pop();
      open.push(range);
    }
    while (open.length && open.at(-1).endOffset <= offset) open.pop();
    if (!lines.has(file)) lines.set(file, { ran: new Set(), unrun: [] });
    const innermost = open.at(-1);
    if (innermost?.count > 0) lines.get(file).ran.add(line);
    else if (innermost) {
      if (!spans.has(innermost)) spans.set(innermost, new Map());
      const span = spans.get(innermost).get(file);
      spans.get(innermost).set(file, span ? [Math.min(span[0], line), Math.max(span[1], line)] : [line, line]);
    }
  }
  for (const byFile of spans.values()) for (const [file, span] of byFile) lines.get(file).unrun.push(span);
  return lines;
}

/** The files of `lines` (linesRun()'s, or several scripts' merged) some code of which ran, sorted. */
export function filesRun(lines) {
  return [...lines].filter(([, seen]) => seen.ran.size > 0).map(([file]) => file).sort();
}

/**
 * A map source as a file of the repository: "webpack://contact/./src/contact/ContactPage.tsx",
 * built in remote-contact/, is "remote-contact/src/contact/ContactPage.tsx";
 * "webpack://shell/../shared/src/store/site-store.ts" is "shared/src/store/site-store.ts". `folderOf` names the app folder of a webpack name ("contact" ->
 * "remote-contact"). What is no file of ours is null: node_modules, webpack's runtime and
 * generated modules, a path out of the repository.
 */
export function repositoryFile(source, folderOf) {
  const match = /^webpack:\/\/([^/]+)\/(.*)$/.exec(source);
  if (!match) return null;
  const [, name, relative] = match;
  const folder = folderOf(name);
  if (!folder || !/^\.\.?\//.test(relative)) return null;
  const parts = [...folder.split('/')];
  for (const part of relative.split(/[/\\]/)) {
    if (part === '.' || part === '') continue;
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(part);
  }
  // Query strings and loaders' suffixes ("x.ts?abc", "x.css|...") are not part of a file's name.
  const file = parts.join('/').replace(/[?|].*$/, '');
  return file && !file.split('/').includes('node_modules') ? file : null;
}
