import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The journeys alone, against a deployment that is already running (SMOKE_URL), in the
 * engines ENGINES lists: what `npm run smoke` and the release gate run. No global setup:
 * nothing is built or deployed.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /journeys(\.webkit)?\.spec\.ts$/,
  globalSetup: undefined,
  workers: 2,
  outputDir: process.env.JOURNEYS_OUTPUT_DIR ?? '../../test-results/journeys-artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.JOURNEYS_REPORT ?? '../../test-results/journeys.json' }]],
});
