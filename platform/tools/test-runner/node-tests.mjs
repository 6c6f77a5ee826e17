/**
 * `node --test` over the files given, started in the order given: Node's own runner, through its
 * documented run() API, since `node --test FILE...` sorts its files by name first (Node 20), and
 * the platform's unit lane starts its longest files first (steps.mjs, platformUnitOrder). The spec
 * report on stdout, the TAP report in --tap FILE, each file's duration in --durations FILE
 * (file-durations.mjs); exits with 1 when a test failed, as
 * `node --test` does.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { cli } from '../../cli/index.mjs';
import fileDurations from './file-durations.mjs';

const USAGE = `
Usage: node platform/tools/test-runner/node-tests.mjs --concurrency N --tap FILE [--durations FILE] TEST_FILE...

Runs the test files with Node's test runner, N at a time, in the order given (node --test
would sort them by name): the spec report on stdout, the TAP report in FILE, each file's
duration as JSON in --durations FILE. Exit code 1 when a test failed.
`;

const { values, positionals } = cli({ usage: USAGE, positionals: 'any', options: { concurrency: { type: 'string' }, tap: { type: 'string' }, durations: { type: 'string' } } });
const tests = run({ files: positionals.map((file) => path.resolve(file)), concurrency: Number(values.concurrency) || true });
// A failed test fails the run; a failing test marked todo does not, as with node --test.
tests.on('test:fail', (event) => {
  if (!event.todo) process.exitCode = 1;
});
tests.compose(new spec()).pipe(process.stdout);
if (values.tap) tests.compose(tap).pipe(createWriteStream(values.tap));
if (values.durations) tests.compose(fileDurations).pipe(createWriteStream(values.durations));
