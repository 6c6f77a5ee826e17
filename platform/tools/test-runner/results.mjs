/**
 * What `npm test` reads from each tool to make its summary line ("N passed, N failed, N
 * skipped"), and its --shard argument: pure functions over the tools' own reports, so the
 * summary is tested without running a suite (results.test.mjs). A step whose tool failed
 * without reporting a failure (a crash, a report that is missing) counts as one failure: a run
 * that did not finish never reads as passed.
 */

/** Counts with nothing in them. */
export const NONE = Object.freeze({ passed: 0, failed: 0, skipped: 0 });
/** A step that failed without counts of its own (a check that found something, a crash). */
export const ONE_FAILURE = Object.freeze({ ...NONE, failed: 1 });

/** The counts of `a` and `b` together. */
export function plus(a, b) {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** A step's counts, and one failure if its tool exited with an error that its counts do not show. */
function withExit(counts, ok) {
  return counts.failed === 0 && !ok ? { ...counts, failed: 1 } : counts;
}

/** jest's `--json` report (null when it wrote none); `ok`: whether jest exited 0. */
export function jestCounts(report, ok) {
  if (!report) return withExit(NONE, ok);
  return withExit(
    {
      passed: report.numPassedTests,
      // A test file that cannot even run (a syntax error) has no failed test, but is a failure.
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
    },
    ok,
  );
}

/** node --test's TAP report, by its closing counts ("# pass 12", "# fail 0", ...); none is a failure. */
export function tapCounts(tap, ok) {
  if (!/^# pass \d+$/m.test(tap)) return ONE_FAILURE;
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return withExit({ passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') }, ok);
}

/** Playwright's JSON report (null when it wrote none); a flaky test and an error outside tests are failures. */
export function playwrightCounts(report, ok) {
  if (!report?.stats) return withExit(NONE, ok);
  const { expected, unexpected, flaky, skipped } = report.stats;
  return withExit({ passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0), skipped }, ok);
}

/**
 * `--shard=I/N`'s value: "2/3" -> { index: 2, total: 3, arg: '--shard=2/3' }; null for none.
 * Throws with what is wrong for anything else.
 */
export function parseShard(value) {
  if (value === undefined) return null;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [index, total] = match ? [Number(match[1]), Number(match[2])] : [];
  if (!match || total < 1 || index < 1 || index > total) throw new Error(`--shard must be I/N with 1 <= I <= N, like --shard=2/3, not "${value}".`);
  return { index, total, arg: `--shard=${index}/${total}` };
}
