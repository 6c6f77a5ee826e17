/**
 * Releases into a bucket on a real S3 server on loopback (moto_server): several at once, one
 * killed outright (SIGKILL) at each step of its push (its lease then aged rather than waited
 * for: bucket/testing/stale-lease.mjs), one whose pointer a writer without the lease moved.
 * Each release is fake-release.mjs (the real lease, working copy, switch and push, with a
 * stand-in gate); the rollback is the real command. A reader polls the bucket meanwhile.
 * Run alone: node --test platform/release/bucket-release.test.mjs
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { deleteObject, getObject, listObjects, putLive } from '../bucket/index.mjs';
import { fakeBucketDeploy } from '../bucket/testing/fake-bucket.mjs';
import { ageLease } from '../bucket/testing/stale-lease.mjs';
import { FAKE_PROVIDES, fakeShellBuild, fakeShellScript } from '../deploy/testing/fake-shell.mjs';
import { GATE_RUNS, runScript } from './testing/run-script.mjs';
import { bucketTests } from './testing/bucket-scratch.mjs';
import { pollBucket, read } from './testing/bucket-fault-checks.mjs';

const file = bucketTests();

/** The test `t`'s own scratch folder, and its commands: a release (fake-release.mjs, its builds in that folder) and the rollback. */
async function setUp(t) {
  const { scratch, env } = await file.forTest(t);
  const release = (address, remote, version, gate = '0', more) => runScript('testing/fake-release.mjs', [address, remote, version, gate, path.join(scratch.dir, 'builds')], { ...env, ...more });
  const rollback = (address, remote) => runScript('rollback.mjs', [remote, '--to', address], env);
  return { scratch, env, release, rollback };
}
const bucketOf = (address) => address.split('/')[2];

// At once, each test with a bucket and a scratch folder of its own: a test mostly waits for its
// commands, each a process of its own.
describe('releases into a bucket', { concurrency: true }, () => {
  test('two releases of different remotes started together on one bucket: one waits for the other, both are live', async (t) => {
    const { scratch, release } = await setUp(t);
    const { address, entries } = await fakeBucketDeploy(scratch.dir);
    // The first's gate is held until the second says it waits.
    const open = path.join(scratch.dir, 'gate-open');
    const running = release(address, 'solutions', 'v2', `until:${open}`);
    await running.said(GATE_RUNS);
    const waiting = release(address, 'contact', 'v2');
    await waiting.said(/^waiting: /m);
    writeFileSync(open, '');
    const [first, second] = await Promise.all([running, waiting]);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stderr, /^waiting: a release of solutions holds this deploy since \d\d:\d\d:\d\d, pid \d+$/m);
    const live = await read(address, 'prod/shell/remotes.json');
    assert.notDeepEqual(live.solutions, entries.solutions);
    assert.notDeepEqual(live.contact, entries.contact);
    assert.deepEqual((await read(address, 'prod/releases/solutions.json')).map(({ entry }) => entry), [entries.solutions]);
    assert.deepEqual((await read(address, 'prod/releases/contact.json')).map(({ entry }) => entry), [entries.contact]);
    // Both versions of each stay in the bucket: a tab opened before a release keeps loading its files.
    const versions = (await listObjects(bucketOf(address), 'prod/cdn/contact/')).filter(({ key }) => key.endsWith('/mf-manifest.json'));
    assert.equal(versions.length, 2);
  });

  for (const [step, settled] of [
    ['after-history', null],
    ['bucket-staged', /^Abandoned first: a release of contact, begun at .*, was interrupted before it committed: nothing of it was live, and its staged files are deleted\.$/m],
    ['bucket-committed', /^Finished first: a release of contact, begun at .*, whose upload to the bucket was interrupted after it committed, is complete\.$/m],
    ['bucket-pointer', /^Finished first: a release of contact, begun at .*, whose upload to the bucket was interrupted after it committed, is complete\.$/m],
  ]) {
    test(`a release killed at ${step}: the next run finishes or discards it, and a reader never gets a part of a file`, async (t) => {
      const { scratch, release, rollback } = await setUp(t);
      const { address, entries } = await fakeBucketDeploy(scratch.dir);
      const stop = pollBucket(address);
      const killed = await release(address, 'contact', 'v2', 0, { DEPLOY_CRASH_AT: step });
      assert.equal(killed.signal, 'SIGKILL');
      // Its lease aged rather than waited for: the run again takes it over as stale.
      await ageLease(address);
      const again = await release(address, 'contact', 'v2', 0);
      assert.deepEqual((await stop()).broken, []);
      const live = await read(address, 'prod/shell/remotes.json');
      assert.notDeepEqual(live.contact, entries.contact);
      assert.deepEqual((await read(address, 'prod/releases/contact.json')).map(({ entry }) => entry), [entries.contact], 'one switch, recorded once');
      if (settled) assert.match(again.stdout, settled);
      if (step === 'after-history' || step === 'bucket-staged') {
        // Killed before its commit: nothing of it was live, and the second run released.
        assert.equal(again.code, 0, again.stderr);
      } else {
        // Killed after its commit: the second run finished that push first, then found the version live.
        assert.equal(again.code, 3, again.stderr);
      }
      const leftovers = (await listObjects(bucketOf(address), 'prod/')).map(({ key }) => key).filter((key) => /\.push|switch\.json/.test(key));
      assert.deepEqual(leftovers, []);
      assert.equal((await read(address, 'prod/.deploy.lock')).state, 'free');
      // And the rollback puts v1 back.
      assert.equal((await rollback(address, 'contact')).code, 0);
      assert.deepEqual((await read(address, 'prod/shell/remotes.json')).contact, entries.contact);
    });
  }

  test('a committed push whose staging is gone is finished from the plan itself: the pointer and the history agree, and the rollback moves back', async (t) => {
    const { scratch, release, rollback } = await setUp(t);
    const { address, entries } = await fakeBucketDeploy(scratch.dir);
    const killed = await release(address, 'contact', 'v2', 0, { DEPLOY_CRASH_AT: 'bucket-committed' });
    assert.equal(killed.signal, 'SIGKILL');
    await ageLease(address);
    // Its staged files lost (deleted by hand, or by a store), its plan left.
    const staged = (await listObjects(bucketOf(address), 'prod/.push/')).map(({ key }) => key);
    assert.ok(staged.length > 0);
    for (const key of staged) await deleteObject(bucketOf(address), key);
    const again = await release(address, 'contact', 'v2', 0);
    assert.equal(again.code, 3, again.stderr);
    assert.match(again.stdout, /^Finished first: a release of contact, begun at .*, whose upload to the bucket was interrupted after it committed, is complete\.$/m);
    assert.match(again.stdout, /^ {2}Not written, their staged copies gone: .*shell\/index\.html.* The next release or rollback writes the files that follow remotes\.json again, or now: npm run prerender -- --site s3:\/\//m);
    assert.doesNotMatch(`${again.stdout}${again.stderr}`, /^\s+at /m);
    assert.notDeepEqual((await read(address, 'prod/shell/remotes.json')).contact, entries.contact);
    assert.deepEqual((await read(address, 'prod/releases/contact.json')).map(({ entry }) => entry), [entries.contact]);
    assert.equal((await rollback(address, 'contact')).code, 0);
    assert.deepEqual((await read(address, 'prod/shell/remotes.json')).contact, entries.contact);
  });

  test('a pointer a writer without the lease moved during the gate: the release is refused with exit 6, and that writer\'s pointer stays', async (t) => {
    const { scratch, release } = await setUp(t);
    const { address } = await fakeBucketDeploy(scratch.dir);
    const open = path.join(scratch.dir, 'gate-open');
    const running = release(address, 'contact', 'v2', `until:${open}`);
    // Once it holds the lease and has read the deploy.
    await running.said(GATE_RUNS);
    const elsewhere = { ...(await read(address, 'prod/shell/remotes.json')), contact: 'http://localhost:3001/contact/hand-edited/mf-manifest.json' };
    await putLive(bucketOf(address), 'prod/shell/remotes.json', JSON.stringify(elsewhere));
    writeFileSync(open, '');
    const refused = await running;
    assert.equal(refused.code, 6, refused.stderr);
    assert.match(refused.stderr, /Release refused: s3:\/\/.*\/prod\/shell\/remotes\.json changed in the bucket while this run held the deploy's lock .*nothing of this run is live/);
    assert.deepEqual(await read(address, 'prod/shell/remotes.json'), elsewhere);
    assert.equal(await read(address, 'prod/releases/contact.json'), null);
  });

  test('code the bucket holds never runs on the release machine: a frame renderer written into it is neither pulled nor required', async (t) => {
    const { scratch, release } = await setUp(t);
    const { address } = await fakeBucketDeploy(scratch.dir);
    const bucket = bucketOf(address);
    // Whoever can write to the bucket plants a renderer for the live shell, where the deploy keeps one.
    const ran = path.join(scratch.dir, 'planted-renderer-ran');
    const planted = `require('node:fs').writeFileSync(${JSON.stringify(ran)}, 'ran');\nexports.renderStaticFrame = () => ({ styles: '', html: 'planted' });\n`;
    // A version no build of this machine has (each run its own: this machine's trusted renderers outlive a run).
    const version = randomBytes(6).toString('hex');
    await putLive(bucket, 'prod/releases/shell.json', JSON.stringify({ live: { version, since: new Date().toISOString() }, earlier: [] }));
    await putLive(bucket, 'prod/frame/static-frame.cjs', planted);
    await putLive(bucket, `prod/releases/shell/${version}/static-frame.cjs`, planted);
    await putLive(bucket, `prod/releases/shell/${version}/index.html`, '<!doctype html><html><body><div id="root"></div></body></html>');
    const run = await release(address, 'contact', 'v2');
    assert.equal(run.code, 0, run.stderr);
    assert.equal(existsSync(ran), false, 'the planted renderer ran');
    assert.match(run.stdout, new RegExp(`^The static frame keeps the header links it has: this machine has no build of the live shell ${version} to render it with, and code from the bucket is never run here`, 'm'));
    assert.doesNotMatch((await getObject(bucket, 'prod/shell/index.html')).body.toString(), /planted/);
  });

  test("the shell's release and rollback on a bucket: gated like a remote's, its HTML switched, remotes.json and the remotes' files untouched", async (t) => {
    const { scratch, env, rollback } = await setUp(t);
    const { address } = await fakeBucketDeploy(scratch.dir, { shell: true });
    const bucket = bucketOf(address);
    const builds = path.join(scratch.dir, 'builds');
    const page = async () => (await getObject(bucket, 'prod/shell/index.html')).body.toString('utf8');
    const remotesFiles = async () => (await listObjects(bucket, 'prod/')).filter(({ key }) => key.startsWith('prod/cdn/') || key === 'prod/shell/remotes.json').map(({ key, etag }) => `${key} ${etag}`);
    const v1 = (await read(address, 'prod/releases/shell.json')).live.version;
    const before = await remotesFiles();
    // Refused before any browser, as in a folder: a candidate providing zustand 6 to remotes that ask for ^5.1.0.
    const six = { version: '6.0.0', requiredVersion: '^6.0.0' };
    const incompatible = fakeShellBuild(builds, 'zustand6', { provides: { ...FAKE_PROVIDES, shared: { ...FAKE_PROVIDES.shared, zustand: six, 'zustand/vanilla': six, 'zustand/react': six } } });
    const refused = await runScript('release.mjs', ['shell', '--to', address, '--build-dir', incompatible], env);
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /^Release refused: this shell and the live remotes disagree on a shared library, so visitors keep shell [0-9a-f]{12}\.$/m);
    assert.doesNotMatch(refused.stdout, /Release gate/);
    assert.match(await page(), /<footer>Footer v1<\/footer>/);

    const released = await runScript('testing/fake-release-shell.mjs', [address, 'v2', '0', builds], env);
    assert.equal(released.code, 0, released.stderr);
    const v2 = released.stdout.match(/^Released: shell ([0-9a-f]{12}) is live \(the stand-in gate passed\)\.$/m)?.[1];
    assert.ok(v2, released.stdout);
    assert.deepEqual(await read(address, 'prod/releases/shell.json').then(({ live, earlier }) => [live.version, earlier.map(({ version }) => version)]), [v2, [v1]]);
    assert.match(await page(), new RegExp(`src="/${fakeShellScript('v2').name}"[^]*<footer>Footer v2</footer>`));
    // v1's script stays beside v2's, for the pages loaded before; the version's files are kept whole.
    assert.ok(await getObject(bucket, `prod/shell/${fakeShellScript('v1').name}`));
    assert.ok(await getObject(bucket, `prod/releases/shell/${v2}/index.html`));
    assert.deepEqual(await remotesFiles(), before);

    const back = await rollback(address, 'shell');
    assert.equal(back.code, 0, back.stderr);
    assert.match(back.stdout, new RegExp(`^Rolled back: shell ${v1} is live again\\.$`, 'm'));
    assert.match(await page(), /<footer>Footer v1<\/footer>/);
    assert.equal((await read(address, 'prod/releases/shell.json')).live.version, v1);
    assert.deepEqual(await remotesFiles(), before);
  });
});
