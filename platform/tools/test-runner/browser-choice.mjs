/**
 * A team's loop's choice of browser tests, and the test map it chooses by: reading the map and
 * git, the specs' graphs as they are now, and writing the map after a whole, green `npm test`.
 * The rules are test-impact.mjs's and test-map.mjs's; this is where they meet the files.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appFolder, buildFolderOf, REMOTES, rootDir } from '../../workspace/index.js';
import { changedLinesSince, changesSince, commitKnown } from './git.mjs';
import { readRecords } from './coverage-recorder.mjs';
import { repositoryFile } from './source-map-coverage.mjs';
import { specGraph } from './spec-graph.mjs';
import { changedFiles, changedHunks, chooseTests, choiceLines } from './test-impact.mjs';
import { buildTestMap, formatTestMap, parseTestMap, reportTests, TEST_MAP_FILE, testId } from './test-map.mjs';

/** The browser suite's folder: specs are named relative to it, as Playwright names them. */
const SUITE = 'e2e';

/** The test map in the repository, or null (none, or not of this format). */
export function readTestMap() {
  const file = path.join(rootDir, TEST_MAP_FILE);
  return parseTestMap(existsSync(file) ? readFileSync(file, 'utf8') : null);
}

/** Each spec's graph as it is now (spec-graph.mjs), by its name relative to e2e/. */
export function specGraphs(specFiles) {
  return Object.fromEntries([...new Set(specFiles)].map((file) => [file, specGraph(rootDir, `${SUITE}/${file}`)]));
}

/** The folder a team's tag stands for: "@shell" shell, "@contact" remote-contact, "@contract" shared, "@platform" platform. */
export function folderOfTag(tag) {
  const name = tag.replace(/^@/, '');
  if (name === 'shell' || REMOTES.includes(name)) return appFolder(name);
  return { contract: 'shared', platform: 'platform' }[name] ?? null;
}

/** Playwright's JSON list (--list --reporter=json) as the tests a run would take, each with its map id. */
export function listedTests(report) {
  return reportTests(report).map((test) => ({ ...test, id: testId(test.file, test.titles) }));
}

/**
 * The browser tests of a team's loop its change can break (test-impact.mjs): `listed` the
 * tests its tags take (listedTests()), `tags` the loop's. Returns the choice, the lines to print
 * and keep, and whether a chosen test needs the path-mode site.
 */
export function chooseForLoop({ listed, tags }) {
  const map = readTestMap();
  const baseKnown = Boolean(map) && commitKnown(map.base);
  const changed = baseKnown ? changedFiles({ ...changesSince(map.base), dirty: map.dirty, mapFile: TEST_MAP_FILE }) : [];
  const hunks = changed.length ? changedHunks(changedLinesSince(map.base)) : {};
  const specs = specGraphs(listed.map((test) => test.file));
  const choice = chooseTests({ map, baseKnown, changed, hunks, listed, specs, folderOfTag });
  return {
    choice,
    ...choiceLines({ choice, listedCount: listed.length, loopTags: tags, base: map?.base }),
    needsPathSite: choice.chosen.some((test) => specs[test.file]?.reads.includes('path-site')),
  };
}

/** The files of ours the apps' builds' source maps name: what a page can run. */
function builtFiles() {
  const files = new Set();
  for (const app of ['shell', ...REMOTES]) {
    const dir = buildFolderOf(app);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.js.map'))) {
      const { sources } = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      for (const source of sources) {
        const file = repositoryFile(source, appFolder);
        if (file) files.add(file);
      }
    }
  }
  return [...files];
}

/**
 * Each test file's share of its step's time, `ms` the step's, `durations` each file's own: the
 * platform's files run four at a time and wait on processes, so their own durations add up to
 * more than the step took; their shares add up to the step.
 */
function shares(durations, ms) {
  const total = Object.values(durations).reduce((sum, value) => sum + value, 0);
  return Object.fromEntries(Object.entries(durations).map(([file, value]) => [path.relative(rootDir, path.resolve(rootDir, file)), Math.round(total ? (value * ms) / total : 0)]));
}

/**
 * Writes e2e/test-map.json after a whole, green `npm test`: `base` and `dirty` the commit and the
 * changed files when the run began, `report` Playwright's JSON report, `recordsDir` the workers'
 * coverage records, `unitReport` jest's, `platformDurations` each platform test file's
 * (file-durations.mjs), `stepMs` each step's time ({ lint, type, unit, platform }).
 */
export function writeTestMap({ base, dirty, report, recordsDir, unitReport, platformDurations, stepMs }) {
  const tests = reportTests(report);
  const unitDurations = Object.fromEntries((unitReport?.testResults ?? []).map((result) => [result.name, result.endTime - result.startTime]));
  const map = buildTestMap({
    base,
    dirty,
    tests,
    records: readRecords(recordsDir),
    specs: specGraphs(tests.map((test) => test.file)),
    built: builtFiles(),
    steps: {
      lint: stepMs.lint,
      typeCheck: stepMs.type,
      unit: shares(unitDurations, stepMs.unit ?? 0),
      platformUnit: shares(platformDurations ?? {}, stepMs.platform ?? 0),
    },
  });
  writeFileSync(path.join(rootDir, TEST_MAP_FILE), formatTestMap(map));
  return map;
}
