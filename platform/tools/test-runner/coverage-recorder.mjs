/**
 * The browser suite's side of the test map: what one test's pages ran, as files of the
 * repository, written as one line of the run's records (e2e/fixtures/coverage.ts calls these in
 * each worker; test-map.mjs gathers the lines once the run has passed).
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtScripts } from './built-scripts.mjs';
import { filesRun, linesRun } from './source-map-coverage.mjs';
import { encodeIndices, untouchedSpans } from './test-map.mjs';

/** What Chromium is asked for: which functions ran, no counts, no blocks: the cheapest precise coverage. */
export const COVERAGE_MODE = { callCount: false, detailed: false };

/**
 * The files of ours that the scripts of `entries` (Profiler.takePreciseCoverage's `result`, of
 * every page of a test) ran, through `finder` (builtScripts()): `files`, sorted; `partly`, for
 * each of those files with a function that never ran, the lines that ran and the functions that
 * did not, as the lines each spans ({ ran: "3-9,14", unrun: "20-31,40-52" }), so that a change
 * inside a function the test never ran does not choose it (test-impact.mjs); `unmapped`, the URLs
 * of scripts that ran code but no build here holds, so their files are unknown.
 */
export function filesOfCoverage(entries, finder = sharedFinder()) {
  const lines = new Map();
  const unmapped = new Set();
  // The script's own range, its top-level code, starts at 0 and spans all of it: its length. A
  // page's coverage taken more than once (before each navigation, e2e/fixtures/coverage.ts) has
  // it only in the first take that saw the script: later ones list just the functions newly run
  // since, and take the length the URL's first take gave.
  const ownLengths = entries.map(({ functions }) => Math.max(0, ...functions.flatMap((fn) => fn.ranges.filter((range) => range.startOffset === 0).map((range) => range.endOffset))));
  const firstLengths = new Map();
  entries.forEach(({ url }, i) => {
    if (ownLengths[i] && !firstLengths.has(url)) firstLengths.set(url, ownLengths[i]);
  });
  for (const [i, { url, functions }] of entries.entries()) {
    if (!/^https?:/.test(url ?? '')) continue;
    if (!functions.some((fn) => fn.ranges.some((range) => range.count > 0))) continue;
    const scripts = finder.find(url, ownLengths[i] || firstLengths.get(url));
    if (!scripts) {
      unmapped.add(url.replace(/[?#].*$/, ''));
      continue;
    }
    for (const script of scripts) {
      for (const [file, seen] of linesRun(script, functions)) {
        if (!lines.has(file)) lines.set(file, { ran: new Set(), unrun: [] });
        const all = lines.get(file);
        for (const line of seen.ran) all.ran.add(line);
        all.unrun.push(...seen.unrun);
      }
    }
  }
  const files = filesRun(lines);
  const partly = {};
  for (const file of files) {
    const { ran, unrun } = lines.get(file);
    const spans = untouchedSpans(unrun, ran);
    if (spans) partly[file] = { ran: encodeIndices([...ran]), unrun: spans };
  }
  return { files, partly, unmapped: [...unmapped].sort() };
}

let finder = null;
/** One finder per process: a worker reads each build's scripts and maps once, for all its tests. */
function sharedFinder() {
  finder ??= builtScripts();
  return finder;
}

/**
 * Appends one test's record to the run's records in `dir`, a file per process (workers write at
 * once): { project, file, titles, files, unmapped, lost, problem }, `file` relative to the
 * suite's folder, `titles` its describes' and its own, `lost` when a page ran code whose
 * coverage could not be taken (a popup, a page that crashed, a document the page replaced by
 * itself), `problem` when its coverage could not be mapped.
 */
export function writeRecord(dir, record) {
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `records-${process.pid}.jsonl`), `${JSON.stringify(record)}\n`);
}

/** The records every process wrote in `dir` (writeRecord), none when there is no such folder. */
export function readRecords(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)));
}
