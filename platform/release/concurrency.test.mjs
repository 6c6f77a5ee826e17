/**
 * Several writers on one deploy at once, browser-free: real processes, the real lock, the real
 * files. Each release is fake-release.mjs (the real turn-taking and switch, with a stand-in gate
 * that waits); the rollback is the real command.
 * Run alone: node --test platform/release/concurrency.test.mjs
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readRemotesJson, writeRemotesJson } from '../deploy/index.mjs';
import { readHistory } from '../deploy/switch/index.mjs';
import { fakeDeploy, scratchFolderPerTest } from '../deploy/testing/fake-deploy.mjs';
import { GATE_RUNS, runScript } from './testing/run-script.mjs';

const release = (dir, remote, version, gate = '0', env) => runScript('testing/fake-release.mjs', [dir, remote, version, gate], env);
const rollback = (dir, remote, env) => runScript('rollback.mjs', [remote, '--to', dir], env);
const WAITING = /^waiting: /m;

/** A stand-in gate held shut until open() is called: the test decides when the holder lets go. */
function heldGate() {
  const file = path.join(scratch.dir, `gate-${Math.random().toString(36).slice(2)}`);
  return { gate: `until:${file}`, open: () => writeFileSync(file, '') };
}

const scratch = scratchFolderPerTest();

test('two releases of different remotes at once: one waits for the other, saying for whom, and both are live with their histories', async () => {
  const { dir, entries } = fakeDeploy(scratch.dir);
  const held = heldGate();
  const running = release(dir, 'solutions', 'v2', held.gate);
  await running.said(GATE_RUNS);
  const waiting = release(dir, 'contact', 'v2');
  await waiting.said(WAITING);
  held.open();
  const [first, second] = await Promise.all([running, waiting]);
  assert.equal(first.code, 0, first.stderr);
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stderr, /^waiting: a release of solutions holds this deploy since \d\d:\d\d:\d\d, pid \d+$/m);
  const live = readRemotesJson(path.join(dir, 'shell'));
  assert.match(live.solutions.manifest, /\/solutions\/[0-9a-f]{12}\/mf-manifest\.json$/);
  assert.notDeepEqual(live.solutions, entries.solutions);
  assert.notDeepEqual(live.contact, entries.contact);
  assert.deepEqual(readHistory(dir, 'solutions').map(({ entry }) => entry), [entries.solutions]);
  assert.deepEqual(readHistory(dir, 'contact').map(({ entry }) => entry), [entries.contact]);
});

test('a release and a rollback at once: both done, each history right', async () => {
  const { dir, entries } = fakeDeploy(scratch.dir);
  assert.equal((await release(dir, 'solutions', 'v2')).code, 0);
  const held = heldGate();
  const running = release(dir, 'contact', 'v2', held.gate);
  await running.said(GATE_RUNS);
  const waiting = rollback(dir, 'solutions');
  await waiting.said(WAITING);
  held.open();
  const [released, rolledBack] = await Promise.all([running, waiting]);
  assert.equal(released.code, 0, released.stderr);
  assert.equal(rolledBack.code, 0, rolledBack.stderr);
  assert.match(rolledBack.stderr, /^waiting: a release of contact holds this deploy since/m);
  const live = readRemotesJson(path.join(dir, 'shell'));
  assert.deepEqual(live.solutions, entries.solutions);
  assert.notDeepEqual(live.contact, entries.contact);
  assert.deepEqual(readHistory(dir, 'solutions'), []);
  assert.deepEqual(readHistory(dir, 'contact').map(({ entry }) => entry), [entries.contact]);
});

test('a writer that waits past its time gives up: exit 5, saying for whom it waited, nothing changed', async () => {
  const { dir } = fakeDeploy(scratch.dir);
  const held = heldGate();
  const holder = release(dir, 'contact', 'v2', held.gate);
  await holder.said(GATE_RUNS);
  const before = readRemotesJson(path.join(dir, 'shell'));
  const waiter = await rollback(dir, 'contact', { DEPLOY_LOCK_WAIT_S: '1' });
  // Read before the holder's gate opens: once it opens, the holder switches contact itself.
  const after = readRemotesJson(path.join(dir, 'shell'));
  held.open();
  assert.equal(waiter.code, 5, waiter.stderr);
  assert.match(waiter.stderr, new RegExp(`^waiting: a release of contact holds this deploy since \\d\\d:\\d\\d:\\d\\d, pid ${holder.pid}$`, 'm'));
  assert.match(waiter.stderr, /Gave up after waiting 1 s: a release of contact holds this deploy since .*\nNothing was rolled back\.\n$/);
  assert.deepEqual(after, before);
  assert.equal((await holder).code, 0);
});

test('a release whose remote changed while its gate ran is refused, naming both versions, and changes nothing', async () => {
  const { dir, entries } = fakeDeploy(scratch.dir);
  const held = heldGate();
  const running = release(dir, 'contact', 'v2', held.gate);
  await running.said(GATE_RUNS);
  // A writer that does not take the lock (a hand edit, an older tool) moves contact meanwhile.
  const elsewhere = { ...entries.contact, manifest: 'http://localhost:3001/contact/hand-edited/mf-manifest.json' };
  writeRemotesJson(path.join(dir, 'shell'), { ...readRemotesJson(path.join(dir, 'shell')), contact: elsewhere });
  held.open();
  const refused = await running;
  assert.equal(refused.code, 6, refused.stderr);
  assert.match(refused.stderr, new RegExp(`Release refused: contact changed while the gate ran, from ${entries.contact.manifest.replaceAll('.', '\\.')} to http://localhost:3001/contact/hand-edited/mf-manifest\\.json; remotes\\.json is left as it is\\.`));
  assert.deepEqual(readRemotesJson(path.join(dir, 'shell')).contact, elsewhere);
  assert.deepEqual(readHistory(dir, 'contact'), []);
});
