import { expect, test } from '../fixtures';
import { journeys } from './journeys';

/**
 * Runs the journeys against a deployment:
 *   SMOKE_URL         the site to visit (default: the browser suite's own deployment)
 *   JOURNEYS          comma-separated journeys to run (default: all)
 *   PREVIEW_QUERY     a preview link's query: visit with that candidate previewed (the release
 *                     gate); each journey first checks the shell accepted it
 * Read-only: nothing a journey does changes the deployment. Like every test of the suite, a
 * journey fails on a console error or an uncaught exception (fixtures.ts).
 */
const base = (process.env.SMOKE_URL ?? process.env.SITE_URL ?? '').replace(/\/$/, '');
const selected = process.env.JOURNEYS ? process.env.JOURNEYS.split(',') : Object.keys(journeys);
const preview = process.env.PREVIEW_QUERY ? new URLSearchParams(process.env.PREVIEW_QUERY) : null;

test.describe('journeys', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const name of selected) {
    test(name, async ({ page }) => {
      const journey = journeys[name];
      expect(journey, `no journey called "${name}"`).toBeDefined();
      const query = preview ? `?${preview}` : '';
      await page.goto(`${base}/${query}`);
      if (preview) {
        // The candidate runs, not the live version: the shell accepted the preview.
        await expect(page.getByTestId('preview-banner')).toContainText(`Previewing ${preview.get('preview')}`);
      }
      // The loader says in a warning why a remote could not be shown (a refused contract, a
      // missing module...): a failing journey reports it beside its own assertion.
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text().split('\n')[0]));
      try {
        await journey(page);
      } catch (error) {
        if (warnings.length === 0) throw error;
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page warned: ${warnings.join('\n  ')}`);
      }
    });
  }
});
