/**
 * The exit codes every command that writes a deploy folder gives when its turn on the deploy does
 * not end as it meant to (release, rollback, deploy, prune, prerender --site: each --help lists
 * them; turn-outcome.mjs says most): 5 another run held the deploy past the wait, 7 an unexpected
 * error, 4 live but a file that follows the switch not written. Each command is the real one as
 * a process of its own, but the release, which is fake-release.mjs (the real turn and switch, a
 * stand-in gate), and the deploy, which runs from a scratch copy of platform/ holding stand-in
 * builds (testing/deploy-command.mjs). Each fault is real: the lock held by this process, a
 * journal (switch.json) that cannot be read, a folder where a file that follows the switch goes. A bucket's 4 and 6 are bucket-exit-codes.test.mjs's.
 * Run alone: node --test platform/release/exit-codes.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { publishRemote, readRemotesJson, withDeployLock } from '../deploy/index.mjs';
import { beginSwitch, switchRemote, switchStep, writeDerivedFiles } from '../deploy/switch/index.mjs';
import { CDN_ORIGIN, SITE_ORIGIN, changedFiles, fakeBuild, fakeDeploy, fileSnapshot, scratchFolder } from '../deploy/testing/fake-deploy.mjs';
import { noStackTrace } from './testing/bucket-fault-checks.mjs';
import { deployCommand } from './testing/deploy-command.mjs';
import { runScript } from './testing/run-script.mjs';

/** A scratch folder of the test's own, removed after it. */
function scratchOf(t) {
  const scratch = scratchFolder();
  t.after(() => scratch.remove());
  return scratch;
}

/** Each command, run on the deploy folder `dir`; contact has a release to roll back. */
const COMMANDS = {
  release: (dir, parent, env) => runScript('testing/fake-release.mjs', [dir, 'contact', 'v2', '0', path.join(parent, 'builds')], env),
  rollback: (dir, parent, env) => runScript('rollback.mjs', ['contact', '--to', dir], env),
  deploy: (dir, parent, env) => runScript(deployCommand(parent), ['--to', dir, '--site-origin', SITE_ORIGIN, '--cdn-origin', CDN_ORIGIN], env),
  prune: (dir, parent, env) => runScript('prune.mjs', ['--to', dir], env),
  prerender: (dir, parent, env) => runScript('../prerender/prerender.mjs', ['--site', dir], env),
};

/** A deploy with contact released once over v1 (so a rollback has a step to take). */
function deployWithRelease(parent) {
  const { dir } = fakeDeploy(parent);
  switchRemote(dir, 'contact', publishRemote(dir, 'contact', fakeBuild(parent, 'contact', 'released')).entry);
  return dir;
}

// One after another: each case is a few processes busy on the CPU, not waiting.
describe("every command's exit code when its turn fails", () => {
  for (const [command, run] of Object.entries(COMMANDS)) {
    test(`${command}: another run holding the deploy past the wait gives exit 5, saying for whom it waited, and changes nothing`, async (t) => {
      const scratch = scratchOf(t);
      const dir = deployWithRelease(scratch.dir);
      const before = fileSnapshot(dir);
      // This process holds the lock as a live run does (refreshing it), while the command waits past its time.
      const ran = await withDeployLock(dir, 'a run of this test', () => run(dir, scratch.dir, { DEPLOY_LOCK_WAIT_S: '0.001' }));
      noStackTrace(ran);
      assert.equal(ran.code, 5, `${ran.stdout}${ran.stderr}`);
      assert.match(ran.stderr, new RegExp(`^Gave up after waiting 0 s: a run of this test holds this deploy since \\d\\d:\\d\\d:\\d\\d, pid ${process.pid}\\. Nothing was changed`, 'm'));
      // The deploy's own files; a run's uploads (the release's candidate, the deploy's builds) go in before its turn.
      assert.deepEqual(changedFiles(before, fileSnapshot(dir)).filter((file) => !file.startsWith('/cdn/')), []);
    });

    test(`${command}: an unexpected error (a journal that cannot be read) gives exit 7, told in words, not a stack trace, and remotes.json unchanged`, async (t) => {
      const scratch = scratchOf(t);
      const dir = deployWithRelease(scratch.dir);
      const live = readRemotesJson(path.join(dir, 'shell'));
      // A switch.json torn by a store that failed mid-write: every command reads it first thing in its turn.
      writeFileSync(path.join(dir, 'switch.json'), '{"what": "a release of cont');
      const ran = await run(dir, scratch.dir);
      noStackTrace(ran);
      assert.equal(ran.code, 7, `${ran.stdout}${ran.stderr}`);
      assert.match(ran.stderr, /Stopped by an unexpected error/);
      assert.match(ran.stderr, /JSON/);
      assert.deepEqual(readRemotesJson(path.join(dir, 'shell')), live);
    });
  }

  // A folder where the server configuration goes: its write fails, after the pointer moved, as a
  // full disk's would (the file is not replaced; a full disk fails before its rename, this at it).
  const blockServerConfig = (dir) => {
    rmSync(path.join(dir, 'nginx', 'site.conf'));
    mkdirSync(path.join(dir, 'nginx', 'site.conf', 'in-the-way'), { recursive: true });
  };
  for (const [command, prepare, live] of [
    ['release', (dir) => dir, /^contact is live, but the files that follow it could not all be written: .*site\.conf/m],
    ['rollback', (dir) => dir, /^The rollback is live, but the files that follow it could not all be written: .*site\.conf/m],
    [
      'prerender',
      // The step a release killed after its journal left: prerender --site finishes it first.
      (dir, parent) => beginSwitch(dir, switchStep(dir, 'contact', publishRemote(dir, 'contact', fakeBuild(parent, 'contact', 'v2')).entry, { what: 'a release of contact' })),
      /^The switch it finished \(a release of contact\) is live, but the files that follow it could not all be written: .*site\.conf/m,
    ],
  ]) {
    test(`${command}: its switch live but a file that follows it not written gives exit 4, the step left for the next run, which finishes it`, async (t) => {
      const scratch = scratchOf(t);
      const dir = deployWithRelease(scratch.dir);
      const was = readRemotesJson(path.join(dir, 'shell')).contact;
      prepare(dir, scratch.dir);
      blockServerConfig(dir);
      const ran = await COMMANDS[command](dir, scratch.dir);
      noStackTrace(ran);
      assert.equal(ran.code, 4, `${ran.stdout}${ran.stderr}`);
      assert.match(ran.stderr, live);
      assert.match(ran.stderr, /npm run prerender -- --site /);
      assert.notDeepEqual(readRemotesJson(path.join(dir, 'shell')).contact, was, 'the pointer moved: the switch is live');
      assert.ok(existsSync(path.join(dir, 'switch.json')), 'the step is left for the next run');
      // The disk has room again: the repair by hand finishes the step.
      rmSync(path.join(dir, 'nginx', 'site.conf'), { recursive: true });
      const repaired = await COMMANDS.prerender(dir);
      assert.equal(repaired.code, 0, `${repaired.stdout}${repaired.stderr}`);
      assert.match(repaired.stdout, /^Finished: a (release|rollback) of contact, begun at .*, is complete\.$/m);
      assert.equal(existsSync(path.join(dir, 'switch.json')), false);
      const after = fileSnapshot(dir);
      writeDerivedFiles(dir);
      assert.deepEqual(changedFiles(after, fileSnapshot(dir)), []);
      assert.match(readFileSync(path.join(dir, 'nginx', 'site.conf'), 'utf8'), /server/);
    });
  }
});
