/**
 * Finds a Chromium for the browser tests. Order: CHROME_PATH, Playwright's own download,
 * /usr/bin/chromium, chromium-browser, google-chrome. On Debian as root it installs the
 * distribution's chromium when none is found; otherwise it says exactly what to install.
 */
import { existsSync } from 'node:fs';
import { aptInstall, canInstall, which } from './apt.mjs';

/** Flags that keep Chromium quiet on a machine without general network access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

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
  if (canInstall()) {
    try {
      aptInstall(['chromium', 'fonts-liberation']);
    } catch (error) {
      throw new Error(`${HOW_TO_INSTALL}\n(apt-get failed: ${error.message})`);
    }
    const installed = await findChromium();
    if (installed) return installed;
  }
  throw new Error(HOW_TO_INSTALL);
}
