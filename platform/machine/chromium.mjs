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

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine as the browser
 * without its windowing layer, which Playwright itself runs for headless tests. The browser
 * suite's tests take half the renderer's CPU in it (17 page tests: 40 s of renderer CPU against
 * 84 s, 69 s against 98 s of wall time). One difference shows: it keeps a mouse pointer at the
 * page's top-left corner, so a page gets pointerover and pointermove as it loads
 * (microsoft/playwright#33441); tests about a visitor who has not touched the page yet run in
 * the full browser (e2e/fixtures.ts, `beforeAnyInteraction`).
 */
export function findHeadlessShell() {
  if (process.env.CHROME_HEADLESS_SHELL_PATH && existsSync(process.env.CHROME_HEADLESS_SHELL_PATH)) return process.env.CHROME_HEADLESS_SHELL_PATH;
  return existsSync('/usr/lib/chromium/chromium-headless-shell') ? '/usr/lib/chromium/chromium-headless-shell' : which('chromium-headless-shell');
}

/** @type {import('./apt.mjs').Need} */
export const HEADLESS_SHELL = {
  name: 'chromium-headless-shell',
  find: findHeadlessShell,
  packages: ['chromium-headless-shell', 'fonts-liberation'],
  otherwise: 'or set CHROME_HEADLESS_SHELL_PATH to a chrome-headless-shell binary',
};

/** @returns {Promise<string>} the Chromium binary */
export async function ensureChromium() {
  return /** @type {string} */ ((await ensureInstalled([CHROMIUM])).chromium);
}
