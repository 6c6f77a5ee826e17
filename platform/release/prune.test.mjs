/**
 * npm run prune on a deploy folder and on a bucket (a real S3 server on loopback): --dry-run
 * lists exactly what the rules allow, and prune deletes only that.
 * Run alone: node --test platform/release/prune.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { getObject, listObjects } from '../bucket/index.mjs';
import { fakeBucketDeploy } from '../bucket/testing/fake-bucket.mjs';
import { fakeDeploy } from '../deploy/testing/fake-deploy.mjs';
import { runScript } from './testing/run-script.mjs';
import { s3AndScratch } from './testing/bucket-scratch.mjs';

const here = s3AndScratch();

const run = (script, args) => runScript(script, args, here.s3.env);
const prune = (to, ...args) => run('prune.mjs', ['--to', to, ...args]);
/** contact released three times over v1: its history v1, v2, v3, and v4 live. */
async function releaseThrice(to) {
  for (const version of ['v2', 'v3', 'v4']) assert.equal((await run('testing/fake-release.mjs', [to, 'contact', version, '0', path.join(here.scratch.dir, 'builds')])).code, 0);
}
const folderOf = (entry) => new URL(entry.manifest).pathname.replace(/[^/]+$/, '');
const listed = (stdout, verb) => [...stdout.matchAll(new RegExp(`^  ${verb} +cdn(\\S+)`, 'gm'))].map((match) => match[1]);

test('a bucket: the dry run lists the versions out of the last N and not live, and prune deletes just those', async () => {
  const { address, entries } = await fakeBucketDeploy(here.scratch.dir);
  await releaseThrice(address);
  const bucket = address.split('/')[2];
  const history = JSON.parse((await getObject(bucket, 'prod/releases/contact.json')).body);
  const [v1, v2, v3] = history.map(({ entry }) => folderOf(entry));
  assert.equal(v1, folderOf(entries.contact));
  const manifests = async () => (await listObjects(bucket, 'prod/cdn/')).map(({ key }) => key).filter((key) => key.endsWith('mf-manifest.json')).length;
  assert.equal(await manifests(), 6);

  const dry = await prune(address, '--keep', '1', '--older-than', '0', '--dry-run');
  assert.equal(dry.code, 0, dry.stderr);
  assert.deepEqual(listed(dry.stdout, 'Would delete').sort(), [v1, v2].sort());
  assert.match(dry.stdout, new RegExp(`Keeping  cdn${v3}  \\(in the last 1 of contact's history\\)`));
  assert.equal(await manifests(), 6, 'a dry run deletes nothing');

  const done = await prune(address, '--keep', '1', '--older-than', '0');
  assert.equal(done.code, 0, done.stderr);
  assert.match(done.stdout, /Deleted 2 versions\./);
  const left = (await listObjects(bucket, 'prod/cdn/contact/')).map(({ key }) => key);
  assert.ok(!left.some((key) => key.includes(v1) || key.includes(v2)), left.join('\n'));
  assert.equal(await manifests(), 4);
  // What a rollback can reach is still there.
  assert.equal((await run('rollback.mjs', ['contact', '--to', address])).code, 0);
});

test('a folder: a version newer than --older-than stays, and wrong arguments are said', async () => {
  const { dir } = fakeDeploy(here.scratch.dir);
  await releaseThrice(dir);
  const old = new Date(Date.now() - 60 * 86_400_000);
  const history = (await import('../deploy/index.mjs')).readHistory(dir, 'contact');
  const [v1, v2] = history.map(({ entry }) => folderOf(entry));
  // v1 uploaded 60 days ago; v2 today.
  utimesSync(path.join(dir, 'cdn', v1, 'mf-manifest.json'), old, old);
  const done = await prune(dir, '--keep', '1', '--older-than', '30');
  assert.equal(done.code, 0, done.stderr);
  assert.deepEqual(listed(done.stdout, 'Deleting'), [v1]);
  assert.match(done.stdout, new RegExp(`Keeping  cdn${v2}  \\(uploaded less than 30 days ago\\)`));
  assert.equal(existsSync(path.join(dir, 'cdn', v1)), false);
  assert.equal(existsSync(path.join(dir, 'cdn', v2, 'mf-manifest.json')), true);
  const wrong = await prune(dir, '--keep', 'two');
  assert.equal(wrong.code, 2);
  assert.match(wrong.stderr, /^--keep must be a whole number of at least 0, not "two"\./);
});
