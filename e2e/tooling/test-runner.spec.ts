import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRecords } from '../../platform/tools/test-runner/index.mjs';
import { rootDir } from '../../platform/workspace/index.js';
import { expect, test } from '../fixtures';


/** A command run at the repository's root, with `env` added to this process's: its exit code and output. */
function runAtRoot(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { cwd: rootDir, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** `node platform/tools/test-runner/run-tests.mjs <args>` (what `npm test -- <args>` runs): its exit code and output. */
const runTests = (args: string[]) => runAtRoot('node', [path.join(rootDir, 'platform/tools/test-runner/run-tests.mjs'), ...args]);

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

  test('--shard=I/N: the parts together take every check and test of the suite exactly once, split by the test map\'s durations', async () => {
    // Every engine's tests, as CI runs them, whatever this machine has installed. Two parts, as
    // CI runs them; the split's arithmetic for any number is platform/tools/test-runner/shards.test.mjs's.
    const [all, ...parts] = await Promise.all([listed([]), ...[1, 2].map((index) => listed([`--shard=${index}/2`]))]);
    expect(all.filter((line) => line.startsWith('unit ')).length).toBeGreaterThan(10);
    expect(all.filter((line) => line.startsWith('browser ')).length).toBeGreaterThan(10);
    expect(all).toContain('platform-unit platform/deploy/deploy.test.mjs');
    expect(all.filter((line) => line.startsWith('check '))).toEqual(['check lint', 'check type check']);
    for (const part of parts) expect(part.some((line) => line.startsWith('browser ')), 'each part has browser tests').toBe(true);

    const together = parts.flat();
    expect(together.filter((line, index) => together.indexOf(line) !== index), 'no check or test in two parts').toEqual([]);
    expect([...together].sort()).toEqual([...all].sort());
  });

  test("the test map's coverage counts what every document of a page ran: the router test renders the not-found page, then loads another document", { tag: '@shell' }, async () => {
    // The recorder in a Playwright run of its own (the full run's, e2e/fixtures/coverage.ts), on
    // one test; until 2026-11-30 it saw only a page's last document, and a loop skipped this test
    // when the not-found page's "Error 404" was broken.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'coverage-record-'));
    try {
      const run = await runAtRoot(
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'e2e/shell/router.spec.ts', '-g', 'a visit by address', '--workers', '1', '--retries', '0', '--reporter', 'line'],
        {
          ENGINES: 'chromium',
          E2E_TEST_MAP_DIR: path.join(dir, 'records'),
          E2E_WITHOUT_PATH_SITE: '1',
          E2E_REPORT: path.join(dir, 'e2e.json'),
          E2E_HTML_REPORT: path.join(dir, 'report'),
          E2E_OUTPUT_DIR: path.join(dir, 'artifacts'),
        },
      );
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const records = readRecords(path.join(dir, 'records')) as Array<{ titles: string[]; files: string[]; partly: Record<string, unknown>; lost: boolean }>;
      expect(records).toHaveLength(1);
      const [record] = records;
      expect(record.titles.at(-1)).toMatch(/^a visit by address/);
      expect(record.lost).toBe(false);
      expect(record.files).toContain('shell/src/pages/NotFoundPage.tsx');
      expect(record.partly['shell/src/pages/NotFoundPage.tsx'], 'NotFoundPage ran whole').toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
