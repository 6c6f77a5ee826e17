/**
 * The test map, e2e/test-map.json: for each browser test, which files of the repository it
 * exercises and how long it takes, and the commit it was recorded at (test-map.test.mjs). The
 * full `npm test` writes it when it ran whole and green; a team's loop reads it to choose its
 * browser tests (test-impact.mjs), and a shard to split the suite by duration (shards.mjs).
 *
 * A test's files are what its pages ran in Chromium (its coverage through the builds' source
 * maps: coverage-recorder.mjs) and its spec's module graph (spec-graph.mjs). The files are
 * written once, in a sorted table; a test names its own by their indices in the table, as
 * ranges ("0-41,57"), so the file stays small enough to read and to review.
 *
 * Its shape:
 *   format  the shape's version
 *   base    the commit the map was recorded at; dirty: the files that differed from it then
 *   files   every file the map names, sorted
 *   built   the files of ours the builds' source maps name (what a page can run)
 *   specs   per spec file (relative to e2e/): its module graph, and what it reads that its
 *           pages' coverage cannot see (spec-graph.mjs's READS)
 *   tests   per test id ("<spec> › <describe> › <title>"): ms, its duration per project; ran,
 *           the files its pages ran in Chromium; partly, those of them with functions it never
 *           ran, each as "<file's index>:<its pattern in lines>"; unseen, why its coverage is not
 *           the whole story (code that ran where no build here holds it, a page whose coverage
 *           was lost)
 *   lines   per file's index, the patterns of functions tests never ran in it, each as the
 *           lines it spans ("20-31,40-52"), each pattern written once for all the tests that
 *           share it
 *   steps   the other steps' durations, for the shards: lint and typeCheck (ms), unit and
 *           platformUnit (ms per test file)
 */

export const TEST_MAP_FILE = 'e2e/test-map.json';
export const TEST_MAP_FORMAT = 3;

/** A test's id in the map: its spec (relative to e2e/), its describes and its title. */
export function testId(file, titles) {
  return [file, ...titles].join(' › ');
}

/** Sorted indices as ranges: [0, 1, 2, 5] -> "0-2,5". */
export function encodeIndices(indices) {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(start === sorted[i] ? `${start}` : `${start}-${sorted[i]}`);
  }
  return parts.join(',');
}

/** "0-2,5" -> [0, 1, 2, 5]. */
export function decodeIndices(ranges) {
  if (!ranges) return [];
  return ranges.split(',').flatMap((part) => {
    const [start, end = start] = part.split('-').map(Number);
    return Array.from({ length: end - start + 1 }, (_, k) => start + k);
  });
}

/**
 * The tests of Playwright's JSON report (or its --list): { project, file, line, column, titles,
 * tags, ms, ok } per test and project, `file` relative to the suite's folder, `ok` whether its
 * last run went as expected.
 */
export function reportTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        tests.push({ project: test.projectName, file: spec.file, line: spec.line, column: spec.column, titles: [...path, spec.title], tags: spec.tags.map((tag) => `@${tag.replace(/^@/, '')}`), ms: last?.duration ?? 0, ok: test.status === 'expected' });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return tests;
}

/**
 * The map of a whole, green run. `base` and `dirty` from git; `tests` reportTests()'s; `records`
 * the coverage records (coverage-recorder.mjs's lines); `specs` per spec file its specGraph();
 * `built` the files of ours the builds' maps name; `steps` the other steps' durations.
 */
export function buildTestMap({ base, dirty = [], tests, records, specs, built = [], steps = {} }) {
  const table = new Set(built);
  for (const { files } of Object.values(specs)) for (const file of files) table.add(file);
  for (const record of records) for (const file of record.files) table.add(file);
  const files = [...table].sort();
  const index = new Map(files.map((file, i) => [file, i]));
  const indices = (list) => encodeIndices(list.map((file) => index.get(file)));

  const recorded = new Map();
  for (const record of records) {
    const id = testId(record.file, record.titles);
    const seen = recorded.get(id) ?? { files: new Set(), partly: new Map(), whole: new Set(), unseen: [] };
    for (const file of record.files) {
      seen.files.add(file);
      // A file one record of the test ran whole (a retry's, another worker's) it ran whole; so
      // does every file of a record that lost a page's coverage, whose functions may have run
      // where nothing was taken.
      const part = record.lost ? undefined : record.partly?.[file];
      if (!part) seen.whole.add(file);
      else seen.partly.set(file, [...(seen.partly.get(file) ?? []), part]);
    }
    if (record.unmapped?.length) seen.unseen.push(`a page ran ${record.unmapped[0]}, which no build here holds`);
    if (record.lost) seen.unseen.push("a page's coverage was lost (a popup, a page that closed on its own, or one that loaded a new document by itself)");
    if (record.problem) seen.unseen.push(`its coverage could not be mapped (${record.problem})`);
    recorded.set(id, seen);
  }

  const patterns = new Map();
  /** A file's pattern of functions never run, by its place in the map's `lines`, written once. */
  const patternOf = (file, parts) => {
    // A line one record of the test ran (a retry, another page) is no longer inside a function it never ran.
    const ran = new Set(parts.flatMap((part) => decodeIndices(part.ran)));
    const text = untouchedSpans(parts.flatMap((part) => spansOf(part.unrun)), ran);
    if (!text) return null;
    const known = patterns.get(index.get(file)) ?? [];
    if (!known.includes(text)) patterns.set(index.get(file), [...known, text]);
    return `${index.get(file)}:${known.includes(text) ? known.indexOf(text) : known.length}`;
  };

  const entries = {};
  for (const test of tests) {
    const id = testId(test.file, test.titles);
    const entry = (entries[id] ??= { ms: {} });
    entry.ms[test.project] = Math.round(test.ms);
    const seen = test.project === 'chromium' ? recorded.get(id) : undefined;
    if (seen) {
      entry.ran = indices([...seen.files]);
      const partly = [...seen.partly].filter(([file]) => !seen.whole.has(file)).sort(([a], [b]) => index.get(a) - index.get(b)).map(([file, parts]) => patternOf(file, parts)).filter(Boolean);
      if (partly.length) entry.partly = partly.join(',');
      if (seen.unseen.length) entry.unseen = seen.unseen[0];
    }
  }
  return {
    format: TEST_MAP_FORMAT,
    base,
    dirty: [...dirty].sort(),
    files,
    built: indices(built),
    specs: Object.fromEntries(Object.entries(specs).sort(([a], [b]) => a.localeCompare(b)).map(([file, graph]) => [file, { files: indices(graph.files), reads: graph.reads }])),
    tests: Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b))),
    lines: Object.fromEntries([...patterns].sort(([a], [b]) => a - b)),
    steps,
  };
}

/**
 * The spans of functions that never ran, as "20-31,40-52", sorted and each once, or '' when none
 * can hold an edit: one with a line inside it that ran (the same file's code ran in another page
 * or build) is left out, and so is one with no line strictly between its first and last.
 */
export function untouchedSpans(spans, ran) {
  const kept = spans.filter(([first, last]) => last - first >= 2 && ![...ran].some((line) => line >= first && line <= last));
  return [...new Set(kept.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([first, last]) => `${first}-${last}`))].join(',');
}

/** "20-31,40-52" -> [[20, 31], [40, 52]]. */
export function spansOf(text) {
  return text ? text.split(',').map((part) => part.split('-').map(Number)) : [];
}

/**
 * The functions of `file` a test never ran, as the lines each spans ([[20, 31], ...]), when it
 * ran only some of the file's code; null when it ran the whole file as far as the map knows.
 */
export function linesOf(map, entry, file) {
  const at = map.files.indexOf(file);
  const pattern = (entry.partly ?? '').split(',').find((part) => part.startsWith(`${at}:`));
  const text = pattern && map.lines?.[at]?.[Number(pattern.split(':')[1])];
  return text ? spansOf(text) : null;
}

/** The map as its file holds it: one line per spec and per test, so that a change reads as a diff. */
export function formatTestMap(map) {
  const object = (entries) => (!entries.length ? '{}' : `{\n${entries.map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(',\n')}\n  }`);
  const lines = [
    `  "format": ${map.format}`,
    `  "base": ${JSON.stringify(map.base)}`,
    `  "dirty": ${JSON.stringify(map.dirty)}`,
    `  "files": [\n${map.files.map((file) => `    ${JSON.stringify(file)}`).join(',\n')}\n  ]`,
    `  "built": ${JSON.stringify(map.built)}`,
    `  "specs": ${object(Object.entries(map.specs))}`,
    `  "tests": ${object(Object.entries(map.tests))}`,
    `  "lines": ${object(Object.entries(map.lines ?? {}))}`,
    `  "steps": ${JSON.stringify(map.steps)}`,
  ];
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * The map from its file's text, or null when there is none or it is not a map of this format:
 * a loop then runs every test it is tagged for (test-impact.mjs).
 */
export function parseTestMap(text) {
  if (!text) return null;
  try {
    const map = JSON.parse(text);
    const ok = map?.format === TEST_MAP_FORMAT && typeof map.base === 'string' && Array.isArray(map.files) && map.tests && map.specs && map.lines;
    return ok ? map : null;
  } catch {
    return null;
  }
}

/** The files of the map's table at `ranges` (a test's ran, a spec's files, built). */
export function filesAt(map, ranges) {
  return decodeIndices(ranges).map((i) => map.files[i]);
}
