import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentAddress } from '../../platform/deploy/index.mjs';
import { buildFolderOf, cacheDir, rootDir } from '../../platform/workspace/index.js';
import { expect, test } from '../fixtures';
import { command } from '../support/release-site';
import { fileHashes, startSite } from '../support/served-site';

/**
 * The ways `npm run release` refuses a candidate once it has one, each against the same served
 * deploy: a message that says what is wrong, a non-zero exit code, and a deploy whose files are
 * what they were (a refused candidate keeps only its own new, unused folder, which the message
 * names). The refusals that come before a candidate (wrong arguments, no deploy, no build in
 * --build-dir, the version already live, nothing to roll back) are unit tests of the commands,
 * in platform/release/release.test.mjs and platform/release/rollback.test.mjs: they need no served site.
 */

const contactDist = buildFolderOf('contact');

type Site = Awaited<ReturnType<typeof startSite>>;

/** A remote build to ship: the contact remote's, copied, with `change` applied to the copy. */
function candidate(name: string, change: (dir: string) => void): string {
  const dir = path.join(scratch, name);
  cpSync(contactDist, dir, { recursive: true });
  change(dir);
  return dir;
}

let site: Site;
let deployDir: string;
let scratch: string;

test.describe('release and rollback refuse, say why, and change nothing', { tag: '@platform' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeAll(async () => {
    site = await startSite();
    deployDir = path.dirname(site.shellDir);
    scratch = mkdtempSync(path.join(os.tmpdir(), 'site-release-errors-'));
  });
  test.afterAll(async () => {
    await site?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** Runs `run`, checks its exit code and message, and that the deploy's files are unchanged (but for `added`). */
  async function expectRefusal(
    run: () => Promise<{ code: number; output: string }>,
    { code, says, added = null }: { code: number; says: Array<string | RegExp>; added?: string | null },
  ) {
    // Every file: remotes.json, releases/ and the server configuration included.
    const before = fileHashes(deployDir);
    const result = await run();
    for (const text of says) {
      if (typeof text === 'string') expect(result.output).toContain(text);
      else expect(result.output).toMatch(text);
    }
    expect(result.code, result.output).toBe(code);
    const after = fileHashes(deployDir);
    // A refused candidate stays in its own content-addressed folder, unused (docs/releasing.md, "Release, smoke, rollback").
    const newFiles = Object.keys(after).filter((file) => !(file in before));
    if (added) expect(newFiles.length).toBeGreaterThan(0);
    expect(newFiles.filter((file) => !added || !file.startsWith(`${added}${path.sep}`))).toEqual([]);
    expect(Object.fromEntries(Object.entries(after).filter(([file]) => file in before))).toEqual(before);
    return result;
  }

  test("release: a candidate whose manifest answers an error is refused by the gate, which names it", async () => {
    const build = candidate('manifest-503', (dir) => writeFileSync(path.join(dir, 'candidate.txt'), 'manifest-503\n'));
    const hash = contentAddress(build);
    site.setFault((req, res) => {
      if (!(req.url ?? '').startsWith(`/contact/${hash}/mf-manifest.json`)) return false;
      res.writeHead(503, { 'Access-Control-Allow-Origin': '*' }).end();
      return true;
    });
    try {
      await expectRefusal(() => command('release.mjs', ['contact', '--to', deployDir, '--build-dir', build, '--browser', 'chromium']), {
        code: 1,
        says: [
          'Release refused: the gate failed, so remotes.json is unchanged',
          `manifest: its manifest answered 503 at ${site.cdnOrigin}/contact/${hash}/mf-manifest.json`,
          `The candidate stays unused at`,
        ],
        added: path.join('cdn', 'contact', hash),
      });
    } finally {
      site.setFault(null);
    }
  });

  test('release: a candidate that does not expose the page it serves is refused by the gate', async () => {
    const build = candidate('no-contact-page', (dir) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes: Array<{ name: string }> };
      manifest.exposes = manifest.exposes.filter(({ name }) => name !== 'ContactPage');
      writeFileSync(file, JSON.stringify(manifest));
      // The build's precompressed copies would be served instead of the edited file.
      for (const ext of ['.gz', '.br']) rmSync(`${file}${ext}`, { force: true });
    });
    await expectRefusal(() => command('release.mjs', ['contact', '--to', deployDir, '--build-dir', build, '--browser', 'chromium']), {
      code: 1,
      says: ['Release refused: the gate failed', 'it does not expose ContactPage, which its pages.json declares'],
      added: path.join('cdn', 'contact', contentAddress(build)),
    });
  });

  test('release: a build that fails releases nothing', async () => {
    test.setTimeout(180_000);
    // A clone whose contact page does not compile: the repository's platform/, shared/ and the remote's
    // folder copied, the installed packages linked; the working tree is not touched. It is kept
    // in .cache/scratch/ with its own webpack cache, the files copied with their times, so that
    // the next run's build finds what it built before unchanged and fails in seconds.
    const clone = path.join(cacheDir, 'scratch', 'release-errors-clone');
    const skip = (source: string) => !/[/\\](node_modules|dist|\.cache)$/.test(source);
    for (const entry of ['package.json', 'tsconfig.json', 'platform', 'shared', 'remote-contact']) {
      rmSync(path.join(clone, entry), { recursive: true, force: true });
      cpSync(path.join(rootDir, entry), path.join(clone, entry), { recursive: true, filter: skip, preserveTimestamps: true });
    }
    if (!existsSync(path.join(clone, 'node_modules'))) symlinkSync(path.join(rootDir, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
    const page = path.join(clone, 'remote-contact/src/contact/ContactPage.tsx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nimport './no-such-module';\n`);
    const run = () =>
      new Promise<{ code: number; output: string }>((resolve) => {
        execFile('node', [path.join(clone, 'platform/release/release.mjs'), 'contact', '--to', deployDir, '--browser', 'chromium'], { cwd: clone }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
        );
      });
    await expectRefusal(run, { code: 2, says: ['Building contact...', "Can't resolve './no-such-module'", 'The build of contact failed (above): nothing was released.'] });
  });
});
