/**
 * A release of the shell killed outright (SIGKILL) at each step of its switch, then run again,
 * as crash.test.mjs does a remote's: the deploy ends with the new shell live, and a reader polling
 * the served files meanwhile never gets a part of one, nor a page naming a script that is not
 * there. Each release is fake-release-shell.mjs (the real upload, stage, journal, switch and
 * repair, with a stand-in gate); DEPLOY_CRASH_AT names the step (../cli/crash-point.mjs). A kill
 * after the gate, holding the lock, is crash.test.mjs's: the same lock, taken over once stale.
 * Run alone: node --test platform/release/shell/shell-crash.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { readShellRecord } from '../../deploy/shell/index.mjs';
import { writeDerivedFiles } from '../../deploy/switch/index.mjs';
import { changedFiles, fileSnapshot, scratchFolder } from '../../deploy/testing/fake-deploy.mjs';
import { fakeShellDeploy, fakeShellScript } from '../../deploy/testing/fake-shell.mjs';
import { killedThenRerun, pollEvery, runStandIn } from '../testing/kill-tests.mjs';

const release = (dir, crashAt) => runStandIn('fake-release-shell.mjs', [dir, 'v2', '100'], crashAt);

/** Reads the served page and the pointer every few milliseconds until stopped: what it found broken. */
function pollServedFiles(dir) {
  const remotes = readFileSync(path.join(dir, 'shell', 'remotes.json'), 'utf8');
  return pollEvery((broken) => {
    let html;
    try {
      html = readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8');
    } catch {
      broken.push('index.html missing');
      return;
    }
    if (!html.trimEnd().endsWith('</html>')) broken.push(`index.html: ${JSON.stringify(html.slice(-40))}`);
    for (const [, script] of html.matchAll(/src="\/([^"]+)"/g)) {
      if (!existsSync(path.join(dir, 'shell', script))) broken.push(`index.html names ${script}, which is not there`);
    }
    if (readFileSync(path.join(dir, 'shell', 'remotes.json'), 'utf8') !== remotes) broken.push('remotes.json changed');
  });
}

const finishedFirst = /Finished first: a release of shell, begun at .* and interrupted, is complete\.\nReleased: shell [0-9a-f]{12} is live; its release had switched and was interrupted before its files were all written, and is now complete\./;
// At once, each in a folder of its own: a case mostly waits for its processes.
describe('the shell release killed at each step', { concurrency: true }, () => {
  for (const [step, rerun] of [
    ['after-upload', /Released: shell [0-9a-f]{12} is live \(the stand-in gate passed\)/],
    ['after-history', finishedFirst],
    ['after-shell-files', finishedFirst],
    ['mid-shell-html', finishedFirst],
  ]) {
    test(`the shell's release killed ${step.replaceAll('-', ' ')}, then run again: the new shell live, no reader got a part of a file or a missing script`, async (t) => {
      const scratch = scratchFolder();
      t.after(() => scratch.remove());
      const { dir } = fakeShellDeploy(scratch.dir);
      const v1 = readShellRecord(dir).live.version;
      const remotesBefore = new Map([...fileSnapshot(dir)].filter(([file]) => file.startsWith('/cdn/') || file === '/shell/remotes.json'));
      await killedThenRerun({ dir, release: (crashAt) => release(dir, crashAt), step, rerun, poll: () => pollServedFiles(dir) });
      assert.deepEqual(readShellRecord(dir).earlier.map(({ version }) => version), [v1]);
      assert.match(readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8'), new RegExp(`src="/${fakeShellScript('v2').name}"[^]*<footer>Footer v2</footer>`));
      assert.equal(existsSync(path.join(dir, 'switch.json')), false, 'no step left half done');
      const after = fileSnapshot(dir);
      assert.deepEqual(changedFiles(remotesBefore, new Map([...after].filter(([file]) => remotesBefore.has(file) || file.startsWith('/cdn/')))), []);
      // Every file that follows the switch is as writing it again makes it.
      writeDerivedFiles(dir);
      assert.deepEqual(changedFiles(after, fileSnapshot(dir)), []);
    });
  }
});
