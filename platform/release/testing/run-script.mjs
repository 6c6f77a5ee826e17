/**
 * A command of this folder run as its own process, for the tests that run several at once or
 * kill one (concurrency, crash, bucket and prune tests): its exit code, signal and output, and
 * `said(pattern)`, which settles once its output matches, so a test acts on what a run has
 * done rather than after a guessed wait.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * @param {string} script  a file of platform/release/, from there ("testing/fake-release.mjs")
 * @param {string[]} args
 * @param {Record<string, string>} [env]  added to this process's environment
 * @returns {Promise<{ code: number | null, signal: string | null, stdout: string, stderr: string }> & { pid: number, said: (pattern: RegExp) => Promise<void> }}
 */
export function runScript(script, args, env = {}) {
  const child = spawn(process.execPath, [fileURLToPath(new URL(`../${script}`, import.meta.url)), ...args], { env: { ...process.env, ...env } });
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

/** The stand-in gate of fake-release.mjs has begun: the run holds the deploy and has read it. */
export const GATE_RUNS = /^The stand-in gate runs\.$/m;
