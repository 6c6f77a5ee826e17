import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `node platform/test-runner/run-tests.mjs <args>` (what `npm test -- <args>` runs): its exit code and output. */
function runTests(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile('node', [path.join(rootDir, 'platform/test-runner/run-tests.mjs'), ...args], { cwd: rootDir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The lines of a `--list` run: "check lint", "unit <file>", "platform-unit <file>",
 * "browser <project> <file>:<line>:<column> <title>".
 */
async function listed(args: string[]): Promise<string[]> {
  const { code, stdout, stderr } = await runTests(['--list', ...args]);
  expect(code, stderr).toBe(0);
  return stdout.split('\n').filter(Boolean);
}

test.describe('the test runner', { tag: '@platform' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('--shard=I/N: the N parts together take every test of the suite exactly once, lint, the type check and the platform unit tests in part 1', async () => {
    // Every engine's tests, as CI runs them, whatever this machine has installed.
    const [all, ...parts] = await Promise.all([listed([]), ...[1, 2, 3].map((index) => listed([`--shard=${index}/3`]))]);
    expect(all.filter((line) => line.startsWith('unit ')).length).toBeGreaterThan(10);
    expect(all.filter((line) => line.startsWith('browser ')).length).toBeGreaterThan(10);
    const platformUnit = all.filter((line) => line.startsWith('platform-unit '));
    expect(platformUnit).toContain('platform-unit platform/deploy/deploy.test.mjs');
    for (const part of parts) expect(part.some((line) => line.startsWith('browser ')), 'each part has browser tests').toBe(true);

    const together = parts.flat();
    expect(together.filter((line, index) => together.indexOf(line) !== index), 'no test in two parts').toEqual([]);
    expect([...together].sort()).toEqual([...all].sort());
    expect(parts.map((part) => part.filter((line) => line.startsWith('check ')).length)).toEqual([2, 0, 0]);
    expect(parts.map((part) => part.filter((line) => line.startsWith('platform-unit ')).length)).toEqual([platformUnit.length, 0, 0]);
  });

  test('wrong arguments get the usage and exit code 2, and a summary line that says nothing ran', async () => {
    const badShard = await runTests(['--shard=4/3']);
    expect(badShard.code).toBe(2);
    expect(badShard.stderr).toContain('--shard must be I/N with 1 <= I <= N, like --shard=2/3, not "4/3"');
    expect(badShard.stderr).toContain('Usage: npm test');
    expect(badShard.stdout).toContain('0 passed, 1 failed, 0 skipped');
    const badTeam = await runTests(['--team', 'payments']);
    expect(badTeam.code).toBe(2);
    expect(badTeam.stderr).toContain('No team loop for "payments"');
    expect(badTeam.stdout).toContain('0 passed, 1 failed, 0 skipped');
  });
});
