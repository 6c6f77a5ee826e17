/**
 * The three browser engines the journeys run in, and where each comes from on this kind of
 * machine (Playwright's own Firefox and WebKit downloads need the internet):
 *   chromium  Debian's chromium, driven by Playwright, and its headless shell where installed,
 *             which the tests run in for half the CPU (chromium.mjs)
 *   firefox   Debian's firefox-esr, driven by Playwright over WebDriver BiDi ("moz-firefox")
 *   webkit    Debian's WebKitGTK: WebKitWebDriver and its MiniBrowser, under Xvfb when there
 *             is no display, driven over classic WebDriver (e2e/journeys/webdriver/webkit.ts)
 * The browser suite's config reads the paths from the environment that engineEnv() returns.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, which } from './apt.mjs';
import { CHROMIUM, findHeadlessShell } from './chromium.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return which('firefox-esr') ?? which('firefox');
}

/** MiniBrowser sits in the WebKitGTK library folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1. */
function findMiniBrowser() {
  const fromEnv = process.env.WEBKIT_BROWSER_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const lib of ['/usr/lib', ...readdirSafe('/usr/lib').filter((d) => d.endsWith('-linux-gnu')).map((d) => `/usr/lib/${d}`)]) {
    for (const dir of readdirSafe(lib).filter((d) => /^webkit2?gtk-[\d.]+$/.test(d)).sort().reverse()) {
      const candidate = path.join(lib, dir, 'MiniBrowser');
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function findWebKit() {
  const driver = process.env.WEBKIT_DRIVER_PATH && existsSync(process.env.WEBKIT_DRIVER_PATH) ? process.env.WEBKIT_DRIVER_PATH : which('WebKitWebDriver');
  const browser = findMiniBrowser();
  // Without a display, the suite starts Xvfb itself.
  const display = Boolean(process.env.DISPLAY) || Boolean(which('Xvfb'));
  return driver && browser && display ? { driver, browser } : null;
}

/** @type {Record<string, import('./apt.mjs').Need>} */
export const ENGINE_NEEDS = {
  chromium: CHROMIUM,
  firefox: { name: 'firefox', find: findFirefox, packages: ['firefox-esr', 'fonts-liberation'], otherwise: 'or set FIREFOX_PATH' },
  webkit: {
    name: 'webkit',
    find: findWebKit,
    packages: ['webkit2gtk-driver', 'xvfb', 'fonts-liberation'],
    otherwise: 'or set WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH (and DISPLAY, or have Xvfb)',
  },
};

/**
 * Finds the given engines, installing the missing ones from Debian's packages where this
 * process may (apt.mjs); throws with what to install otherwise.
 * @returns {Promise<Record<string, unknown>>} engine → what engineEnv() needs
 */
export async function ensureEngines(engines) {
  return ensureInstalled(engines.map((engine) => ENGINE_NEEDS[engine]));
}

/** The engines of ENGINES installed here, without installing anything. */
export async function installedEngines() {
  const found = {};
  for (const engine of ENGINES) {
    const where = await ENGINE_NEEDS[engine].find();
    if (where) found[engine] = where;
  }
  return found;
}

/**
 * The environment the browser suite's config reads: which engines run, and from where. With
 * Chromium, its headless shell too when it is installed here (the config falls back to
 * CHROME_PATH without it).
 */
export function engineEnv(found) {
  const headlessShell = found.chromium ? findHeadlessShell() : null;
  return {
    ENGINES: Object.keys(found).join(','),
    ...(found.chromium ? { CHROME_PATH: found.chromium } : {}),
    ...(headlessShell ? { CHROME_HEADLESS_SHELL_PATH: headlessShell } : {}),
    ...(found.firefox ? { FIREFOX_PATH: found.firefox } : {}),
    ...(found.webkit ? { WEBKIT_DRIVER_PATH: found.webkit.driver, WEBKIT_BROWSER_PATH: found.webkit.browser } : {}),
  };
}

/** Reads a --browser value: one engine, or "all". */
export function parseBrowserOption(value) {
  if (value === undefined) return null;
  if (value === 'all') return ENGINES;
  if (!ENGINES.includes(value)) throw new Error(`--browser must be one of ${ENGINES.join(', ')} or all, not "${value}"`);
  return [value];
}
