/**
 * A release killed outright (SIGKILL) at each of its steps, then run again: the deploy ends
 * consistent, and a reader polling the served files meanwhile never gets a part of one. Each
 * release is fake-release.mjs (the real switch, journal and repair, with a stand-in gate);
 * DEPLOY_CRASH_AT names the step (../cli/crash-point.mjs). The lock of a killed run is taken
 * over once stale: DEPLOY_LOCK_STALE_S=5, proper-lockfile's least, keeps the test short.
 * Run alone: node --test platform/release/crash.test.mjs
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readHistory, readRemotesJson, writeDerivedFiles } from '../deploy/index.mjs';
import { changedFiles, fakeDeploy, fileSnapshot, scratchFolder } from '../deploy/testing/fake-deploy.mjs';

function release(dir, crashAt) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('testing/fake-release.mjs', import.meta.url)), dir, 'contact', 'v2', '200'], {
    env: { ...process.env, DEPLOY_LOCK_STALE_S: '5', ...(crashAt ? { DEPLOY_CRASH_AT: crashAt } : {}) },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, output })));
}

/** Reads the served files every few milliseconds until stopped: what it found that was not whole. */
function pollServedFiles(dir) {
  const broken = [];
  const read = (parts, whole) => {
    const file = path.join(...parts);
    let text;
    try {
      text = readFileSync(path.join(dir, file), 'utf8');
    } catch {
      return; // Not there (yet): a reader gets a 404, not a part of a file.
    }
    if (!whole(text)) broken.push(`${file}: ${JSON.stringify(text.slice(-40))}`);
  };
  const json = (text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };
  const timer = setInterval(() => {
    read(['shell', 'remotes.json'], json);
    read(['releases', 'contact.json'], json);
    read(['shell', 'index.html'], (text) => text.trimEnd().endsWith('</html>'));
    read(['shell', '_headers'], (text) => text.includes('Content-Security-Policy'));
  }, 2);
  return () => {
    clearInterval(timer);
    return broken;
  };
}

let scratch;
beforeEach(() => {
  scratch = scratchFolder();
});
afterEach(() => scratch.remove());

for (const [step, rerun] of [
  ['after-upload', /Released: contact [0-9a-f]{12} is live \(the stand-in gate passed\)/],
  ['after-gate', /Released: contact [0-9a-f]{12} is live \(the stand-in gate passed\)/],
  ['after-history', /Finished first: a release of contact, begun at .* and interrupted, is complete\.\nReleased: contact [0-9a-f]{12} is live; its release had switched and was interrupted before its files were all written, and is now complete\./],
  ['mid-html', /Finished first: a release of contact, begun at .* and interrupted, is complete\.\nReleased: contact [0-9a-f]{12} is live; its release had switched and was interrupted/],
]) {
  test(`killed ${step.replace('-', ' ')}, then run again: the deploy ends consistent, and no reader got a part of a file`, async () => {
    const { dir, entries } = fakeDeploy(scratch.dir);
    const stop = pollServedFiles(dir);
    let killed;
    let again;
    let broken;
    try {
      killed = await release(dir, step);
      again = await release(dir);
    } finally {
      broken = stop();
    }
    assert.equal(killed.signal, 'SIGKILL', killed.output);
    assert.equal(again.code, 0, again.output);
    assert.match(again.output, rerun);
    assert.deepEqual(broken, []);

    // The pointer and the history agree: contact's new version live, the one it replaced kept once.
    const live = readRemotesJson(path.join(dir, 'shell'));
    assert.notDeepEqual(live.contact, entries.contact);
    assert.deepEqual(readHistory(dir, 'contact').map(({ entry }) => entry), [entries.contact]);
    assert.equal(existsSync(path.join(dir, 'switch.json')), false, 'no step left half done');
    // The shell's HTML carries the new version's declaration.
    assert.match(readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8'), /"title":"Contact Us \(v2\)"/);
    // Every file that follows the pointer is as writing it again from the pointer makes it.
    const before = fileSnapshot(dir);
    writeDerivedFiles(dir);
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
    assert.match(readFileSync(path.join(dir, 'shell', '_headers'), 'utf8'), /Content-Security-Policy: .*script-src 'self' http:\/\/localhost:3001/);
  });
}
