/**
 * What a run of `npm test` takes: the whole suite, one team's loop (`--team`), or one part of N
 * (`--shard=I/N`). Pure: the arguments each tool is given, and which steps run in this run
 * (teams.test.mjs), from the team, the shard and the engines. A loop's browser tests are then
 * chosen by the test map (test-impact.mjs), a shard's items split by duration (shards.mjs).
 */
import { appFolder, REMOTES } from '../../workspace/index.js';

/** A folder of the repository as jest's path pattern, under `rootDir`. */
const inFolder = (rootDir, folder) => `^${rootDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${folder}/`;

/**
 * Each workspace's loop: what it lints and unit-tests, and the tags of its browser tests. A
 * browser test carries the tag of every team whose folder a change could break it through
 * (docs/testing.md, "A team's loop").
 */
export function teamLoops(rootDir) {
  return {
    shell: { lint: ['shell'], unit: [inFolder(rootDir, 'shell')], tags: ['@shell'] },
    ...Object.fromEntries(REMOTES.map((remote) => [appFolder(remote), { lint: [appFolder(remote)], unit: [inFolder(rootDir, appFolder(remote))], tags: [`@${remote}`] }])),
    // The contract every app is built against: its own tests and every app's contract checks.
    shared: { lint: ['shared'], unit: [inFolder(rootDir, 'shared'), '\\.contract\\.test\\.'], tags: ['@contract'] },
    // The tooling (npm run test:platform): deploy, release, servers, the suite's own helpers. The
    // release gate's test runs the candidate in every engine, so this loop has them all.
    platform: { lint: ['platform', 'e2e', 'docs', '*.{js,mjs}'], unit: [inFolder(rootDir, 'platform'), inFolder(rootDir, 'docs')], platformUnit: true, tags: ['@platform'], allEngines: true },
  };
}

/**
 * The plan of one run: `team` one of teamLoops()'s (or null for the whole suite), `shard`
 * parseShard()'s, `trace` Playwright's trace mode, `allEngines` the engines the machine runs.
 */
export function runPlan({ team = null, shard = null, trace, allEngines }) {
  return {
    // A shard's checks, unit test files and browser tests are its part's (shards.mjs).
    checksHere: !shard,
    platformUnitHere: !shard && (!team || Boolean(team.platformUnit)),
    // The whole run, and only it, records the test map: what each browser test ran, and every
    // step's durations (test-map.mjs).
    recordsMap: !team && !shard,
    // A team's loop runs the browser tests its change can break (test-impact.mjs).
    choosesTests: Boolean(team),
    // A team's loop lints its folders with ESLint's cache; the whole run lints everything afresh.
    lintArgs: team ? ['eslint', ...team.lint, '--max-warnings', '0', '--cache', '--cache-location', '.cache/eslint/'] : ['eslint', '.', '--max-warnings', '0'],
    jestArgs: team ? team.unit : [],
    playwrightArgs: ['-c', 'e2e/playwright.config.ts', ...(team ? ['--grep', team.tags.join('|')] : []), ...(trace ? ['--trace', trace] : [])],
    // A team's loop runs the browser tests in Chromium only (the platform's every engine, for
    // its release gate); the full suite in every engine.
    engines: team && !team.allEngines ? ['chromium'] : allEngines,
    projects: team ? ['chromium'] : allEngines,
  };
}
