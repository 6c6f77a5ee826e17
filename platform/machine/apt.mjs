/**
 * The one place that installs what the tools need from Debian's packages: where this process
 * may (root, with apt-get), as CI's fresh machine needs; elsewhere it says what to install.
 * Each need says how to find it and which packages bring it:
 *   { name: 'nginx', find: () => path or null, packages: ['nginx', ...], otherwise: 'or set NGINX_PATH ...' }
 * chromium.mjs, engines.mjs (the browsers), nginx.mjs and TEST_TOOLS below describe theirs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Need
 * @property {string} name
 * @property {() => unknown} find   what the need is once installed (a path, paths), or null; may be async
 * @property {string[]} packages     the Debian packages that bring it
 * @property {string} [otherwise]    another way to provide it, for the message
 */

export function which(name) {
  const result = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

export function canInstall() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && Boolean(which('apt-get'));
}

/** Runs one apt-get command; rejects with its output when it fails. */
function aptGet(args, { quiet }) {
  return new Promise((resolve, reject) => {
    const child = spawn('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill(), 15 * 60 * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`apt-get ${args[0]} exited with ${code}${quiet ? `:\n${output.slice(-3000)}` : ''}`));
    });
  });
}

/**
 * Installs Debian packages; rejects with apt-get's message when that fails. Asynchronous, so
 * a caller can go on with other work while it downloads (npm test lints and builds meanwhile);
 * `quiet` keeps its output back unless it fails.
 */
async function aptInstall(packages, { quiet = false, log = console.log } = {}) {
  log(`Installing Debian's ${packages.join(', ')} (apt-get)...`);
  // Slim images leave out the man folders, and the JRE's post-install step fails without this one.
  mkdirSync('/usr/share/man/man1', { recursive: true });
  await aptGet(['update', '-qq'], { quiet });
  await aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages], { quiet });
}

export function howToInstall(missing) {
  const packages = [...new Set(missing.flatMap((need) => need.packages))];
  const others = missing.filter((need) => need.otherwise).map((need) => `${need.name}: ${need.otherwise}`);
  return [`Not installed: ${missing.map((need) => need.name).join(', ')}. On Debian/Ubuntu: sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`, ...others].join('\n');
}

/**
 * Finds every need, installing the missing ones in one apt-get run where this process may.
 * @param {Need[]} needs
 * @param {{ quiet?: boolean, log?: (line: string) => void }} [options]  quiet: apt-get's output only if it fails
 * @returns {Promise<Record<string, unknown>>} name -> what its find() returned
 */
export async function ensureInstalled(needs, options = {}) {
  const found = {};
  for (const need of needs) found[need.name] = await need.find();
  let missing = needs.filter((need) => !found[need.name]);
  if (missing.length > 0 && canInstall()) {
    try {
      await aptInstall([...new Set(missing.flatMap((need) => need.packages))], options);
    } catch (error) {
      throw new Error(`${howToInstall(missing)}\n(apt-get failed: ${error.message})`);
    }
    for (const need of missing) found[need.name] = await need.find();
    missing = missing.filter((need) => !found[need.name]);
  }
  if (missing.length > 0) throw new Error(howToInstall(missing));
  return found;
}

/** What the browser suite needs besides the browsers and nginx. */
export const TEST_TOOLS = [
  {
    // The W3C Nu HTML Checker (e2e/support/html-checker.ts) runs on Java 11 or newer.
    name: 'java',
    find: () => (process.env.JAVA_HOME && existsSync(path.join(process.env.JAVA_HOME, 'bin', 'java')) ? path.join(process.env.JAVA_HOME, 'bin', 'java') : which('java')),
    packages: ['default-jre-headless'],
    otherwise: 'or set JAVA_HOME to a Java 11+ runtime',
  },
  {
    // The stand-in for the stock photo's host makes its certificate with it (photo-host.mjs).
    name: 'openssl',
    find: () => which('openssl'),
    packages: ['openssl'],
  },
];
