/**
 * The deploy folder's pointer (remotes.json) and its history: publishing a version, switching
 * to it, rolling back, what npm start makes live on a restart, and what each leaves alone. On scratch folders (testing/fake-deploy.mjs).
 * Run alone: node --test platform/deploy/deploy.test.mjs
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { contentAddress, deploySite, deployPaths, manifestUrlOf, previewQuery, publishRemote, readDeploy, readRemotesJson, startSwitches, versionOf, writeRemotesJson } from './index.mjs';
import { movedEntry } from './entries.mjs';
import { beginSwitch, pendingSwitch, readHistory, readRetired, rollbackRemote, switchRemote } from './switch/index.mjs';
import { publishShell, readShellRecord, releasedRecord, shellSwitchStep } from './shell/index.mjs';
import { CDN_ORIGIN, SITE_ORIGIN, changedFiles, fakeBuild, fakeDeploy, scratchFolderPerTest, fileSnapshot } from './testing/fake-deploy.mjs';
import { fakeShellBuild, fakeShellDeploy } from './testing/fake-shell.mjs';
import { REMOTES } from '../workspace/index.js';

const sha384 = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

const scratch = scratchFolderPerTest();

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

  test('refuses a remote shared/workspace.json does not name, and copies nothing', () => {
    const { dir } = fakeDeploy(scratch.dir);
    const before = fileSnapshot(dir);
    assert.throws(() => publishRemote(dir, 'payments', fakeBuild(scratch.dir, 'payments', 'v1')), {
      message: /^There is no remote called "payments": shared\/workspace\.json names solutions, resources, contact(, [a-z0-9-]+)*\.$/,
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
    // remotes.json, the history, when v1 stopped being live, and the CDN's _headers (which lists the new version's files).
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), ['/cdn/_headers', '/releases/contact.json', '/releases/retired.json', '/shell/remotes.json']);
    assert.deepEqual(readRetired(dir), { [new URL(entries.contact.manifest).pathname.replace('mf-manifest.json', '')]: history[0].replacedAt });
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
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), ['/releases/contact.json', '/releases/retired.json', '/shell/remotes.json']);
    // v3 stopped being live now; v2, live again, leaves the record.
    const folder = (entry) => new URL(entry.manifest).pathname.replace('mf-manifest.json', '');
    assert.deepEqual(Object.keys(readRetired(dir)).sort(), [folder(entries.contact), folder(v3)].sort());

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
      startedFile: '/srv/site/started.json',
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

describe('startSwitches: what npm start makes live, and what it keeps', () => {
  /** A pinned entry of a version on the local CDN, as publishRemote writes one. */
  const at = (remote, hash) => ({ manifest: `http://localhost:3001/${remote}/${hash}/mf-manifest.json`, integrity: { manifest: `sha384-m${hash}`, files: `sha384-f${hash}` } });
  const none = { solutions: false, contact: false };
  /** A restart of contact alone: the last start made c1 live and this one built c2; `live` is what the deploy serves now. */
  const restart = (live, options = {}) =>
    startSwitches({ live: { contact: at('contact', live) }, started: { contact: at('contact', 'c1') }, built: { contact: at('contact', 'c2') }, hadHistory: { contact: true }, ...options });

  test('the first start makes every build live', () => {
    const built = { solutions: at('solutions', 'aaa'), contact: at('contact', 'ccc') };
    const { switches, started } = startSwitches({ live: {}, started: null, built, hadHistory: none });
    assert.deepEqual(switches.map(({ remote, action, replaced }) => [remote, action, replaced]), [
      ['solutions', 'made', undefined],
      ['contact', 'made', undefined],
    ]);
    assert.deepEqual(started, built);
  });

  test('a restart replaces the build the last start made live, and names it', () => {
    const { switches, started } = restart('c1');
    assert.deepEqual(switches, [{ remote: 'contact', action: 'made', entry: at('contact', 'c2'), replaced: at('contact', 'c1'), built: at('contact', 'c2') }]);
    assert.deepEqual(started, { contact: at('contact', 'c2') });
  });

  test('a restart after a release keeps the released version live, and the record of its own build', () => {
    const { switches, started } = restart('released');
    assert.deepEqual(switches, [{ remote: 'contact', action: 'kept', entry: at('contact', 'released'), built: at('contact', 'c2'), since: 'released' }]);
    // Rolled back to c1 later, the remote is the next start's again.
    assert.deepEqual(started, { contact: at('contact', 'c1') });
  });

  test('--reset makes every build live, over a release too', () => {
    const { switches } = restart('released', { reset: true });
    assert.deepEqual(switches.map(({ action, replaced }) => [action, replaced]), [['made', at('contact', 'released')]]);
  });

  test('a new area never live goes live; one a rollback took off the site stays off', () => {
    const built = { careers: at('careers', 'k1') };
    const fresh = startSwitches({ live: {}, started: {}, built, hadHistory: { careers: false } });
    assert.equal(fresh.switches[0].action, 'made');
    const rolledOff = startSwitches({ live: {}, started: {}, built, hadHistory: { careers: true } });
    assert.deepEqual(rolledOff.switches, [{ remote: 'careers', action: 'kept', entry: null, built: at('careers', 'k1'), since: 'released' }]);
  });

  test('a build live already is left as it is, and is the start\'s own unless a release put it there', () => {
    const built = { contact: at('contact', 'c1') };
    const ours = startSwitches({ live: built, started: built, built, hadHistory: none });
    assert.deepEqual(ours.switches.map(({ action }) => action), ['unchanged']);
    assert.deepEqual(ours.started, built);
    const released = startSwitches({ live: built, started: { contact: at('contact', 'c0') }, built, hadHistory: none });
    assert.deepEqual(released.started, { contact: at('contact', 'c0') });
  });

  test('a deploy without a record: a build live already becomes the start\'s, any other version is kept', () => {
    const { switches, started } = startSwitches({
      live: { solutions: at('solutions', 'aaa'), contact: at('contact', 'old') },
      started: null,
      built: { solutions: at('solutions', 'aaa'), contact: at('contact', 'new') },
      hadHistory: { solutions: true, contact: true },
    });
    assert.deepEqual(switches.map(({ remote, action, since }) => [remote, action, since]), [
      ['solutions', 'unchanged', undefined],
      ['contact', 'kept', 'unrecorded'],
    ]);
    assert.deepEqual(started, { solutions: at('solutions', 'aaa') });
  });
});

describe('npm start -- --reset, then npm run rollback', () => {
  test('--reset records each switch in releases/ like a release, so a rollback puts back the version it replaced', () => {
    const { dir, entries } = fakeDeploy(scratch.dir);
    const released = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2')).entry;
    switchRemote(dir, 'contact', released);
    const shellDir = path.join(dir, 'shell');
    const beforeStart = readRemotesJson(shellDir);
    const builds = path.join(scratch.dir, 'builds');
    const sources = { shell: fakeShellBuild(builds, 'v3'), ...Object.fromEntries(REMOTES.map((remote) => [remote, fakeBuild(builds, remote, 'v3')])) };

    // keepReleased: false is what --reset asks of the deploy (platform/dev/start-site.mjs); nothing is served.
    const { switches } = deploySite({ target: dir, siteOrigin: SITE_ORIGIN, cdnOrigin: CDN_ORIGIN, fresh: false, keepReleased: false, sources });
    assert.deepEqual(switches.map(({ remote, action }) => [remote, action]), REMOTES.map((remote) => [remote, 'made']));
    assert.deepEqual(switches.find(({ remote }) => remote === 'contact').replaced, released, 'the start replaced the release');

    for (const { remote, entry } of switches) assert.deepEqual(rollbackRemote(dir, remote), { previous: entry, current: beforeStart[remote] }, remote);
    assert.deepEqual(readRemotesJson(shellDir), beforeStart);
    // The release's own step is still under the start's: one more rollback undoes it.
    rollbackRemote(dir, 'contact');
    assert.deepEqual(readRemotesJson(shellDir), entries);
  });
});

describe('npm start after a killed release', () => {
  test("a shell's step the release left is finished as a release finishes it: the version's script beside the others, its record, the journal gone", () => {
    const { dir } = fakeShellDeploy(scratch.dir, 'v1');
    const candidate = fakeShellBuild(path.join(scratch.dir, 'candidate'), 'v2');
    const { version } = publishShell(dir, candidate);
    beginSwitch(dir, shellSwitchStep(dir, { version, what: 'a release of shell', record: releasedRecord(readShellRecord(dir), version) }));
    const builds = path.join(scratch.dir, 'started');
    const sources = { shell: fakeShellBuild(builds, 'v3'), ...Object.fromEntries(REMOTES.map((remote) => [remote, fakeBuild(builds, remote, 'v1')])) };

    deploySite({ target: dir, siteOrigin: SITE_ORIGIN, cdnOrigin: CDN_ORIGIN, fresh: false, keepReleased: true, sources });
    assert.equal(pendingSwitch(dir), null);
    assert.equal(readShellRecord(dir).live.version, version);
    const script = readdirSync(candidate).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(script && existsSync(path.join(dir, 'shell', script)), `the candidate's ${script} is served beside the started shell's`);
  });
});

describe('versionOf and movedEntry', () => {
  test("a version is its folder on the CDN; a move to another origin keeps the path and the pins", () => {
    const entry = { manifest: 'http://localhost:3001/contact/3f2a9c1e04b7/mf-manifest.json', integrity: { manifest: 'sha384-m', files: 'sha384-f' } };
    assert.equal(versionOf(entry), '3f2a9c1e04b7');
    assert.equal(versionOf('https://cdn.example.com/contact/v2/mf-manifest.json'), 'v2');
    assert.deepEqual(movedEntry(entry, 'http://localhost:3001', 'http://localhost:4001'), { ...entry, manifest: 'http://localhost:4001/contact/3f2a9c1e04b7/mf-manifest.json' });
    // A version on another host is not the local CDN's to move.
    assert.equal(movedEntry('https://cdn.example.com/contact/v2/mf-manifest.json', 'http://localhost:3001', 'http://localhost:4001'), 'https://cdn.example.com/contact/v2/mf-manifest.json');
  });
});
