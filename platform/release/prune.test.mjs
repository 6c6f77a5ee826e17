/**
 * npm run prune on a deploy folder and on a bucket (a real S3 server on loopback): --dry-run
 * lists exactly what the rules allow, and prune deletes only that: a version is kept until it has
 * been out of live use for the window, whose start the test sets by ageing the recorded switches;
 * the shell's versions and scripts are never its to delete; in a bucket, a prune paused past its
 * lease and taken over deletes nothing more.
 * Run alone: node --test platform/release/prune.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { getObject, listObjects, putLive } from '../bucket/index.mjs';
import { fakeBucketDeploy } from '../bucket/testing/fake-bucket.mjs';
import { publishRemote } from '../deploy/index.mjs';
import { HASHED_FILE } from '../deploy/server/index.mjs';
import { readHistory } from '../deploy/switch/index.mjs';
import { CDN_ORIGIN, fakeBuild, fakeDeploy } from '../deploy/testing/fake-deploy.mjs';
import { fakeShellDeploy } from '../deploy/testing/fake-shell.mjs';
import { runScript } from './testing/run-script.mjs';
import { bucketTests } from './testing/bucket-scratch.mjs';

const file = bucketTests();

const run = (script, args) => runScript(script, args, file.s3.env);
const prune = (to, ...args) => run('prune.mjs', ['--to', to, ...args]);
/** contact released three times over v1 (the builds in `scratch`): its history v1, v2, v3, and v4 live. */
async function releaseThrice(scratch, to) {
  for (const version of ['v2', 'v3', 'v4']) assert.equal((await run('testing/fake-release.mjs', [to, 'contact', version, '0', path.join(scratch.dir, 'builds')])).code, 0);
}
const folderOf = (entry) => new URL(entry.manifest).pathname.replace(/[^/]+$/, '');
const listed = (stdout, verb) => [...stdout.matchAll(new RegExp(`^  ${verb} +cdn(\\S+)`, 'gm'))].map((match) => match[1]);

/**
 * Makes every switch recorded in the deploy `days` days older, as if made then: the histories'
 * replacedAt and releases/retired.json. `read` and `write` reach the deploy's files by their path in it.
 */
async function age(days, read, write) {
  const earlier = (at) => new Date(Date.parse(at) - days * 86_400_000).toISOString();
  const history = JSON.parse(await read('releases/contact.json'));
  await write('releases/contact.json', JSON.stringify(history.map((step) => ({ ...step, replacedAt: earlier(step.replacedAt) }))));
  const retired = JSON.parse(await read('releases/retired.json'));
  await write('releases/retired.json', JSON.stringify(Object.fromEntries(Object.entries(retired).map(([folder, at]) => [folder, earlier(at)]))));
}

// At once, the bucket's and the folder's: each has a deploy and a scratch folder of its own.
describe('prune', { concurrency: true }, () => {
  test('a bucket: a version rolled away from a moment ago stays, however old; the dry run lists what has been out of live use past the window, and prune deletes just those', async (t) => {
    const { scratch } = await file.forTest(t);
    const { address, entries } = await fakeBucketDeploy(scratch.dir);
    await releaseThrice(scratch, address);
    const bucket = address.split('/')[2];
    const history = JSON.parse((await getObject(bucket, 'prod/releases/contact.json')).body);
    const [v1, v2, v3] = history.map(({ entry }) => folderOf(entry));
    const v4 = folderOf(JSON.parse((await getObject(bucket, 'prod/shell/remotes.json')).body).contact);
    assert.equal(v1, folderOf(entries.contact));
    // Every switch so far 40 days ago; then v4, live until now, is rolled away from.
    await age(40, async (key) => (await getObject(bucket, `prod/${key}`)).body, (key, body) => putLive(bucket, `prod/${key}`, body));
    assert.equal((await run('rollback.mjs', ['contact', '--to', address])).code, 0);
    const manifests = async () => (await listObjects(bucket, 'prod/cdn/')).map(({ key }) => key).filter((key) => key.endsWith('mf-manifest.json')).length;
    assert.equal(await manifests(), 6);

    const dry = await prune(address, '--keep', '1', '--older-than', '30', '--dry-run');
    assert.equal(dry.code, 0, dry.stderr);
    assert.deepEqual(listed(dry.stdout, 'Would delete'), [v1]);
    assert.match(dry.stdout, new RegExp(`Keeping  cdn${v2}  \\(in the last 1 of contact's history\\)`));
    assert.match(dry.stdout, new RegExp(`Keeping  cdn${v3}  \\(live\\)`));
    assert.match(dry.stdout, new RegExp(`Keeping  cdn${v4}  \\(out of live use since \\S+, less than 30 days\\)`));
    assert.equal(await manifests(), 6, 'a dry run deletes nothing');

    const done = await prune(address, '--keep', '1', '--older-than', '30');
    assert.equal(done.code, 0, done.stderr);
    assert.deepEqual(listed(done.stdout, 'Deleted'), [v1]);
    assert.match(done.stdout, /Deleted 1 version\./);
    const left = (await listObjects(bucket, 'prod/cdn/contact/')).map(({ key }) => key);
    assert.ok(!left.some((key) => key.includes(v1)), left.join('\n'));
    assert.ok(left.some((key) => key.endsWith(`${v4}mf-manifest.json`)), 'the version rolled away from is still in the bucket');
    assert.ok(!(v1 in JSON.parse((await getObject(bucket, 'prod/releases/retired.json')).body)), 'the record forgets what is gone');
    // What a rollback can reach is still there.
    assert.equal((await run('rollback.mjs', ['contact', '--to', address])).code, 0);
  });

  test("a bucket: prune confirms its lease before each deletion; paused past it and taken over, it deletes nothing more (exit 6)", async (t) => {
    const { scratch } = await file.forTest(t);
    const { address, target } = await fakeBucketDeploy(scratch.dir);
    const bucket = address.split('/')[2];
    // Two candidates nobody released, out of live use for 40 days by the record: both due to go.
    const candidates = [];
    for (const version of ['unreleased-a', 'unreleased-b']) candidates.push(folderOf((await target.publish('contact', fakeBuild(scratch.dir, 'contact', version), { cdnOrigin: CDN_ORIGIN })).entry));
    const retired = JSON.parse((await getObject(bucket, 'prod/releases/retired.json'))?.body ?? '{}');
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await putLive(bucket, 'prod/releases/retired.json', JSON.stringify({ ...retired, ...Object.fromEntries(candidates.map((folder) => [folder, longAgo])) }));
    const manifestsLeft = async () => (await listObjects(bucket, 'prod/cdn/contact/')).map(({ key }) => key).filter((key) => key.endsWith('mf-manifest.json') && candidates.some((folder) => key.includes(folder)));

    // Renewed every third of a second; it stops itself after its first deletion.
    const stalled = runScript('prune.mjs', ['--to', address, '--older-than', '30'], { ...file.s3.env, DEPLOY_LOCK_STALE_S: '1', DEPLOY_PAUSE_AT: 'prune-deleted' });
    await stalled.said(/^Paused at prune-deleted/m);
    // Without it confirming before the next deletion, it would delete and stop there again.
    const pausedAgain = stalled.said(/Paused at prune-deleted[^]*Paused at prune-deleted/);
    try {
      // Another run takes the lease over once it has seen it unrenewed for the holder's own second.
      const other = await prune(address, '--dry-run');
      assert.equal(other.code, 0, other.stderr);
      assert.match(other.stderr, /^took over the deploy's lock: a prune holds this deploy since .*, and has not renewed it for 1 s$/m);
    } finally {
      process.kill(stalled.pid, 'SIGCONT');
    }
    await Promise.race([stalled, pausedAgain.then(() => process.kill(stalled.pid, 'SIGCONT'), () => undefined)]);
    const run = await stalled;
    assert.equal(run.code, 6, `${run.stdout}${run.stderr}`);
    assert.match(run.stderr, /^Prune stopped: The deploy's lock was taken over while this run held it/m);
    assert.equal(listed(run.stdout, 'Deleted').length, 1, run.stdout);
    assert.equal((await manifestsLeft()).length, 1, 'the version after the pause is still in the bucket');
  });

  test("a folder: the shell's versions and the hashed scripts in shell/ are never deleted, however old, live or not", async (t) => {
    const { scratch } = await file.forTest(t);
    const { dir } = fakeShellDeploy(scratch.dir);
    // Shell v2 released over v1: v1's version and script stay for the tabs its pages are open in.
    const released = await run('testing/fake-release-shell.mjs', [dir, 'v2']);
    assert.equal(released.code, 0, `${released.stdout}${released.stderr}`);
    const old = new Date(Date.now() - 60 * 86_400_000);
    const shellFiles = () =>
      readdirSync(dir, { recursive: true })
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => /^releases\/shell\/[0-9a-f]{12}\/./.test(file) || (file.startsWith('shell/') && HASHED_FILE.test(file)))
        .sort();
    // Every file of them 60 days old, as a deploy's would be after two months.
    for (const file of shellFiles()) utimesSync(path.join(dir, file), old, old);
    const before = shellFiles();
    assert.equal(new Set(before.filter((file) => file.startsWith('releases/shell/')).map((file) => file.split('/')[2])).size, 2, before.join('\n'));
    assert.equal(before.filter((file) => /^shell\/main\.[0-9a-f]{8}\.js$/.test(file)).length, 2, before.join('\n'));
    // A remote's candidate as old: what prune does delete, so the run is one that deletes.
    const candidate = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'unreleased-old'));
    utimesSync(path.join(candidate.dir, 'mf-manifest.json'), old, old);

    const done = await prune(dir, '--keep', '0', '--older-than', '30');
    assert.equal(done.code, 0, done.stderr);
    assert.deepEqual(listed(done.stdout, 'Deleted'), [folderOf(candidate.entry)]);
    assert.deepEqual(shellFiles(), before);
  });

  test('a folder: a version never live newer than --older-than stays, one out of live use past it goes, and wrong arguments are said', async (t) => {
    const { scratch } = await file.forTest(t);
    const { dir } = fakeDeploy(scratch.dir);
    await releaseThrice(scratch, dir);
    const history = readHistory(dir, 'contact');
    const [v1, v2, v3] = history.map(({ entry }) => folderOf(entry));
    await age(60, async (file) => readFileSync(path.join(dir, file)), async (file, body) => writeFileSync(path.join(dir, file), body));
    // A candidate uploaded 60 days ago and never released; another uploaded today.
    const oldCandidate = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'unreleased-old'));
    const newCandidate = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'unreleased-new'));
    const old = new Date(Date.now() - 60 * 86_400_000);
    utimesSync(path.join(oldCandidate.dir, 'mf-manifest.json'), old, old);
    const done = await prune(dir, '--keep', '1', '--older-than', '30');
    assert.equal(done.code, 0, done.stderr);
    assert.deepEqual(listed(done.stdout, 'Deleted').sort(), [v1, v2, folderOf(oldCandidate.entry)].sort());
    assert.match(done.stdout, new RegExp(`Keeping  cdn${v3}  \\(in the last 1 of contact's history\\)`));
    assert.match(done.stdout, new RegExp(`Keeping  cdn${folderOf(newCandidate.entry)}  \\(never live, uploaded less than 30 days ago\\)`));
    assert.equal(existsSync(path.join(dir, 'cdn', v1)), false);
    assert.equal(existsSync(path.join(dir, 'cdn', v3, 'mf-manifest.json')), true);
    const wrong = await prune(dir, '--keep', 'two');
    assert.equal(wrong.code, 2);
    assert.match(wrong.stderr, /^--keep must be a whole number of at least 0, not "two"\./);
  });
});
