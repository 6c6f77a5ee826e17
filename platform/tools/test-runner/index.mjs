/**
 * platform/tools/test-runner's face, for the browser suite (e2e/fixtures/coverage.ts and the
 * recorder's own test): what a test's pages ran, as files of the repository, and the run's
 * records of it, written and read, from which `npm test` writes the test map
 * (docs/testing.md, "A team's loop"). The runner's commands (run-tests.mjs) use the folder's
 * files directly.
 */
export { COVERAGE_MODE, filesOfCoverage, readRecords, writeRecord } from './coverage-recorder.mjs';
