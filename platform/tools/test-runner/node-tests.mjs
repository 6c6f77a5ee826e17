/**
 * `node --test` over the files given, started in the order given: Node's own runner, through its
 * documented run() API, since `node --test FILE...` sorts its files by name first (Node 20), and
 * the platform's unit lane starts its longest files first (steps.mjs, platformUnitOrder). The spec
 * report on stdout, the TAP report in --tap FILE, each file's duration in --durations FILE
 * (file-durations.mjs); exits with 1 when a test failed, as
 * `node --test` does.
 *
 * A file still running after --timeout (5 minutes by default) is stopped and counted as failed:
 * Node's runner waits for ever otherwise, and one CI run had `release/bucket-release.test.mjs`
 * idle for 15 minutes (2026-11-29) where it takes seconds. The slowest file here takes about a
 * minute on a loaded 2-core machine.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { cli, fail } from '../../cli/index.mjs';
import fileDurations from './file-durations.mjs';

const USAGE = `
Usage: node platform/tools/test-runner/node-tests.mjs --concurrency N --tap FILE [--durations FILE] [--timeout MS] TEST_FILE...

Runs the test files with Node's test runner, N at a time, in the order given (node --test
would sort them by name): the spec report on stdout, the TAP report in FILE, each file's
duration as JSON in --durations FILE. A file still running after --timeout milliseconds
(default 300000) is stopped and fails. Exit code 1 when a test failed.
`;

const FILE_TIMEOUT_MS = 5 * 60_000;

const { values, positionals } = cli({ usage: USAGE, positionals: 'any', options: { concurrency: { type: 'string' }, tap: { type: 'string' }, durations: { type: 'string' }, timeout: { type: 'string' } } });
const timeout = values.timeout === undefined ? FILE_TIMEOUT_MS : Number(values.timeout);
// Up to the largest delay a timer takes (2^31 - 1 ms, about 24 days).
if (!(Number.isInteger(timeout) && timeout > 0 && timeout < 2 ** 31)) fail(`--timeout must be a whole number of milliseconds above 0, not "${values.timeout}".`, USAGE);
// Node 20's run() gives `timeout` to each file's test, which stops the file's process when it
// runs out. Later Nodes give it to each test inside the file instead (nodejs/node#57672), which
// would leave a file whose tests ended but whose process stays up: node-tests.test.mjs fails
// then, on a file that never ends.
const tests = run({ files: positionals.map((file) => path.resolve(file)), concurrency: Number(values.concurrency) || true, timeout });
// A failed test fails the run; a failing test marked todo does not, as with node --test.
tests.on('test:fail', (event) => {
  if (!event.todo) process.exitCode = 1;
});
tests.compose(new spec()).pipe(process.stdout);
if (values.tap) tests.compose(tap).pipe(createWriteStream(values.tap));
if (values.durations) tests.compose(fileDurations).pipe(createWriteStream(values.durations));
