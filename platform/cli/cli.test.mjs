/**
 * Every command's argument handling (cli.mjs): the usage and exit code 2 on what it does not
 * understand, `--help` with exit code 0. cli() exits the process, so each case runs a tiny
 * command (or a real one) in a child process, side by side.
 * Run alone: node --test platform/cli/cli.test.mjs
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { scratchFolder } from '../deploy/testing/fake-deploy.mjs';

const USAGE = '\nUsage: demo <name> [--to DIR] [--dry-run]\n\n  --to DIR  where\n';

let scratch;
before(() => {
  scratch = scratchFolder();
});
after(() => scratch.remove());

/** Runs a Node script: its exit code and output. */
function node(file, args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [file, ...args], { encoding: 'utf8' }, (error, stdout, stderr) => resolve({ status: error ? error.code : 0, stdout, stderr }));
  });
}

/** Runs a command whose argument handling is `cli({ usage: USAGE, ...config })`, with `args`. */
function command(config, args) {
  const file = path.join(scratch.dir, `command-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    file,
    `import { cli } from ${JSON.stringify(new URL('cli.mjs', import.meta.url).href)};
const { values, positionals } = cli({ usage: ${JSON.stringify(USAGE)}, ...${JSON.stringify(config)} });
console.log(JSON.stringify({ values, positionals }));
`,
  );
  return node(file, args);
}

const options = { to: { type: 'string' }, 'dry-run': { type: 'boolean' } };

describe('cli', { concurrency: true }, () => {
  test('gives the options and arguments it understands', async () => {
    const run = await command({ options, positionals: 1 }, ['contact', '--to', '/tmp/x', '--dry-run']);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), { values: { to: '/tmp/x', 'dry-run': true }, positionals: ['contact'] });
    const any = await command({ positionals: 'any' }, ['a', 'b', 'c']);
    assert.deepEqual(JSON.parse(any.stdout).positionals, ['a', 'b', 'c']);
  });

  test('an unknown option: exit 2, the reason, then the usage', async () => {
    const run = await command({ options, positionals: 1 }, ['contact', '--bogus']);
    assert.equal(run.status, 2);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^Unknown option '--bogus'\./);
    assert.ok(run.stderr.endsWith('\n\nUsage: demo <name> [--to DIR] [--dry-run]\n\n  --to DIR  where\n'), run.stderr);
  });

  test('an option without its value: exit 2 with the usage', async () => {
    const run = await command({ options, positionals: 1 }, ['contact', '--to']);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^Option '--to <value>' argument missing\n\nUsage: demo/);
  });

  test('too few or too many arguments: exit 2, how many it takes, then the usage', async () => {
    const none = await command({ options, positionals: 1 }, []);
    assert.equal(none.status, 2);
    assert.equal(none.stderr, 'Expected 1 argument, got 0.\n\nUsage: demo <name> [--to DIR] [--dry-run]\n\n  --to DIR  where\n');
    const three = await command({ positionals: 2 }, ['a', 'b', 'c']);
    assert.equal(three.status, 2);
    assert.match(three.stderr, /^Expected 2 arguments, got 3\.\n\nUsage: demo/);
    const takesNone = await command({}, ['a']);
    assert.equal(takesNone.status, 2);
    assert.match(takesNone.stderr, /^Takes no arguments\.\n\nUsage: demo/);
  });

  test('--help and -h: the usage on stdout, exit 0, whatever else is missing', async () => {
    for (const flag of ['--help', '-h']) {
      const run = await command({ options, positionals: 1 }, [flag]);
      assert.equal(run.status, 0, flag);
      assert.equal(run.stdout, 'Usage: demo <name> [--to DIR] [--dry-run]\n\n  --to DIR  where\n', flag);
      assert.equal(run.stderr, '', flag);
    }
  });
});

describe('the commands', { concurrency: true }, () => {
  const commands = fileURLToPath(new URL('../release/', import.meta.url));
  for (const name of ['release', 'rollback', 'smoke']) {
    test(`${name}: --help exits 0 with its usage, an unknown option exits 2 with it`, async () => {
      const file = path.join(commands, `${name}.mjs`);
      const [help, wrong] = await Promise.all([node(file, ['--help']), node(file, ['--no-such-option'])]);
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, /^Usage: /);
      assert.equal(wrong.status, 2, wrong.stderr);
      assert.match(wrong.stderr, /^Unknown option '--no-such-option'\.[^\n]*\n\nUsage: /);
    });
  }

  test('smoke: an address that is not one, or an engine it does not know, exits 2 saying so', async () => {
    const file = path.join(commands, 'smoke.mjs');
    const [badUrl, badEngine] = await Promise.all([node(file, ['not a url']), node(file, ['http://127.0.0.1:9', '--browser', 'safari'])]);
    assert.equal(badUrl.status, 2, badUrl.stderr);
    assert.match(badUrl.stderr, /is not a web address/);
    assert.equal(badEngine.status, 2, badEngine.stderr);
    assert.match(badEngine.stderr, /--browser must be one of chromium, firefox, webkit or all, not "safari"/);
  });
});
