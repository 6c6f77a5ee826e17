import { defineConfig, type Project } from '@playwright/test';

/**
 * The cross-remote browser suite against the production build, deployed by global-setup.ts to
 * two origins exactly as `npm start` serves it, in a hash-mode and a prerendered path-mode site.
 * `npm test` finds or installs the engines (platform/machine/engines.mjs) and passes their paths:
 *   chromium  every test, in Chromium's headless shell (CHROME_HEADLESS_SHELL_PATH, else
 *             CHROME_PATH); those about a visitor who has not touched the page yet in the
 *             full browser (CHROME_PATH; e2e/fixtures.ts, beforeAnyInteraction)
 *   firefox   the tests tagged @engines: the journeys, keyboard ones included (FIREFOX_PATH)
 *   webkit    the same journeys over classic WebDriver (WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH)
 * ENGINES lists the engines to run (default: chromium, plus those whose paths are set).
 */
/**
 * The machine has no internet, and the suite must not depend on it: each engine is started so
 * that it reaches this machine's own servers only, and a request to any other host (the stock
 * photo) fails at once, as offline. Done in the browser, not by routing requests through the
 * test (context.route), which would turn the HTTP cache off for every test.
 */
const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic', ONLY_THIS_MACHINE];
/** Firefox's way: every request goes to a proxy that refuses it, except this machine's. */
const FIREFOX_ONLY_THIS_MACHINE = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  'network.proxy.allow_hijacking_localhost': false,
};
const WEBDRIVER_SPECS = /\.webkit\.(spec|gate)\.ts$/;

/**
 * How Chromium is started: the headless shell by default, half the CPU of the full browser
 * (platform/machine/chromium.mjs, findHeadlessShell); the full browser where a test needs a page no
 * pointer has touched, since the shell keeps one at the page's corner.
 */
export const chromiumLaunch = {
  headlessShell: { executablePath: process.env.CHROME_HEADLESS_SHELL_PATH || process.env.CHROME_PATH || undefined, args: CHROMIUM_ARGS },
  fullBrowser: { executablePath: process.env.CHROME_PATH || undefined, args: CHROMIUM_ARGS },
};

export const engineProjects: Record<string, Project> = {
  chromium: {
    name: 'chromium',
    testIgnore: WEBDRIVER_SPECS,
    use: { browserName: 'chromium', launchOptions: chromiumLaunch.headlessShell },
  },
  firefox: {
    name: 'firefox',
    grep: /@engines/,
    testIgnore: WEBDRIVER_SPECS,
    // Debian's firefox-esr, over WebDriver BiDi: Playwright's "moz-firefox" channel.
    use: { browserName: 'firefox', channel: 'moz-firefox', launchOptions: { executablePath: process.env.FIREFOX_PATH, firefoxUserPrefs: FIREFOX_ONLY_THIS_MACHINE } },
  },
  webkit: {
    name: 'webkit',
    testMatch: WEBDRIVER_SPECS,
    // One WebKit at a time: with two workers, one worker's new WebDriver session once hung past
    // the test's 30 s while the other's was being closed (1 CI run in 5); its five tests take
    // about 40 s in one worker, which keeps its session from test to test.
    workers: 1,
  },
};

const engines = (process.env.ENGINES ?? ['chromium', process.env.FIREFOX_PATH && 'firefox', process.env.WEBKIT_DRIVER_PATH && 'webkit'].filter(Boolean).join(',')).split(',');

/** The projects of `ENGINES`, each as `projects` describes it. */
export function projectsOf(projects: Record<string, Project>): Project[] {
  return engines.map((engine) => {
    const project = projects[engine];
    if (!project) throw new Error(`ENGINES: no engine "${engine}" (there are ${Object.keys(projects).join(', ')})`);
    return project;
  });
}

/**
 * In the suite, Chromium runs every spec but the journeys: each journey's steps are proven in
 * Chromium by the specs of its page (a journey per page area, tagged with its team), and the
 * journeys themselves run in Chromium wherever a deploy is checked (npm run smoke, the release
 * gate, nginx.spec.ts's tour). Firefox and WebKit run them here, in both URL modes.
 */
const suiteProjects: Record<string, Project> = {
  ...engineProjects,
  chromium: { ...engineProjects.chromium, testIgnore: [WEBDRIVER_SPECS, /journeys\/journeys\.spec\.ts$/] },
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two workers, CI included: one leaves a core idle while its test waits (for a server, a
  // page's requests, a nested command), so on 2 cores two take the suite in about 30 % less
  // time; with two the cores are 85 % busy, and a third gained 4 % and timed a WebKit gate out
  // (docs/testing.md, "The browser suite", "How long it takes"). A test never reads another's
  // page or servers, and none holds a duration to a fixed bound: bounds come from the page's
  // own marks and clock. E2E_WORKERS=n asks for another number.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A test that fails runs once more, with a trace (use.trace below); passing the second time
  // does not pass it: failOnFlakyTests fails the run, and npm test counts a flaky test as failed.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Overridable so two runs at once (two engineers on one machine) do not delete each other's
  // files: npm test gives each loop folders of its own (platform/tools/test-runner/run-tests.mjs).
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e-artifacts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? '../test-results/e2e.json' }],
    ['html', { outputFolder: process.env.E2E_HTML_REPORT ?? '../test-results/e2e-report', open: 'never' }],
  ],
  use: {
    viewport: { width: 1440, height: 900 },
    // On the retry only: recording a trace of every test made the suite about a third slower on
    // 2 cores (router and resources specs: 3.1-3.2 min without, 3.9-4.3 min with), while a retry
    // runs only after a failure. `npm test -- --trace <mode>` asks for another mode.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: projectsOf(suiteProjects),
});
