/**
 * `npm run prerender -- --site DIR` as the repair by hand (docs/releasing.md, "What a crash
 * leaves"): it finishes a step a killed release left, or without one writes every file that
 * follows remotes.json again. The real command on a scratch deploy of a hash-mode shell
 * (deploy/testing/fake-shell.mjs), so no browser runs: a path-mode deploy's routes' HTML is the
 * crawl's, which the browser suite runs. The release killed is fake-release.mjs (the real switch
 * and journal, a stand-in gate), killed outright at a step (cli/crash-point.mjs).
 * Run alone: node --test platform/prerender/site-repair.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { publishRemote, readRemotesJson, writeRemotesJson } from '../deploy/index.mjs';
import { readHistory, writeDerivedFiles } from '../deploy/switch/index.mjs';
import { changedFiles, fakeBuild, fileSnapshot, scratchFolderPerTest } from '../deploy/testing/fake-deploy.mjs';
import { fakeShellDeploy } from '../deploy/testing/fake-shell.mjs';
import { ageDeployLock } from '../deploy/testing/stale-lock.mjs';
import { runScript } from '../release/testing/run-script.mjs';

const { declaredPages } = createRequire(import.meta.url)('../declarations/index.js');
const prerenderSite = (dir) => runScript('../prerender/prerender.mjs', ['--site', dir]);

const scratch = scratchFolderPerTest();

/** Every file that follows the pointer is what writing it again from the pointer makes. */
function followsThePointer(dir) {
  const before = fileSnapshot(dir);
  writeDerivedFiles(dir);
  assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
}

test('a release killed while it wrote the files that follow its switch: prerender --site finishes its step, and says so', async () => {
  const { dir, entries } = fakeShellDeploy(scratch.dir);
  const killed = await runScript('testing/fake-release.mjs', [dir, 'contact', 'v2', '0', path.join(scratch.dir, 'builds')], { DEPLOY_CRASH_AT: 'mid-html' });
  assert.equal(killed.signal, 'SIGKILL', `${killed.stdout}${killed.stderr}`);
  assert.ok(existsSync(path.join(dir, 'switch.json')), 'the kill left the step half done');
  // The killed run's lock, aged rather than waited out.
  ageDeployLock(dir);
  const repair = await prerenderSite(dir);
  assert.equal(repair.code, 0, `${repair.stdout}${repair.stderr}`);
  assert.match(repair.stdout, /^Finished: a release of contact, begun at \S+ and interrupted, is complete\.$/m);
  assert.equal(existsSync(path.join(dir, 'switch.json')), false);
  assert.notDeepEqual(readRemotesJson(path.join(dir, 'shell')).contact, entries.contact);
  assert.deepEqual(readHistory(dir, 'contact').map(({ entry }) => entry), [entries.contact]);
  assert.match(readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8'), /"title":"Contact Us \(v2\)"/);
  followsThePointer(dir);
});

test('no step pending, the files that follow remotes.json stale or gone: prerender --site writes them all again', async () => {
  const { dir } = fakeShellDeploy(scratch.dir);
  // A pointer moved by hand, as a writer without the lock would: the shell's HTML still declares v1's pages.
  const pages = declaredPages('contact').map((page) => (page.title ? { ...page, title: `${page.title} (by hand)` } : page));
  const byHand = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'by-hand', { pages })).entry;
  writeRemotesJson(path.join(dir, 'shell'), { ...readRemotesJson(path.join(dir, 'shell')), contact: byHand });
  // And a file that follows it lost.
  rmSync(path.join(dir, 'shell', '_headers'));
  const repair = await prerenderSite(dir);
  assert.equal(repair.code, 0, `${repair.stdout}${repair.stderr}`);
  assert.match(repair.stdout, new RegExp(`^Written again: every file that follows remotes\\.json in ${dir.replaceAll('/', '\\/')}`, 'm'));
  assert.match(readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8'), /"title":"Contact Us \(by hand\)"/);
  assert.match(readFileSync(path.join(dir, 'shell', '_headers'), 'utf8'), /Content-Security-Policy/);
  followsThePointer(dir);
});
