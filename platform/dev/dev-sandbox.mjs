/**
 * A scratch copy of the apps with `npm run dev` running in it, for the code that edits source
 * files to watch the page follow (e2e/tooling/dev-refresh.spec.ts, platform/tools/bench/dev-refresh-timing.mjs):
 * they edit the copy, never the working tree. The copy has the apps' sources, the root
 * package.json and tsconfig.json and platform/, and a node_modules of links into the
 * repository's, except that @site/shared points at the copy's shared/ (so an edit to the UI kit
 * there is the one the dev servers see). DEV_PORT puts its dev servers on ports of their own.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir, appFolder, cacheDir, REMOTES, FILES } from '../workspace/index.js';
import { devOrigin, devPort } from '../webpack/index.js';
import { tryPort } from '../serve/index.mjs';

const APP_FOLDERS = ['shared', 'shell', ...REMOTES.map(appFolder)];
const WORKSPACE_LINKS = new Set(['@site']);
/** Where each dev server sits from DEV_PORT (platform/webpack/development.js). */
const PORT_OFFSETS = ['shell', ...REMOTES].map((app) => devPort(app, { DEV_PORT: '10000' }) - 10000);

/** A DEV_PORT whose block of ports (the shell's and the remotes') is free. */
export async function freeDevPort(offsets = PORT_OFFSETS) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20000 + Math.floor(Math.random() * 40000);
    // On "localhost", where the dev servers listen.
    const bound = await Promise.all(offsets.map((offset) => tryPort(base + offset, 'localhost')));
    if (bound.every((port) => port !== null)) return base;
  }
  throw new Error('No free block of ports for the dev servers');
}

/**
 * Copies the apps into `dir` (see above), with their files' times, so that a sandbox kept from
 * an earlier run finds its webpack cache (in its own .cache/) still valid for what did not change.
 */
export function copyApps(dir) {
  const skip = (src) => /[\\/](node_modules|dist)([\\/]|$)/.test(path.relative(rootDir, src));
  for (const folder of [...APP_FOLDERS, 'platform']) {
    rmSync(path.join(dir, folder), { recursive: true, force: true });
    cpSync(path.join(rootDir, folder), path.join(dir, folder), { recursive: true, filter: (src) => !skip(src), preserveTimestamps: true });
  }
  for (const file of ['package.json', 'tsconfig.json']) cpSync(path.join(rootDir, file), path.join(dir, file), { preserveTimestamps: true });
  const modules = path.join(dir, 'node_modules');
  rmSync(modules, { recursive: true, force: true });
  mkdirSync(path.join(modules, '@site'), { recursive: true });
  for (const entry of readdirSync(path.join(rootDir, 'node_modules'))) {
    if (!WORKSPACE_LINKS.has(entry)) symlinkSync(path.join(rootDir, 'node_modules', entry), path.join(modules, entry));
  }
  for (const folder of APP_FOLDERS) {
    symlinkSync(path.join('..', '..', folder), path.join(modules, '@site', folder));
  }
}

async function waitForUrl(url, deadline) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Copies the apps to a folder and starts `npm run dev` there on free ports; resolves once every
 * dev server has compiled (each answers with its page or manifest). The folder is a temporary
 * one, removed on stop, or with `keep` .cache/scratch/<keep>/, kept for the next run's webpack
 * cache (one user of a name at a time).
 * @param {{ timeoutMs?: number, log?: (line: string) => void, keep?: string }} [options]
 */
export async function startDevSandbox({ timeoutMs = 180_000, log = () => {}, keep } = {}) {
  const dir = keep ? path.join(cacheDir, 'scratch', keep) : mkdtempSync(path.join(os.tmpdir(), 'site-dev-'));
  mkdirSync(dir, { recursive: true });
  copyApps(dir);
  const port = await freeDevPort();
  const output = [];
  const child = spawn(process.execPath, ['platform/dev/dev.mjs'], {
    cwd: dir,
    env: { ...process.env, DEV_PORT: String(port), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        log(line);
      }
    });
  }
  const origin = `http://localhost:${port}`;
  /** Whether any process of the dev servers' group (npm, webpack) is still running. */
  const groupAlive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    signalGroup('SIGTERM');
    // webpack-dev-server waits for a compilation under way before it exits; one that hangs
    // must not leave its server running after the test.
    for (let waited = 0; groupAlive() && waited < 5000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    if (groupAlive()) signalGroup('SIGKILL');
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + timeoutMs;
    await Promise.all([
      waitForUrl(`${origin}/`, deadline),
      ...REMOTES.map((name) => waitForUrl(`${devOrigin(name, { DEV_PORT: String(port) })}/${FILES.manifest}`, deadline)),
    ]);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output.slice(-40).join('\n')}`);
  }

  /**
   * The path of a file of the copy, from the repository's root ("remote-contact/src/...").
   * @param {string} relative
   */
  const file = (relative) => path.join(dir, relative);
  /**
   * Rewrites a file of the copy; `change` gets its text and returns the new text. Returns the
   * text it had before.
   * @param {string} relative
   * @param {(text: string) => string} change
   */
  const edit = (relative, change) => {
    const before = readFileSync(file(relative), 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`Editing ${relative} changed nothing`);
    writeFileSync(file(relative), after);
    return before;
  };
  /**
   * The text of a file of the copy.
   * @param {string} relative
   */
  const read = (relative) => readFileSync(file(relative), 'utf8');
  return { dir, origin, port, output, file, read, edit, stop };
}
