import { existsSync } from 'node:fs';
import path from 'node:path';
import { readHistory } from '../../platform/deploy/switch/index.mjs';
import { rootDir } from '../../platform/workspace/index.js';
import { expect, test } from '../fixtures';
import { command, deployed, everyEngineGiven, lookFindings } from '../support/release-site';
import { buildVariant } from '../support/builds/variant-build';

const LIVE = "Let's talk about your business";
const RESTYLED = '#7a0000';

/**
 * The release gate, for real, in the three engines: the one place a remote's gate runs every
 * engine (docs/testing.md, "What proves what"). A release that passes, with smoke and rollback, is
 * the README's recipe (e2e/recipes/recipes.spec.ts); the arguments and the refusals before a
 * candidate are the commands' unit tests (platform/release/release.test.mjs, rollback.test.mjs,
 * platform/cli/cli.test.mjs).
 */
test.describe('releasing a remote', { tag: '@platform' }, () => {
  test.describe.configure({ timeout: 300_000 });

  test('a candidate that breaks in one engine only, and restyles the shell\'s footer, is refused: the message names the engine, and the route, region and width the look check saw change', async () => {
    // The three engines the suite was given (npm test and npm run test:platform find or install
    // them and pass their paths): without them the gate would install them, or refuse for that
    // reason, and the test fails saying so.
    expect(
      everyEngineGiven(),
      'Firefox and WebKit are given: run through npm test or npm run test:platform, or set FIREFOX_PATH, WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH',
    ).toBe(true);
    // The page calls scheduler.postTask, which Chromium and Firefox have and WebKit lacks: in
    // Safari the page throws while rendering and the shell shows its fallback. And its module
    // adds a style sheet on the shell's footer, which stays in the document once loaded.
    const build = await buildVariant({
      remote: 'contact',
      name: 'contact-webkit-only-restyled-footer',
      edits: [
        [
          'contact/ContactPage.tsx',
          [
            [`title="${LIVE}"`, `title={(globalThis as unknown as { scheduler: { postTask: unknown } }).scheduler.postTask ? "${LIVE}" : ''}`],
            ['export default function ContactPage() {', `document.head.append(Object.assign(document.createElement('style'), { textContent: 'footer { background: ${RESTYLED} !important; }' }));\nexport default function ContactPage() {`],
          ],
        ],
      ],
    });
    const site = await deployed();
    try {
      const before = site.remotesJson();
      const release = await command('release.mjs', ['contact', '--to', site.dir, '--build-dir', build, '--browser', 'all']);
      expect(release.code).toBe(1);
      expect(release.output).toContain('Engines: chromium, firefox, webkit');
      expect(release.output).toContain('Release refused: the gate failed');
      expect(release.output).toContain('[webkit] contact:');
      expect(release.output).not.toMatch(/\[(chromium|firefox)\] contact:/);
      // The look check, in each engine: the footer on the candidate's page and, after a visit to
      // it, on the home page, each at both widths; nothing where the candidate had not been, since
      // the live site and the candidate are otherwise the same pictures. The phone's width is
      // 390 px, or in WebKit the narrowest its window goes (447 px here).
      for (const engine of ['chromium', 'firefox', 'webkit']) {
        expect(release.output).toContain(`[${engine}] contact looks: Error: The candidate changes the look of what contact does not own, in ${engine}: /contact, 1440 px, bottom of the page: the footer (`);
        const findings = lookFindings(site.dir, 'contact', engine);
        const widths = [...new Set(findings.map(({ width }) => width))].sort((a, b) => a - b);
        expect(widths).toHaveLength(2);
        const [phone, desktop] = widths;
        expect(desktop).toBe(1440);
        if (engine === 'webkit') expect(phone).toBeGreaterThanOrEqual(390);
        else expect(phone).toBe(390);
        const refused = findings.filter(({ verdict }) => verdict === 'refused').map(({ view, width, region }) => `${view} ${width} ${region}`);
        expect(refused).toEqual(expect.arrayContaining(['/contact 1440 footer', `/contact ${phone} footer`, '/ after /contact 1440 footer', `/ after /contact ${phone} footer`]));
        expect(refused.filter((line) => !line.includes('/contact'))).toEqual([]);
      }
      expect(site.remotesJson()).toBe(before);
      expect(readHistory(site.dir, 'contact')).toEqual([]);
      // What explains the refusal stays in the deploy, named with the command that opens it
      // (the release runs from the repository, so it names the folder from there).
      const kept = path.join(site.dir, 'gate', 'contact');
      expect(existsSync(path.join(kept, 'report', 'index.html'))).toBe(true);
      const shown = path.relative(rootDir, kept);
      expect(release.output).toContain(`The gate's report is kept in ${shown}/ until the next release of contact:\n  HTML report: npx playwright show-report ${path.join(shown, 'report')}\n`);
      expect(release.output).toContain(`; preview it yourself with\n  ${site.siteOrigin}/?preview=contact&manifest=`);
    } finally {
      await site.close();
    }
  });
});
