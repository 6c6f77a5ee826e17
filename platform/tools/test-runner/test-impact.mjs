/**
 * Which of a team's browser tests its change can break, from the test map (test-map.mjs): a
 * team's loop runs those, and says why (test-impact.test.mjs). Pure: the map, the listed tests,
 * the changed files and the specs' graphs in, the chosen tests and the reasons out; git and the
 * files are run-tests.mjs's.
 *
 * The change is what differs from the map's base commit: `git diff` against it, with what is
 * not committed, the untracked files, and the files that differed from it when the map was
 * recorded. A test is chosen when a changed file is one of its files:
 *   - the files its pages ran in Chromium, as recorded; of a file whose code it ran only in part,
 *     a change that is not wholly inside functions it never ran (changeTouchesRun);
 *   - its spec's module graph, as recorded and as it is now;
 *   - every file under the folders of the teams it is tagged for, when its pages' coverage is
 *     not the whole story: it runs in Firefox or WebKit (no coverage there), its spec runs
 *     commands or browsers of its own, reads the prerendered path-mode site or the built files
 *     (spec-graph.mjs's READS), or a page of it ran code no build here holds.
 * Every test is chosen when the map is missing or of another format, when its base is not in
 * this clone, when a changed file is one every browser test runs on (EVERY_TEST), and when a
 * changed file is one the map has never heard of (not a file any test or spec names, nor one
 * the builds' source maps name): content, a page's declaration, a build's configuration, a new
 * file; unit tests and documents excepted. A test the map has no entry for is chosen.
 */
import { decodeIndices, filesAt, linesOf } from './test-map.mjs';

/**
 * The files every browser test runs on, whatever its coverage says: a change to one runs every
 * test of the loop. shared/ is built into every app; the suite's fixtures, helpers, setup and
 * configuration are under every test; the root package files and the platform's code build,
 * deploy and serve what every test loads. Two folders of platform/tools/ are not: test-runner/
 * decides which tests run, not what they do, and bench/ measures; a test that imports a file of theirs
 * (the coverage recorder, through the fixtures) or runs them (the runner's own spec, which runs
 * commands and is tagged @platform) is chosen by the rules below. Their unit tests are no code
 * the suite runs.
 */
export const EVERY_TEST = [
  { pattern: /^shared\//, what: 'shared/, which every app is built with' },
  { pattern: /^e2e\/(fixtures\.ts|fixtures\/|support\/|global-setup\.ts|[^/]*playwright\.config\.ts|package\.json|journeys\/gate\.playwright\.config\.ts)/, what: "the browser suite's fixtures, helpers, setup or configuration" },
  { pattern: /^(package\.json|package-lock\.json|tsconfig\.json|\.nvmrc|\.npmrc)$/, what: 'a root package file' },
  { pattern: /^platform\/(?!tools\/(?:test-runner|bench)\/)(?!.*\.test\.m?js$)/, what: "the platform's code, which builds, deploys and serves the site" },
];

/**
 * The runner's and the benchmark's code: no test's pages or servers run it. A spec that imports a
 * file of it has the file in its graph; a test that runs it (the runner's spec) runs commands, so
 * every file under its tags' folders (platform/ for @platform) is its own.
 */
const RUNNER = /^platform\/tools\/(test-runner|bench)\//;

/** Files no browser test runs: the unit tests and their snapshots (no build bundles them). */
const UNIT_TEST_FILE = /(\.test\.[cm]?[jt]sx?|\/__snapshots__\/.*)$/;

/**
 * Files no browser test reads: the documents (docs/*.md and the root's), whose rules jest's
 * docs tests hold (the README's recipes run from e2e/recipes/recipes.json, which
 * docs/readme-recipes.test.js holds the README to). A content post is Markdown too, but under
 * an app's folder: not one of these.
 */
const DOCUMENT = /^(docs\/[^/]+|[^/]+)\.md$/;

/**
 * The changed files: `diff` is `git diff --name-only --no-renames <base>`'s output (the tree
 * against the base, committed or not), `untracked` `git ls-files --others --exclude-standard`'s,
 * `dirty` the map's own (what differed from its base when it was recorded). The map itself is
 * no input of any test.
 */
export function changedFiles({ diff = '', untracked = '', dirty = [], mapFile }) {
  const files = new Set([...diff.split('\n'), ...untracked.split('\n'), ...dirty].map((line) => line.trim()).filter(Boolean));
  files.delete(mapFile);
  return [...files].sort();
}

/**
 * The changed lines of each file, from `git diff -U0 --no-renames <base>`'s output: per file the
 * hunks as the base had them, [start, count] (count 0: lines added after line `start`).
 */
export function changedHunks(diff = '') {
  const hunks = {};
  let file = null;
  for (const line of diff.split('\n')) {
    // A file's header; a line of a hunk starts with "+", "-" or " ", never "diff".
    const named = /^diff --git a\/(.*) b\/\1$/.exec(line);
    if (named) file = named[1];
    const hunk = /^@@ -(\d+)(?:,(\d+))? \+/.exec(line);
    if (hunk && file) (hunks[file] ??= []).push([Number(hunk[1]), hunk[2] === undefined ? 1 : Number(hunk[2])]);
  }
  return hunks;
}

/**
 * Whether a change of `hunks` (changedHunks()'s, of one file) can reach a test that ran only some
 * of the file's code: `unrun`, the functions it never ran, each as the lines its code spans
 * (linesOf()). It cannot when every hunk lies strictly inside one of them: between its first
 * line and its last, the function's own body, which the test never ran. An edit on a function's
 * first or last line, at the top level (data, a styled block, an import, a statement between two
 * functions) or in a function that ran reaches it. Without hunks (a file git cannot diff), it can.
 */
export function changeTouchesRun(hunks, unrun) {
  if (!hunks?.length) return true;
  const inside = ([start, count]) =>
    unrun.some(([first, last]) => (count === 0 ? first <= start && start < last : first < start && start + count - 1 < last));
  return !hunks.every(inside);
}

/**
 * The folders a test's tags stand for: "@shell" shell/, "@contact" remote-contact/, "@contract"
 * shared/, "@platform" platform/. `folderOfTag` names a tag's folder (or null: @engines).
 */
function taggedFolders(tags, folderOfTag) {
  return tags.map(folderOfTag).filter(Boolean);
}

/**
 * Chooses among `listed` ({ project, file, titles, tags, id } per test and project, what the loop
 * would run) the tests the change can break.
 *   map       the test map, or null; baseKnown: whether its base is in this clone
 *   changed   changedFiles()
 *   hunks     changedHunks(): the lines changed in each file; a file with none (new, dirty when
 *             the map was recorded) counts as changed throughout
 *   specs     per spec file (relative to e2e/), its graph as it is now: { files, reads }
 *   folderOfTag  a tag's folder ("@contact" -> "remote-contact"), or null
 * Returns { chosen, why, all }: `chosen` the listed tests to run, each with `because`, why, and
 * `changedFile`, the change that chose it (none for a test the map has no entry for); `why` one
 * line for the whole choice; `all` whether every test was.
 */
export function chooseTests({ map, baseKnown, changed, hunks = {}, listed, specs, folderOfTag }) {
  const everything = (why) => ({ chosen: listed.map((test) => ({ ...test, because: why })), why, all: true });
  if (!map) return everything('there is no test map to choose by (npm test writes e2e/test-map.json)');
  if (!baseKnown) return everything(`the test map's base ${map.base.slice(0, 12)} is not in this clone`);
  if (!changed.length) return { chosen: [], why: 'nothing changed since the map was recorded', all: false };

  for (const file of changed) {
    const rule = EVERY_TEST.find(({ pattern }) => pattern.test(file));
    if (rule) return everything(`${file} changed: ${rule.what}`);
  }
  const known = new Set([...filesAt(map, map.built), ...Object.values(map.specs).flatMap((spec) => filesAt(map, spec.files)), ...Object.values(map.tests).flatMap((entry) => filesAt(map, entry.ran))]);
  for (const graph of Object.values(specs)) for (const file of graph.files) known.add(file);
  const unknown = changed.find((file) => !known.has(file) && !UNIT_TEST_FILE.test(file) && !DOCUMENT.test(file) && !RUNNER.test(file));
  if (unknown) return everything(`${unknown} changed, which the map names for no test (content, a declaration, a build's configuration or a new file)`);

  // A unit test file reaches a browser test only through a spec that imports it.
  const changedSet = new Set(changed);
  const builtChanged = new Set(changed.filter((file) => !UNIT_TEST_FILE.test(file) && !DOCUMENT.test(file)));
  const firstChanged = (files, among = changedSet) => files.find((file) => among.has(file));
  const chosen = [];
  for (const test of listed) {
    const entry = map.tests[test.id];
    const recordedSpec = map.specs[test.file];
    const spec = specs[test.file] ?? { files: [], reads: [] };
    const ranInChromium = test.project === 'chromium' && entry?.ran !== undefined;
    if (!entry || entry.ms[test.project] === undefined || (test.project === 'chromium' && !ranInChromium)) {
      chosen.push({ ...test, because: 'it has no entry in the test map' });
      continue;
    }
    const imported = firstChanged([...spec.files, ...(recordedSpec ? filesAt(map, recordedSpec.files) : [])]);
    if (imported) {
      chosen.push({ ...test, changedFile: imported, because: `its spec imports ${imported}` });
      continue;
    }
    const reaches = (file) => {
      const lines = linesOf(map, entry, file);
      return !lines || map.dirty.includes(file) || changeTouchesRun(hunks[file], lines);
    };
    const ran = ranInChromium ? decodeIndices(entry.ran).map((i) => map.files[i]).find((file) => builtChanged.has(file) && reaches(file)) : undefined;
    if (ran) {
      chosen.push({ ...test, changedFile: ran, because: `its pages ran ${ran}` });
      continue;
    }
    const unseen = unseenBecause(test, entry, spec, recordedSpec);
    if (unseen) {
      const folders = taggedFolders(test.tags, folderOfTag);
      const inFolder = [...builtChanged].find((file) => folders.some((folder) => file.startsWith(`${folder}/`)));
      if (inFolder) chosen.push({ ...test, changedFile: inFolder, because: `${inFolder} is in a folder of its tags, and ${unseen}` });
    }
  }
  const files = [...new Set(chosen.map((test) => test.changedFile).filter(Boolean))];
  const why = files.length ? `${fileList(files)} changed` : `${fileList(changed)} changed, which no test runs`;
  const unmapped = chosen.filter((test) => !test.changedFile).length;
  return { chosen, why: unmapped ? `${why}; ${unmapped} with no entry in the map` : why, all: chosen.length === listed.length };
}

/** A few files for a line: "a, b, c and 4 more". */
function fileList(files) {
  return `${files.slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''}`;
}

/** Why a test's coverage is not the whole story, or undefined when it is. */
function unseenBecause(test, entry, spec, recordedSpec) {
  if (test.project !== 'chromium') return `it runs in ${test.project}, where no coverage is recorded`;
  const reads = [...new Set([...spec.reads, ...(recordedSpec?.reads ?? [])])];
  if (reads.length) return `its spec ${READ_WHAT[reads[0]] ?? `does what its coverage cannot see (${reads[0]})`}`;
  return entry.unseen;
}

const READ_WHAT = {
  processes: 'runs commands or browsers of its own',
  'path-site': 'reads the prerendered path-mode site',
  'built-files': 'reads the built files themselves',
};

/**
 * What a loop says of its choice: `head`, the line above its browser tests ("12 of 31 browser
 * tests tagged @contact: remote-contact/src/contact/ContactPage.tsx changed (map of 1a2b3c4d5e6f)"),
 * and `reasons`, a line per chosen test with why, for test-results/<loop>/.
 */
export function choiceLines({ choice, listedCount, loopTags, base }) {
  const map = base ? ` (map of ${base.slice(0, 12)})` : '';
  const head = `${choice.chosen.length} of ${listedCount} browser tests tagged ${loopTags.join(' or ')}: ${choice.why}${map}`;
  return { head, reasons: choice.chosen.map((test) => `[${test.project}] ${test.id}\n    because ${test.because}`) };
}

/**
 * The tests as Playwright's --test-list reads them, one a line: "[chromium] › areas/contact.spec.ts
 * › contact remote › copying › copy writes ...". Its lines split on " › ", so a title with one in
 * it cannot be listed: refused.
 */
export function testListLines(tests) {
  return tests.map(({ project, file, titles }) => {
    const title = titles.find((part) => part.includes('›'));
    if (title) throw new Error(`A test title with "›" cannot be listed for Playwright (--test-list splits on it): "${title}" in ${file}`);
    return [`[${project}]`, file, ...titles].join(' › ');
  });
}
