/**
 * Finds a Chromium for the browser tests and tools. Order: CHROME_PATH, Playwright's own
 * download, /usr/bin/chromium, chromium-browser, google-chrome. Missing, it is installed from
 * Debian's packages where this process may (apt.mjs); otherwise the error says how to get one.
 */
import { existsSync } from 'node:fs';
import { ensureInstalled, which } from './apt.mjs';

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

/** @type {import('./apt.mjs').Need} */
export const CHROMIUM = {
  name: 'chromium',
  find: findChromium,
  packages: ['chromium', 'fonts-liberation'],
  otherwise: 'or "npx playwright install chromium", or set CHROME_PATH to a Chrome/Chromium binary',
};

/** @returns {Promise<string>} the Chromium binary */
export async function ensureChromium() {
  return /** @type {string} */ ((await ensureInstalled([CHROMIUM])).chromium);
}
