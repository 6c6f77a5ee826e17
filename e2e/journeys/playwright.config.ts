import { defineConfig } from '@playwright/test';
import base, { engineProjects, projectsOf } from '../playwright.config';

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
  projects: projectsOf(engineProjects),
  // One worker, as the main suite's config has and says why (timing tests shared 2 cores with
  // another worker's browser and failed); E2E_WORKERS=n asks for more, the same way.
  workers: base.workers,
  outputDir: process.env.JOURNEYS_OUTPUT_DIR ?? '../../test-results/journeys-artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.JOURNEYS_REPORT ?? '../../test-results/journeys.json' }]],
});
