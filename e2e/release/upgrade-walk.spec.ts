import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { publishRemote } from '../../platform/deploy/index.mjs';
import { switchRemote } from '../../platform/deploy/switch/index.mjs';
import { buildFolderOf, rootDir } from '../../platform/workspace/index.js';
import { remoteCandidateDisagreement } from '../../platform/release/index.mjs';
import { expect, test } from '../fixtures';
import { startJourney } from '../journeys/plan';
import { playwrightVisitor } from '../journeys/playwright-visitor';
import { visitEveryArea } from '../journeys/copies-in-page';
import { command, deployed, STAND_IN_GATE } from '../support/release-site';
import { buildShellVariant, buildVariant } from '../support/builds/variant-build';

const { REMOTES } = createRequire(import.meta.url)('../../platform/workspace/index.js') as typeof import('../../platform/workspace/index.js');
const versionIn = (folder: string) => (JSON.parse(readFileSync(path.join(rootDir, 'node_modules', folder, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * docs/releasing.md, "Upgrading a shared library", walked with real builds: the site moves from
 * the zustand its builds use (package.json) to the second copy npm installs under the alias
 * zustand-5.0, whose version every remote's range excludes, without a page unavailable at any
 * step. The remotes' releases are the deploy's own switch, after the check the release makes
 * before its gate: their gates are release.spec.ts's. The shell's are the real command with the
 * stand-in gate: every area is visited here after each step, and the shell's gate runs for real
 * in shell-release.spec.ts.
 */
test.describe('upgrading a shared library', { tag: '@platform' }, () => {
  test.describe.configure({ timeout: 300_000 });

  test('zustand moves to another version across the site: remotes widen and release, the shell follows, no page unavailable at any step', async ({ page }) => {
    const live = versionIn('zustand');
    const next = versionIn('zustand-5.0');
    const shell = await buildShellVariant({ name: 'shell-zustand-5.0', packages: { zustand: 'zustand-5.0' } });
    const widened: Record<string, string> = {};
    for (const remote of REMOTES) {
      widened[remote] = await buildVariant({ remote, name: `${remote}-zustand-widened`, dependencies: { zustand: `^${next} || ^${live}` } });
    }
    const site = await deployed();
    try {
      const visitor = playwrightVisitor(page, site.siteOrigin);
      /** A visit to every area, from a fresh load: the zustand the page runs, once each area has rendered. */
      const zustandRun = async (step: string) => {
        await test.step(step, async () => {
          await startJourney(visitor);
        });
        return (await visitEveryArea(visitor)).zustand.versions;
      };
      expect(await zustandRun('the site as deployed')).toEqual([live]);

      // The shell first would take every remote's pages down: refused, from the manifests alone.
      const early = await command('release.mjs', ['shell', '--to', site.dir, '--build-dir', shell, '--browser', 'chromium']);
      expect(early.code).toBe(1);
      for (const remote of REMOTES) expect(early.output).toContain(`the live ${remote} asks for zustand@^${live}, and this shell provides zustand ${next}, outside that range`);
      expect(early.output).not.toContain('Release gate');

      // Each remote widens its range and releases, one team at a time.
      for (const remote of REMOTES) {
        const manifest = JSON.parse(readFileSync(path.join(widened[remote], 'mf-manifest.json'), 'utf8')) as object;
        expect(remoteCandidateDisagreement(site.dir, remote, manifest), `${remote}, widened, beside the live shell`).toBeNull();
        switchRemote(site.dir, remote, publishRemote(site.dir, remote, widened[remote]).entry);
        expect(await zustandRun(`${remote} widened and released`)).toEqual([live]);
      }

      // Then the shell, beside the widened remotes.
      const remotesBefore = { pointer: site.remotesJson(), cdn: site.files().cdn };
      const released = await command('release.mjs', ['shell', '--to', site.dir, '--build-dir', shell], STAND_IN_GATE);
      expect(released.output).toMatch(/Released: shell [0-9a-f]{12} is live/);
      expect(released.code).toBe(0);
      expect(await zustandRun('the shell released')).toEqual([next]);
      expect({ pointer: site.remotesJson(), cdn: site.files().cdn }, "the remotes' files and remotes.json, byte for byte").toEqual(remotesBefore);

      // A remote built for the old range alone is refused now, before any browser; narrowing a
      // widened range is each team's own release, whenever it likes.
      const old = await command('release.mjs', ['contact', '--to', site.dir, '--build-dir', buildFolderOf('contact'), '--browser', 'chromium']);
      expect(old.code).toBe(1);
      expect(old.output).toContain(`contact asks for zustand@^${live}, and the live shell provides zustand ${next}, outside that range`);

      // And back: the widened remotes take the shell before too.
      const back = await command('rollback.mjs', ['shell', '--to', site.dir]);
      expect(back.code).toBe(0);
      expect(await zustandRun('the shell rolled back')).toEqual([live]);
      expect({ pointer: site.remotesJson(), cdn: site.files().cdn }, "the remotes' files and remotes.json, byte for byte").toEqual(remotesBefore);
    } finally {
      await page.close();
      await site.close();
    }
  });
});
