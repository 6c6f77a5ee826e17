/**
 * An S3-compatible server on loopback for the tests of a deploy in a bucket: moto's
 * `moto_server`, which the machine's Python carries (its conditional writes, If-None-Match and
 * If-Match, behave as S3's). MOTO_SERVER names another executable; any other S3-compatible
 * endpoint works with the commands themselves through AWS_ENDPOINT_URL_S3 (docs/releasing.md).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { which } from './apt.mjs';

/** moto_server's path, or null. */
export function findMotoServer() {
  if (process.env.MOTO_SERVER && existsSync(process.env.MOTO_SERVER)) return process.env.MOTO_SERVER;
  return which('moto_server');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a command needs to use the server at `endpoint`: the endpoint and stand-in credentials. */
function clientEnv(endpoint) {
  return { AWS_ENDPOINT_URL_S3: endpoint, AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test', AWS_REGION: 'us-east-1' };
}

/**
 * The server another process started and will stop (the test runner's, shared by a run's test
 * files: platform/tools/test-runner/steps.mjs), in the shape startS3Server gives; its stop does nothing.
 * @param {string} endpoint
 */
export function runningS3Server(endpoint) {
  return { endpoint, env: clientEnv(endpoint), stop: async () => undefined };
}

/**
 * Starts an S3 server on a free loopback port and waits until it answers.
 * @returns {Promise<{ endpoint: string, env: Record<string, string>, stop: () => Promise<void> }>}
 *   env: what a command needs to use it (the endpoint and stand-in credentials)
 */
export async function startS3Server() {
  const executable = findMotoServer();
  if (!executable) throw new Error("No S3 server to test against: moto_server is not on the PATH (pip install 'moto[server]', or set MOTO_SERVER).");
  const port = await freePort();
  // moto logs every request: to a file, since a pipe this process stops reading (a test that
  // waits in spawnSync) fills up and stalls the server.
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'moto-'));
  const logFile = path.join(logDir, 'moto.log');
  const log = openSync(logFile, 'a');
  const child = spawn(executable, ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', log, log] });
  closeSync(log);
  const said = () => readFileSync(logFile, 'utf8').slice(-4000);
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto_server stopped at its start (exit ${child.exitCode}):\n${said()}`);
    try {
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`moto_server did not answer on ${endpoint} within 20 s:\n${said()}`);
      }
      await sleep(100);
    }
  }
  return {
    endpoint,
    env: clientEnv(endpoint),
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(logDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
