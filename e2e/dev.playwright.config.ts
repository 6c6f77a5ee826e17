import { defineConfig } from '@playwright/test';
import base, { engineProjects } from './playwright.config';

/**
 * The `npm run dev` tests alone (e2e/tooling/dev-refresh.spec.ts, tagged @dev), without the production
 * deploys the main config's global setup builds first: they start their own dev servers.
 *   CHROME_PATH=/usr/bin/chromium npx playwright test -c e2e/dev.playwright.config.ts
 * The main config runs them too, as part of the whole suite.
 */
export default defineConfig({
  ...base,
  globalSetup: undefined,
  testMatch: 'dev-refresh.spec.ts',
  projects: [engineProjects.chromium],
});
