import { defineConfig } from '@playwright/test';
import base, { engineProjects, projectsOf } from '../playwright.config';

/**
 * The journeys alone, against a deployment that is already running (SMOKE_URL), in the
 * engines ENGINES lists: what `npm run smoke` and the release gate run, with the gate's look
 * check (looks.gate.ts, looks.webkit.gate.ts) when the gate gives it a plan (LOOKS_PLAN). No
 * global setup: nothing is built or deployed.
 */
/**
 * Firefox asked for reduced motion by its own preference: over WebDriver BiDi (the moz-firefox
 * channel, Playwright 1.64) a context's `reducedMotion: 'reduce'` is not applied (the page's
 * matchMedia reads false), so the look check caught the page transition's slide at another
 * sub-pixel offset on one side in 4 runs of 10. The gate's Firefox journeys run with it too; the
 * suite's run them with motion.
 */
const firefoxUse = engineProjects.firefox.use as { launchOptions: { firefoxUserPrefs: Record<string, unknown> } };
const gateProjects = {
  ...engineProjects,
  firefox: {
    ...engineProjects.firefox,
    use: { ...firefoxUse, launchOptions: { ...firefoxUse.launchOptions, firefoxUserPrefs: { ...firefoxUse.launchOptions.firefoxUserPrefs, 'ui.prefersReducedMotion': 1 } } },
  },
};

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: [/journeys(\.webkit)?\.spec\.ts$/, /looks(\.webkit)?\.gate\.ts$/],
  globalSetup: undefined,
  projects: projectsOf(gateProjects),
  // One worker: a release gate runs inside the browser suite beside its other worker, and the
  // journeys are two per engine. E2E_WORKERS=n asks for more, as in the suite.
  workers: Number(process.env.E2E_WORKERS) || 1,
  // No retry: a gate judges a candidate on one run, and the few journeys record their traces
  // as they go, kept only for a journey that failed.
  retries: 0,
  use: { ...base.use, trace: 'retain-on-failure' },
  outputDir: process.env.JOURNEYS_OUTPUT_DIR ?? '../../test-results/journeys-artifacts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.JOURNEYS_REPORT ?? '../../test-results/journeys.json' }],
    ['html', { outputFolder: process.env.JOURNEYS_HTML_REPORT ?? '../../test-results/journeys-report', open: 'never' }],
  ],
});
