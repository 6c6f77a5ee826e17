/**
 * A release killed outright (SIGKILL) at each of its steps, then run again: the deploy ends
 * consistent, and a reader polling the served files meanwhile never gets a part of one. Each
 * release is fake-release.mjs (the real switch, journal and repair, with a stand-in gate);
 * DEPLOY_CRASH_AT names the step (../cli/crash-point.mjs). The lock of a killed run is taken
 * over once stale: the test sets its time back (deploy/testing/stale-lock.mjs) instead of waiting
 * for it. The cases run at once, each in a folder of its own: a case mostly waits for its processes.
 * Run alone: node --test platform/release/crash.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { readRemotesJson, versionOf } from '../deploy/index.mjs';
import { readHistory, writeDerivedFiles } from '../deploy/switch/index.mjs';
import { fakeShellScript } from '../deploy/testing/fake-shell.mjs';
import { changedFiles, fakeDeploy, fileSnapshot, scratchFolder } from '../deploy/testing/fake-deploy.mjs';
import { ageDeployLock } from '../deploy/testing/stale-lock.mjs';
import { killedThenRerun, pollEvery, runStandIn } from './testing/kill-tests.mjs';

const release = (dir, crashAt) => runStandIn('fake-release.mjs', [dir, 'contact', 'v2', '200'], crashAt);

/** Reads the served files every few milliseconds until stopped: what it found that was not whole. */
function pollServedFiles(dir) {
  const read = (broken, parts, whole) => {
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
  return pollEvery((broken) => {
    read(broken, ['shell', 'remotes.json'], json);
    read(broken, ['releases', 'contact.json'], json);
    read(broken, ['shell', 'index.html'], (text) => text.trimEnd().endsWith('</html>'));
    read(broken, ['shell', '_headers'], (text) => text.includes('Content-Security-Policy'));
  });
}

/** A scratch folder of the test's own, removed after it. */
function scratchOf(t) {
  const scratch = scratchFolder();
  t.after(() => scratch.remove());
  return scratch;
}

describe('a release or a whole-site deploy killed at each step', { concurrency: true }, () => {
  for (const [step, rerun] of [
    ['after-upload', /Released: contact [0-9a-f]{12} is live \(the stand-in gate passed\)/],
    ['after-gate', /Released: contact [0-9a-f]{12} is live \(the stand-in gate passed\)/],
    ['after-history', /Finished first: a release of contact, begun at .* and interrupted, is complete\.\nReleased: contact [0-9a-f]{12} is live; its release had switched and was interrupted before its files were all written, and is now complete\./],
    ['mid-html', /Finished first: a release of contact, begun at .* and interrupted, is complete\.\nReleased: contact [0-9a-f]{12} is live; its release had switched and was interrupted/],
  ]) {
    test(`killed ${step.replace('-', ' ')}, then run again: the deploy ends consistent, and no reader got a part of a file`, async (t) => {
      const { dir, entries } = fakeDeploy(scratchOf(t).dir);
      await killedThenRerun({ dir, release: (crashAt) => release(dir, crashAt), step, rerun, poll: () => pollServedFiles(dir) });

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

  test('a whole-site deploy into a folder killed at each step leaves the old site or the new one served, and run again completes', async (t) => {
    const dir = path.join(scratchOf(t).dir, 'site');
    const deploy = (version, crashAt) => runStandIn('fake-deploy-site.mjs', [dir, version], crashAt);
    assert.equal((await deploy('v1')).code, 0);
    const scripts = (version) => fakeShellScript(version).name;
    // Every page a visitor gets is whole, is v1's or v2's, and names a script that is there; remotes.json is always there, whole.
    const stop = pollEvery((broken) => {
      for (const page of ['index.html', '404.html']) {
        let html;
        try {
          html = readFileSync(path.join(dir, 'shell', page), 'utf8');
        } catch {
          broken.push(`${page}: missing`);
          continue;
        }
        const script = html.match(/src="\/(main\.[0-9a-f]{8}\.js)"/)?.[1];
        if (!html.trimEnd().endsWith('</html>') || ![scripts('v1'), scripts('v2')].includes(script)) broken.push(`${page}: ${JSON.stringify(html.slice(-60))}`);
        else if (!existsSync(path.join(dir, 'shell', script))) broken.push(`${page} names ${script}, which is not there`);
      }
      try {
        JSON.parse(readFileSync(path.join(dir, 'shell', 'remotes.json'), 'utf8'));
      } catch (error) {
        broken.push(`remotes.json: ${error.message}`);
      }
    });
    let broken;
    try {
      for (const step of ['deploy-shell-files', 'deploy-mid-html', 'after-history', 'mid-html']) {
        const killed = await deploy('v2', step);
        assert.equal(killed.signal, 'SIGKILL', `${step}: ${killed.output}`);
        ageDeployLock(dir);
      }
      const again = await deploy('v2');
      assert.equal(again.code, 0, again.output);
    } finally {
      broken = stop();
    }
    assert.deepEqual(broken, []);
    assert.match(readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8'), /<footer>Footer v2<\/footer>/);
    assert.match(readFileSync(path.join(dir, 'shell', '404.html'), 'utf8'), /<footer>Footer v2<\/footer>/);
    // The old shell's script stays beside the new one: a page loaded before finds it.
    assert.ok(existsSync(path.join(dir, 'shell', scripts('v1'))));
    assert.match(readRemotesJson(path.join(dir, 'shell')).contact.manifest, new RegExp(`/contact/${versionOf(readRemotesJson(path.join(dir, 'shell')).contact)}/`));
    assert.equal(existsSync(path.join(dir, 'switch.json')), false);
  });
});
