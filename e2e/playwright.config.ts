import { defineConfig } from '@playwright/test';

/**
 * The cross-remote browser suite: real Chromium against the production build, deployed by
 * global-setup.ts to two origins exactly as `npm start` serves it.
 * `npm test` finds or installs Chromium and passes it as CHROME_PATH.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Overridable so two runs at once (two engineers on one machine) do not delete each other's files.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH || undefined,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
