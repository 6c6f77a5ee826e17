/**
 * A reporter for Node's test runner (`--test-reporter=./platform/tools/test-runner/file-durations.mjs`):
 * how long each test file's tests took, as JSON ({ "<absolute file>": ms }), the durations the
 * full run records for the shards to split the platform's unit tests by (test-map.mjs). Its own
 * TAP and spec reports say nothing of files.
 */
export default async function* fileDurations(source) {
  const durations = {};
  for await (const event of source) {
    // A file's top-level tests and suites run one after another: their durations add up to the file's.
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      durations[event.data.file] = (durations[event.data.file] ?? 0) + (event.data.details?.duration_ms ?? 0);
    }
  }
  yield `${JSON.stringify(durations)}\n`;
}
