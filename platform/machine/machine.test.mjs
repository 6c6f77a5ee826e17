/**
 * What platform/machine finds and says without installing anything: where a tool is, an
 * environment variable's path taken first, the message that says what to install, the needs
 * already met, the engines a --browser option names and the environment the browser suite reads.
 * Run alone: node --test platform/machine/machine.test.mjs
 */
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { engineEnv, ENGINES, ensureInstalled, findChromium, findHeadlessShell, findMotoServer, howToInstall, parseBrowserOption, which } from './index.mjs';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['CHROME_PATH', 'CHROME_HEADLESS_SHELL_PATH', 'MOTO_SERVER']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

test('which finds a command on the PATH, and answers null for one that is not there', () => {
  assert.match(which('sh'), /^\/.*\/sh$/);
  assert.equal(which('no-such-tool-issue-61'), null);
});

test("a path the environment names is taken first, when the file is there", async () => {
  process.env.CHROME_PATH = process.execPath;
  assert.equal(await findChromium(), process.execPath);
  process.env.CHROME_HEADLESS_SHELL_PATH = process.execPath;
  assert.equal(findHeadlessShell(), process.execPath);
  process.env.MOTO_SERVER = process.execPath;
  assert.equal(findMotoServer(), process.execPath);
  process.env.MOTO_SERVER = '/no/such/moto_server';
  assert.equal(findMotoServer(), which('moto_server'));
});

test('needs already met are returned by name, and nothing is installed', async () => {
  const found = await ensureInstalled([
    { name: 'shell', find: () => '/bin/sh', packages: ['dash'] },
    { name: 'later', find: async () => ({ driver: '/d' }), packages: ['x'] },
  ]);
  assert.deepEqual(found, { shell: '/bin/sh', later: { driver: '/d' } });
});

test("what to install: the needs' names, their packages once each, and the other ways", () => {
  assert.equal(
    howToInstall([
      { name: 'firefox', packages: ['firefox-esr', 'fonts-liberation'], otherwise: 'or set FIREFOX_PATH' },
      { name: 'chromium', packages: ['chromium', 'fonts-liberation'] },
    ]),
    'Not installed: firefox, chromium. On Debian/Ubuntu: sudo apt-get install -y --no-install-recommends firefox-esr fonts-liberation chromium\nfirefox: or set FIREFOX_PATH',
  );
});

test('--browser names one engine or all of them', () => {
  assert.deepEqual(ENGINES, ['chromium', 'firefox', 'webkit']);
  assert.equal(parseBrowserOption(undefined), null);
  assert.deepEqual(parseBrowserOption('all'), ['chromium', 'firefox', 'webkit']);
  assert.deepEqual(parseBrowserOption('webkit'), ['webkit']);
  assert.throws(() => parseBrowserOption('safari'), { message: '--browser must be one of chromium, firefox, webkit or all, not "safari"' });
});

test("the browser suite's environment names the engines found and where each is", () => {
  process.env.CHROME_HEADLESS_SHELL_PATH = process.execPath;
  assert.deepEqual(engineEnv({ chromium: '/usr/bin/chromium', webkit: { driver: '/usr/bin/WebKitWebDriver', browser: '/usr/lib/MiniBrowser' } }), {
    ENGINES: 'chromium,webkit',
    CHROME_PATH: '/usr/bin/chromium',
    CHROME_HEADLESS_SHELL_PATH: process.execPath,
    WEBKIT_DRIVER_PATH: '/usr/bin/WebKitWebDriver',
    WEBKIT_BROWSER_PATH: '/usr/lib/MiniBrowser',
  });
  assert.deepEqual(engineEnv({ firefox: '/usr/bin/firefox-esr' }), { ENGINES: 'firefox', FIREFOX_PATH: '/usr/bin/firefox-esr' });
});
