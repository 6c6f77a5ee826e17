/**
 * The deploy folder's pointer (remotes.json) and its history: publishing a version, switching
 * to it, rolling back, and what each leaves alone. On scratch folders (fake-deploy.mjs).
 * Run alone: node --test platform/deploy/deploy.test.mjs
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  contentAddress,
  deployPaths,
  manifestUrlOf,
  previewQuery,
  publishRemote,
  readDeploy,
  readHistory,
  readRemotesJson,
  rollbackRemote,
  switchRemote,
  writeRemotesJson,
} from './deploy.mjs';
import { changedFiles, fakeBuild, fakeDeploy, scratchFolder, fileSnapshot } from './fake-deploy.mjs';

const sha384 = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

let scratch;
beforeEach(() => {
  scratch = scratchFolder();
});
afterEach(() => scratch.remove());

describe('contentAddress: a build\'s content address', () => {
  test('is 12 hex digits, the same for the same files wherever they are, and another for a changed byte or name', () => {
    const a = fakeBuild(path.join(scratch.dir, 'a'), 'contact', 'v1');
    const b = fakeBuild(path.join(scratch.dir, 'b'), 'contact', 'v1');
    assert.match(contentAddress(a), /^[0-9a-f]{12}$/);
    assert.equal(contentAddress(a), contentAddress(b));
    // The SHA-256 of "remoteEntry.js\0x\0" (`printf 'remoteEntry.js\0x\0' | sha256sum`): a content
    // address must not drift between machines, Node versions or a refactoring of how files are fed in.
    const fixed = path.join(scratch.dir, 'fixed');
    mkdirSync(fixed);
    writeFileSync(path.join(fixed, 'remoteEntry.js'), 'x');
    assert.equal(contentAddress(fixed), '70f48e460da2');

    writeFileSync(path.join(b, 'remoteEntry.js'), '/* contact v1 */ \n');
    assert.notEqual(contentAddress(b), contentAddress(a));
    const c = fakeBuild(path.join(scratch.dir, 'c'), 'contact', 'v1');
    writeFileSync(path.join(c, 'other.js'), readFileSync(path.join(c, 'remoteEntry.js')));
    assert.notEqual(contentAddress(c), contentAddress(a));
  });
});

describe('publishRemote', () => {
  test('copies a build to cdn/<remote>/<hash>/ and pins its manifest and integrity map by SHA-384', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const build = fakeBuild(scratch.dir, 'contact', 'v2');
    const hash = contentAddress(build);
    const published = publishRemote(dir, 'contact', build);
    const dest = path.join(dir, 'cdn', 'contact', hash);
    assert.equal(published.hash, hash);
    assert.equal(path.resolve(published.dir), dest);
    assert.equal(published.added, true);
    assert.deepEqual(readdirSync(dest).sort(), ['mf-integrity.json', 'mf-manifest.json', 'pages.json', 'remoteEntry.js']);
    // The CDN origin comes from deploy.json when none is given.
    assert.equal(published.manifestUrl, `http://localhost:3001/contact/${hash}/mf-manifest.json`);
    assert.deepEqual(published.entry, {
      manifest: `http://localhost:3001/contact/${hash}/mf-manifest.json`,
      integrity: { manifest: sha384(path.join(build, 'mf-manifest.json')), files: sha384(path.join(build, 'mf-integrity.json')) },
    });
    assert.deepEqual(readdirSync(path.join(dir, 'cdn', 'contact')).filter((name) => name.endsWith('.tmp')), [], 'no half copy left beside');
  });

  test('leaves a version already published as it is, and changes nothing else in the deploy', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const build = fakeBuild(scratch.dir, 'contact', 'v2');
    const first = publishRemote(dir, 'contact', build, { cdnOrigin: 'https://cdn.example.com' });
    writeFileSync(path.join(first.dir, 'left-by-someone.txt'), 'here');
    const before = fileSnapshot(dir);
    const again = publishRemote(dir, 'contact', build, { cdnOrigin: 'https://cdn.example.com' });
    assert.equal(again.added, false);
    assert.deepEqual(again.entry, first.entry);
    assert.equal(again.manifestUrl, `https://cdn.example.com/contact/${first.hash}/mf-manifest.json`);
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
  });

  test('publishes under a prefix instead of the content address when given one', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const published = publishRemote(dir, 'solutions', fakeBuild(scratch.dir, 'solutions', 'v2'), { prefix: 'solutions/preview' });
    assert.equal(published.manifestUrl, 'http://localhost:3001/solutions/preview/mf-manifest.json');
    assert.ok(existsSync(path.join(dir, 'cdn', 'solutions', 'preview', 'mf-manifest.json')));
  });

  test('refuses a remote shared/remote-apps.json does not name, and copies nothing', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const before = fileSnapshot(dir);
    assert.throws(() => publishRemote(dir, 'payments', fakeBuild(scratch.dir, 'payments', 'v1')), {
      message: /^There is no remote called "payments": shared\/remote-apps\.json names solutions, resources, contact(, [a-z0-9-]+)*\.$/,
    });
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
  });
});

describe('switchRemote: the release\'s switch', () => {
  test('points remotes.json at the new entry, keeps the old one in the history, and leaves the other remotes as they were', () => {
    const { dir, entries } = fakeDeploy(scratch.dir);
    const { entry } = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2'));
    const before = fileSnapshot(dir);
    const result = switchRemote(dir, 'contact', entry);

    assert.deepEqual(result, { previous: entries.contact, current: entry, changed: true });
    assert.deepEqual(readRemotesJson(path.join(dir, 'shell')), { ...entries, contact: entry });
    const history = readHistory(dir, 'contact');
    assert.equal(history.length, 1);
    assert.deepEqual(history[0].entry, entries.contact);
    assert.match(history[0].replacedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(readHistory(dir, 'solutions'), []);
    // remotes.json, the history, and the CDN's _headers (which lists the new version's files).
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), ['/cdn/_headers', '/releases/contact.json', '/shell/remotes.json']);
    assert.equal(readFileSync(path.join(dir, 'shell', 'remotes.json'), 'utf8'), `${JSON.stringify(readRemotesJson(path.join(dir, 'shell')), null, 2)}\n`);
  });

  test('to the entry that is live already: changes nothing, writes nothing', () => {
    const { dir, entries } = fakeDeploy(scratch.dir);
    const before = fileSnapshot(dir);
    assert.deepEqual(switchRemote(dir, 'resources', entries.resources), { previous: entries.resources, current: entries.resources, changed: false });
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
  });

  test('a remote with no entry yet gets one, and no history', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const remotes = readRemotesJson(path.join(dir, 'shell'));
    delete remotes.contact;
    writeRemotesJson(path.join(dir, 'shell'), remotes);
    const { entry } = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2'));
    assert.deepEqual(switchRemote(dir, 'contact', entry), { previous: undefined, current: entry, changed: true });
    assert.equal(existsSync(path.join(dir, 'releases', 'contact.json')), false);
    assert.deepEqual(readRemotesJson(path.join(dir, 'shell')).contact, entry);
  });

  test('a remote on a new origin: the CSP of nginx and of _headers names it', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const { entry } = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2'), { cdnOrigin: 'https://cdn.example.com' });
    switchRemote(dir, 'contact', entry);
    for (const file of ['nginx/site.conf', 'shell/_headers']) {
      assert.match(readFileSync(path.join(dir, file), 'utf8'), /script-src 'self' http:\/\/localhost:3001 https:\/\/cdn\.example\.com;/, file);
    }
  });
});

describe('rollbackRemote', () => {
  test('puts back the entries before, one step a time, then refuses, and never deletes a version', () => {
    const { dir, entries } = fakeDeploy(scratch.dir);
    const v2 = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2')).entry;
    switchRemote(dir, 'contact', v2);
    const v3 = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v3')).entry;
    switchRemote(dir, 'contact', v3);
    assert.deepEqual(readHistory(dir, 'contact').map((step) => step.entry), [entries.contact, v2]);

    const before = fileSnapshot(dir);
    assert.deepEqual(rollbackRemote(dir, 'contact'), { previous: v3, current: v2 });
    assert.deepEqual(readRemotesJson(path.join(dir, 'shell')), { ...entries, contact: v2 });
    assert.deepEqual(readHistory(dir, 'contact').map((step) => step.entry), [entries.contact]);
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), ['/releases/contact.json', '/shell/remotes.json']);

    assert.deepEqual(rollbackRemote(dir, 'contact'), { previous: v2, current: entries.contact });
    assert.deepEqual(readRemotesJson(path.join(dir, 'shell')), entries);
    assert.deepEqual(readHistory(dir, 'contact'), []);
    assert.equal(readdirSync(path.join(dir, 'cdn', 'contact')).length, 3, 'the three versions stay on the CDN');

    const atTheStart = fileSnapshot(dir);
    assert.throws(() => rollbackRemote(dir, 'contact'), { message: `Nothing to roll back: contact has had no other version in ${dir}.` });
    assert.deepEqual(changedFiles(atTheStart, fileSnapshot(dir)), []);
  });

  test('a rolled-back version can be released again', () => {
    const { dir, entries } = fakeDeploy(scratch.dir);
    const v2 = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2')).entry;
    switchRemote(dir, 'contact', v2);
    rollbackRemote(dir, 'contact');
    assert.equal(switchRemote(dir, 'contact', v2).changed, true);
    assert.deepEqual(readRemotesJson(path.join(dir, 'shell')).contact, v2);
    assert.deepEqual(readHistory(dir, 'contact').map((step) => step.entry), [entries.contact]);
  });

  test("a new area's first release is kept as replacing nothing: its rollback takes it off the site", () => {
    const { dir, entries } = fakeDeploy(scratch.dir);
    // A deploy that has not had the contact area yet, as a new area's is before its first release.
    const withoutContact = Object.fromEntries(Object.entries(entries).filter(([name]) => name !== 'contact'));
    writeRemotesJson(path.join(dir, 'shell'), withoutContact);
    const first = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2')).entry;
    assert.equal(switchRemote(dir, 'contact', first, { keepAbsence: true }).previous, undefined);
    assert.deepEqual(readHistory(dir, 'contact').map((step) => step.entry), [null]);
    assert.match(readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8'), /"contact":\{"prefixes":\["\/contact"\]/);

    assert.deepEqual(rollbackRemote(dir, 'contact'), { previous: first, current: null });
    assert.deepEqual(readRemotesJson(path.join(dir, 'shell')), withoutContact);
    assert.deepEqual(readHistory(dir, 'contact'), []);
    assert.doesNotMatch(readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8'), /"contact":/);
  });

  test('a remote never released refuses, another remote\'s history notwithstanding', () => {
    const { dir } = fakeDeploy(scratch.dir);
    switchRemote(dir, 'contact', publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2')).entry);
    assert.throws(() => rollbackRemote(dir, 'solutions'), /^Error: Nothing to roll back: solutions has had no other version in /);
  });
});

describe('remotes.json', () => {
  test('writeRemotesJson replaces the file whole, drops its stale precompressed copies and leaves no temporary file', () => {
    const shellDir = path.join(scratch.dir, 'shell');
    mkdirSync(shellDir);
    for (const ext of ['', '.gz', '.br']) writeFileSync(path.join(shellDir, `remotes.json${ext}`), 'old');
    writeRemotesJson(shellDir, { contact: 'http://localhost:3001/contact/abc/mf-manifest.json' });
    assert.deepEqual(readdirSync(shellDir), ['remotes.json']);
    assert.equal(readFileSync(path.join(shellDir, 'remotes.json'), 'utf8'), '{\n  "contact": "http://localhost:3001/contact/abc/mf-manifest.json"\n}\n');
    assert.deepEqual(readRemotesJson(shellDir), { contact: 'http://localhost:3001/contact/abc/mf-manifest.json' });
  });

  test('manifestUrlOf reads a pinned entry or a plain URL', () => {
    assert.equal(manifestUrlOf('https://cdn.example.com/contact/1/mf-manifest.json'), 'https://cdn.example.com/contact/1/mf-manifest.json');
    assert.equal(manifestUrlOf({ manifest: 'https://cdn.example.com/contact/2/mf-manifest.json', integrity: { manifest: 'a', files: 'b' } }), 'https://cdn.example.com/contact/2/mf-manifest.json');
    assert.equal(manifestUrlOf(undefined), undefined);
  });
});

describe('previewQuery: the preview link the gate and a refused release give', () => {
  test('pins the version as remotes.json does', () => {
    const entry = { manifest: 'http://localhost:3001/contact/abc/mf-manifest.json', integrity: { manifest: 'sha384-M+/=', files: 'sha384-F' } };
    assert.equal(
      previewQuery('contact', entry).toString(),
      'preview=contact&manifest=http%3A%2F%2Flocalhost%3A3001%2Fcontact%2Fabc%2Fmf-manifest.json&manifest-integrity=sha384-M%2B%2F%3D&files-integrity=sha384-F',
    );
  });

  test('stays under 2 KB, carrying nothing but the remote and its pins, however many pages the candidate declares', () => {
    const pin = `sha384-${'A'.repeat(64)}`;
    const entry = { manifest: `https://cdn.example.com/resources/${'f'.repeat(12)}/mf-manifest.json`, integrity: { manifest: pin, files: pin } };
    const query = previewQuery('resources', entry);
    assert.deepEqual([...query.keys()], ['preview', 'manifest', 'manifest-integrity', 'files-integrity']);
    assert.ok(`https://www.example.com/?${query}`.length < 2048);
  });

  test('an unpinned entry (a plain URL) gives an unpinned link', () => {
    assert.equal(previewQuery('solutions', 'https://cdn.example.com/s/mf-manifest.json').toString(), 'preview=solutions&manifest=https%3A%2F%2Fcdn.example.com%2Fs%2Fmf-manifest.json');
  });
});

describe('the deploy folder', () => {
  test('deployPaths lays it out as docs/releasing.md says', () => {
    assert.deepEqual(deployPaths('/srv/site'), {
      shellDir: '/srv/site/shell',
      cdnDir: '/srv/site/cdn',
      remotesFile: '/srv/site/shell/remotes.json',
      releasesDir: '/srv/site/releases',
      deployFile: '/srv/site/deploy.json',
      frameRenderer: '/srv/site/frame/static-frame.cjs',
    });
  });

  test('readDeploy gives the origins, and refuses a folder with no deploy', () => {
    const { dir } = fakeDeploy(scratch.dir);
    assert.deepEqual(readDeploy(dir), { siteOrigin: 'http://localhost:3000', cdnOrigin: 'http://localhost:3001' });
    const empty = path.join(scratch.dir, 'empty');
    mkdirSync(empty);
    assert.throws(() => readDeploy(empty), { message: `No deploy in ${empty}: run "npm start" once (it builds and deploys the site there).` });
  });
});
