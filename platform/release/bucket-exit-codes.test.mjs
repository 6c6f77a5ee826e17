/**
 * The exit codes only a deploy in a bucket gives, of every command that writes one (each --help
 * lists them; turn-outcome.mjs and prerender.mjs map them): 4 when its push committed and is not
 * all written, 6 when its lease was taken over while it stalled. A real S3 server on loopback
 * (moto's) behind a fault proxy (bucket/testing/fault-proxy.mjs) that answers every try of the
 * push's first copy from its staging with 500, after the commit; a stall is a real one
 * (DEPLOY_PAUSE_AT: SIGSTOP just after the push's plan is written, cli/crash-point.mjs), and the
 * lease is then aged (bucket/testing/stale-lease.mjs) and taken over by a dry-run prune. The
 * release is fake-release.mjs (its 6 from a moved pointer is bucket-release.test.mjs's), the
 * deploy testing/deploy-command.mjs, the others the real commands. A folder's 4, 5 and 7 are
 * exit-codes.test.mjs's.
 * Run alone: node --test platform/release/bucket-exit-codes.test.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { putLive } from '../bucket/index.mjs';
import { ageLease } from '../bucket/testing/stale-lease.mjs';
import { beginSwitch, rollbackStep } from '../deploy/switch/index.mjs';
import { CDN_ORIGIN, SITE_ORIGIN } from '../deploy/testing/fake-deploy.mjs';
import { EVERY_TRY, faultTests, noStackTrace, read } from './testing/bucket-fault-checks.mjs';
import { deployCommand } from './testing/deploy-command.mjs';
import { runScript } from './testing/run-script.mjs';

const { setUp } = faultTests();
const bucketOf = (address) => address.split('/')[2];

/**
 * Each command on the bucket deploy at `address`, through the test's proxy, and what it says
 * when its push committed and was not all written; `prepare` gives it something to push.
 */
const COMMANDS = {
  release: {
    run: (here, address, env) => here.release(address, 'contact', 'v3', '0', env),
    committed: /^Its change is committed in s3:\/\/.* but not all written: /m,
  },
  rollback: {
    prepare: (here, address) => released(here, address),
    run: (here, address, env) => runScript('rollback.mjs', ['contact', '--to', address], { ...here.proxy.env, ...env }),
    committed: /^Its change is committed in s3:\/\/.* but not all written: /m,
  },
  deploy: {
    run: (here, address, env) => runScript(deployCommand(here.scratch.dir, 'v3'), ['--to', address, '--site-origin', SITE_ORIGIN, '--cdn-origin', CDN_ORIGIN, '--reset'], { ...here.proxy.env, ...env }),
    committed: /^Its change is committed in s3:\/\/.* but not all written: /m,
  },
  prune: {
    // contact's v1, rolled away from 40 days ago: prune deletes it and pushes the record that forgets it.
    prepare: async (here, address) => {
      await released(here, address);
      const earlier = (at) => new Date(Date.parse(at) - 40 * 86_400_000).toISOString();
      const history = await read(address, 'prod/releases/contact.json');
      await putLive(bucketOf(address), 'prod/releases/contact.json', JSON.stringify(history.map((step) => ({ ...step, replacedAt: earlier(step.replacedAt) }))));
      const retired = await read(address, 'prod/releases/retired.json');
      await putLive(bucketOf(address), 'prod/releases/retired.json', JSON.stringify(Object.fromEntries(Object.entries(retired).map(([folder, at]) => [folder, earlier(at)]))));
    },
    run: (here, address, env) => runScript('prune.mjs', ['--to', address, '--keep', '0', '--older-than', '30'], { ...here.proxy.env, ...env }),
    committed: /^Its change is committed in s3:\/\/.* but not all written: /m,
  },
  prerender: {
    // The step a rollback began and did not finish, left in the bucket's journal: prerender --site finishes it.
    prepare: async (here, address, target) => {
      await released(here, address);
      await target.withTurn('a test', (dir) => beginSwitch(dir, rollbackStep(dir, 'contact')));
    },
    run: (here, address, env) => runScript('../prerender/prerender.mjs', ['--site', address], { ...here.proxy.env, ...env }),
    committed: /^Its files are committed and not all written: the next release, rollback or prerender finishes them\.$/m,
  },
};

/** contact released once over v1 in the bucket deploy at `address`: a rollback's step, a prune's retired version. */
async function released(here, address) {
  const run = await here.release(address, 'contact', 'v2');
  assert.equal(run.code, 0, `${run.stdout}${run.stderr}`);
}

/** The test's bucket deploy, with what `command` needs to have something to push. */
async function deployFor(t, command) {
  const here = await setUp(t);
  await COMMANDS[command].prepare?.(here, here.address, here.target);
  here.proxy.reset();
  return { here, address: here.address };
}

/** A prune that lists and pushes nothing: as a run after the failed one, it settles the push that one left. */
const dryPrune = (address, env) => runScript('prune.mjs', ['--to', address, '--dry-run'], env);

describe("every command's exit codes in a bucket", { concurrency: true }, () => {
  for (const command of Object.keys(COMMANDS)) {
    test(`${command}: its push committed and not all written (the store failing every copy) gives exit 4, and the next run finishes it`, async (t) => {
      const { here, address } = await deployFor(t, command);
      const failing = here.proxy.fault({ name: 'the first copy from the staging', when: (request) => request.method === 'PUT' && Boolean(request.headers['x-amz-copy-source']), fault: 500, times: EVERY_TRY });
      const ran = await COMMANDS[command].run(here, address, {});
      noStackTrace(ran);
      assert.equal(ran.code, 4, `${ran.stdout}${ran.stderr}`);
      assert.equal(failing.hits, EVERY_TRY);
      assert.match(ran.stderr, COMMANDS[command].committed);
      here.proxy.reset();
      const next = await dryPrune(address, here.proxy.env);
      assert.equal(next.code, 0, `${next.stdout}${next.stderr}`);
      assert.match(next.stdout, /^Finished first: .*, whose upload to the bucket was interrupted after it committed, is complete\.$/m);
    });
  }

  for (const command of ['rollback', 'deploy', 'prune', 'prerender']) {
    test(`${command}: stalled past its lease after planning its push, the lease taken over meanwhile, gives exit 6, and nothing of it is live`, async (t) => {
      const { here, address } = await deployFor(t, command);
      const before = await read(address, 'prod/shell/remotes.json');
      const stalled = COMMANDS[command].run(here, address, { DEPLOY_PAUSE_AT: 'bucket-planned' });
      try {
        await stalled.said(/^Paused at bucket-planned/m);
        await ageLease(address);
        const other = await dryPrune(address, here.proxy.env);
        assert.equal(other.code, 0, `${other.stdout}${other.stderr}`);
        assert.match(other.stderr, /^took over the deploy's lock: /m);
        assert.match(other.stdout, /^Abandoned first: .*, was interrupted before it committed: nothing of it was live/m);
      } finally {
        try {
          process.kill(stalled.pid, 'SIGCONT');
        } catch {
          // Ended already (it never stalled): its exit code says why.
        }
      }
      const ran = await stalled;
      noStackTrace(ran);
      assert.equal(ran.code, 6, `${ran.stdout}${ran.stderr}`);
      assert.match(ran.stderr, /The deploy's lock was taken over while this run held it/);
      assert.deepEqual(await read(address, 'prod/shell/remotes.json'), before);
    });
  }
});

