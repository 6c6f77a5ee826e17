import os from 'node:os';
import path from 'node:path';
import { readHistory } from '../../platform/deploy/index.mjs';
import { expect, test } from '../fixtures';
import { command, deployed, everyEngineGiven } from '../support/release-site';
import { buildVariant, BUILT_AGAINST_NEXT_MAJOR, NEXT_CONTRACT_MAJOR } from '../support/builds/variant-build';

const LIVE = "Let's talk about your business";
const CANDIDATE = `${LIVE} today`;

test.describe('releasing a remote', { tag: '@platform' }, () => {
  test.describe.configure({ timeout: 300_000 });

  test('release puts a new version live after its gate, smoke checks the site, rollback puts the old one back; nothing else changes', async ({ page }) => {
    const build = await buildVariant({ remote: 'contact', name: 'contact-visible-change', edits: [['contact/ContactPage.tsx', [[LIVE, CANDIDATE]]]] });
    const site = await deployed();
    try {
      const before = site.files();
      const liveBefore = JSON.parse(site.remotesJson()) as Record<string, { manifest: string }>;

      // The engine is named, so the outcome does not depend on which engines this machine has
      // (without --browser the gate takes every one installed); the gate in several engines is
      // the next-but-one test.
      const release = await command('release.mjs', ['contact', '--to', site.dir, '--build-dir', build, '--browser', 'chromium']);
      expect(release.output).toContain('Released: contact');
      expect(release.output).toMatch(/journeys? passed in chromium\)/);
      expect(release.code).toBe(0);
      const afterRelease = JSON.parse(site.remotesJson()) as Record<string, { manifest: string }>;
      expect(afterRelease.contact.manifest).toMatch(/\/contact\/[0-9a-f]{12}\/mf-manifest\.json$/);
      expect(afterRelease.contact).not.toBe(liveBefore.contact);
      expect({ ...afterRelease, contact: liveBefore.contact }).toEqual(liveBefore);
      expect(readHistory(site.dir, 'contact').map(({ entry }) => entry)).toEqual([liveBefore.contact]);
      await page.goto(`${site.siteOrigin}/#/contact`);
      await expect(page.locator('main h1').first()).toHaveText(CANDIDATE);

      const smoke = await command('smoke.mjs', [site.siteOrigin, '--browser', 'chromium']);
      expect(smoke.output).toContain('Engines: chromium');
      expect(smoke.output).toMatch(/\n4 passed, 0 failed\n/);
      expect(smoke.code).toBe(0);

      const rollback = await command('rollback.mjs', ['contact', '--to', site.dir]);
      expect(rollback.code).toBe(0);
      expect(JSON.parse(site.remotesJson())).toEqual(liveBefore);
      await page.reload();
      await expect(page.locator('main h1').first()).toHaveText(LIVE);

      // The shell and every version already deployed are byte for byte what they were; the
      // release only added its own, immutable folder.
      const after = site.files();
      expect(after.shell).toEqual(before.shell);
      expect(Object.fromEntries(Object.entries(after.cdn).filter(([file]) => file in before.cdn))).toEqual(before.cdn);
      expect(Object.keys(after.cdn).filter((file) => !(file in before.cdn)).every((file) => new RegExp(`^contact/${afterRelease.contact.manifest.split('/').at(-2)}/`).test(file))).toBe(true);
    } finally {
      // The page first: a server stopped under a page still fetching fails its requests.
      await page.close();
      await site.close();
    }
  });

  test('a release whose gate fails leaves remotes.json untouched and says why', async () => {
    const build = await buildVariant({ remote: 'contact', name: 'contact-next-contract-major', edits: BUILT_AGAINST_NEXT_MAJOR });
    const site = await deployed();
    try {
      const before = site.remotesJson();
      // One engine is enough to see the refusal; the gate in several is the next test.
      const release = await command('release.mjs', ['contact', '--to', site.dir, '--build-dir', build, '--browser', 'chromium']);
      expect(release.code).toBe(1);
      expect(release.output).toContain('Release refused: the gate failed, so remotes.json is unchanged');
      expect(release.output).toContain(`was built against contract ${NEXT_CONTRACT_MAJOR}`);
      expect(site.remotesJson()).toBe(before);
      expect(readHistory(site.dir, 'contact')).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test('a candidate that breaks in one engine only is refused, and the message names the engine', async () => {
    // The three engines the suite was given (npm test and npm run test:platform find or install
    // them and pass their paths): without them the gate would install them, or refuse for that
    // reason, and the test fails saying so.
    expect(
      everyEngineGiven(),
      'Firefox and WebKit are given: run through npm test or npm run test:platform, or set FIREFOX_PATH, WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH',
    ).toBe(true);
    // The page calls scheduler.postTask, which Chromium and Firefox have and WebKit lacks: in
    // Safari the page throws while rendering and the shell shows its fallback.
    const build = await buildVariant({
      remote: 'contact',
      name: 'contact-webkit-only',
      edits: [['contact/ContactPage.tsx', [[`title="${LIVE}"`, `title={(globalThis as unknown as { scheduler: { postTask: unknown } }).scheduler.postTask ? "${LIVE}" : ''}`]]]],
    });
    const site = await deployed();
    try {
      const before = site.remotesJson();
      const release = await command('release.mjs', ['contact', '--to', site.dir, '--build-dir', build, '--browser', 'all']);
      expect(release.code).toBe(1);
      expect(release.output).toContain('Engines: chromium, firefox, webkit');
      expect(release.output).toContain('Release refused: the gate failed');
      expect(release.output).toContain('[webkit] contact');
      expect(release.output).not.toMatch(/\[(chromium|firefox)\] contact/);
      expect(site.remotesJson()).toBe(before);
      expect(readHistory(site.dir, 'contact')).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test('the commands explain themselves and refuse wrong arguments with their usage', async () => {
    for (const script of ['release.mjs', 'rollback.mjs', 'smoke.mjs']) {
      const help = await command(script, ['--help']);
      expect(help.code).toBe(0);
      expect(help.output).toMatch(/^Usage: npm run (release|rollback|smoke) -- /);
    }
    const unknown = await command('release.mjs', ['payments']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('There is no remote called "payments"');
    const noDeploy = await command('rollback.mjs', ['contact', '--to', path.join(os.tmpdir(), 'no-such-deploy')]);
    expect(noDeploy.code).toBe(2);
    expect(noDeploy.output).toContain('run "npm start" once');
    const badEngine = await command('smoke.mjs', ['http://127.0.0.1:9', '--browser', 'safari']);
    expect(badEngine.code).toBe(2);
    expect(badEngine.output).toContain('--browser must be one of chromium, firefox, webkit or all, not "safari"');
    const badUrl = await command('smoke.mjs', ['not a url']);
    expect(badUrl.code).toBe(2);
    expect(badUrl.output).toContain('is not a web address');
  });
});
