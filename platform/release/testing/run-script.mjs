/**
 * A command of this folder run as its own process, as a user runs it. runScript for the tests
 * that run several at once or kill one (concurrency, crash, bucket and prune tests): its exit
 * code, signal and output, and `said(pattern)`, which settles once its output matches, so a test
 * acts on what a run has done rather than after a guessed wait. runScriptSync for the tests that
 * run one command to its end and read what it said (release, rollback, the shell's release).
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A file of platform/release/, named from there. */
const scriptPath = (script) => fileURLToPath(new URL(`../${script}`, import.meta.url));

/**
 * @param {string} script  a file of platform/release/, from there ("testing/fake-release.mjs")
 * @param {string[]} args
 * @param {Record<string, string>} [env]  added to this process's environment
 * @returns {Promise<{ code: number | null, signal: string | null, stdout: string, stderr: string }> & { pid: number, said: (pattern: RegExp) => Promise<void> }}
 */
export function runScript(script, args, env = {}) {
  const child = spawn(process.execPath, [scriptPath(script), ...args], { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  const waiting = [];
  const check = () => {
    for (const wait of [...waiting]) {
      if (wait.pattern.test(`${stdout}\n${stderr}`)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  };
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    check();
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    check();
  });
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      for (const wait of waiting.splice(0)) wait.reject(new Error(`${script} ended (${code ?? signal}) without saying ${wait.pattern}:\n${stdout}${stderr}`));
      resolve({ code, signal, stdout, stderr });
    }),
  );
  const said = (pattern) =>
    new Promise((resolve, reject) => {
      waiting.push({ pattern, resolve, reject });
      check();
    });
  return Object.assign(done, { pid: child.pid, said });
}

/**
 * @param {string} script  as runScript's
 * @param {string[]} args
 * @param {Record<string, string>} [env]  added to this process's environment
 * @returns {import('node:child_process').SpawnSyncReturns<string>}  its `status`, `stdout` and `stderr` as text
 */
export function runScriptSync(script, args, env = {}) {
  return spawnSync(process.execPath, [scriptPath(script), ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
}

/** The stand-in gate of fake-release.mjs has begun: the run holds the deploy and has read it. */
export const GATE_RUNS = /^The stand-in gate runs\.$/m;
