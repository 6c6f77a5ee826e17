/**
 * Finds a Chromium for the browser tests. Order: CHROME_PATH, Playwright's own download,
 * /usr/bin/chromium, chromium-browser, google-chrome. On Debian as root it installs the
 * distribution's chromium when none is found; otherwise it says exactly what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags that keep Chromium quiet on a machine without general network access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

function which(name) {
  const result = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

async function playwrightBrowser() {
  try {
    const { chromium } = await import('playwright-core');
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

export async function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return (
    (await playwrightBrowser()) ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null) ??
    which('chromium-browser') ??
    which('google-chrome')
  );
}

const HOW_TO_INSTALL =
  'No Chromium found. Install one of: Debian/Ubuntu "sudo apt-get install -y chromium"; ' +
  'or "npx playwright install chromium"; or set CHROME_PATH to a Chrome/Chromium binary.';

export async function ensureChromium() {
  const found = await findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log('No Chromium found: installing Debian\'s chromium package (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const opts = { stdio: 'inherit', env, timeout: 15 * 60 * 1000 };
    try {
      execFileSync('apt-get', ['update', '-qq'], opts);
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], opts);
    } catch (error) {
      throw new Error(`${HOW_TO_INSTALL}\n(apt-get failed: ${error.message})`);
    }
    const installed = await findChromium();
    if (installed) return installed;
  }
  throw new Error(HOW_TO_INSTALL);
}
