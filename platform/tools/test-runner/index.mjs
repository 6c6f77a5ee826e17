/**
 * platform/tools/test-runner's face, for the browser suite's coverage recorder (e2e/fixtures/coverage.ts):
 * what a test's pages ran, as files of the repository, and the run's records of it, from which
 * `npm test` writes the test map (docs/testing.md, "A team's loop"). The runner's commands
 * (run-tests.mjs) use the folder's files directly.
 */
export { COVERAGE_MODE, filesOfCoverage, writeRecord } from './coverage-recorder.mjs';
