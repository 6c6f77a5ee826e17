/**
 * `npm run rollback`: the real command on a scratch deploy (deploy/testing/fake-deploy.mjs), what it
 * says and its exit codes. What the rollback writes is ../deploy/deploy.test.mjs's.
 * Run alone: node --test platform/release/rollback.test.mjs
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { publishRemote, readRemotesJson } from '../deploy/index.mjs';
import { switchRemote } from '../deploy/switch/index.mjs';
import { changedFiles, fakeBuild, fakeDeploy, scratchFolderPerTest, fileSnapshot } from '../deploy/testing/fake-deploy.mjs';
import { runScriptSync } from './testing/run-script.mjs';

const rollback = (...args) => runScriptSync('rollback.mjs', args);

const scratch = scratchFolderPerTest();

test('puts the version before back, says which, and how many steps are left', () => {
  const { dir, entries } = fakeDeploy(scratch.dir);
  const v2 = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2')).entry;
  switchRemote(dir, 'contact', v2);
  const run = rollback('contact', '--to', dir);
  assert.equal(run.status, 0, run.stderr);
  assert.equal(
    run.stdout,
    `Rolled back: contact is live at its previous version.\n  was ${v2.manifest}\n  now ${entries.contact.manifest}\n0 earlier version(s) left to roll back to.\n`,
  );
  assert.deepEqual(readRemotesJson(path.join(dir, 'shell')), entries);
});

test('nothing to roll back: exit 2, nothing changed', () => {
  const { dir } = fakeDeploy(scratch.dir);
  const before = fileSnapshot(dir);
  const run = rollback('contact', '--to', dir);
  assert.equal(run.status, 2);
  assert.equal(run.stderr, `Nothing to roll back: contact has had no other version in ${dir}.\n`);
  assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
});

test('an unknown remote: exit 2 with the usage; a folder with no deploy: exit 2', () => {
  const unknown = rollback('payments', '--to', scratch.dir);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /^There is no remote called "payments": shared\/workspace\.json names solutions, resources, contact(, [a-z0-9-]+)*\.\n\nUsage: npm run rollback -- <remote> \[--to DIR\|s3:\/\/BUCKET\/PREFIX\]/);
  const noDeploy = rollback('contact', '--to', scratch.dir);
  assert.equal(noDeploy.status, 2);
  assert.equal(noDeploy.stderr, `No deploy in ${scratch.dir}: run "npm start" once (it builds and deploys the site there).\n`);
});
