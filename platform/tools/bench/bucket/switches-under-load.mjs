/**
 * `npm run bench:bucket`'s run (platform/tools/bench/release-under-load.mjs reads its options): a release and a
 * rollback of contact, twice, on a bucket deploy while visitors loop through the caching edge
 * (bucket/edge-visit.mjs makes each visit); prints what they got and how long each switch took
 * to reach them.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFolderOf, rootDir } from '../../../workspace/index.js';
import { applyEdgePolicy, createBucket, startFakeS3, getObject } from '../../../bucket/index.mjs';
import { freePort, startEdge } from '../../../serve/index.mjs';
import { median } from '../figures/median.mjs';
import { visit } from './edge-visit.mjs';

function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(rootDir, 'platform', 'release', script), ...args], { cwd: rootDir, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Runs the whole measurement with `visitors` looping; resolves with the exit code: 0 when no
 * visit failed or got files of two versions, 1 otherwise or when a step failed.
 * @param {{ visitors: number }} options
 */
export async function releaseUnderLoad({ visitors }) {
  const s3 = await startFakeS3();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-bucket-'));
  let edge;
  let stop = false;
  try {
    const bucket = await createBucket('site');
    const address = 's3://site/prod';
    const siteOrigin = `http://127.0.0.1:${await freePort()}`;
    const cdnOrigin = `http://127.0.0.1:${await freePort()}`;
    const deployed = await run('deploy.mjs', ['--to', address, '--site-origin', siteOrigin, '--cdn-origin', cdnOrigin]);
    if (deployed.code !== 0) throw new Error(`npm run deploy failed:\n${deployed.output}`);
    await applyEdgePolicy(address);
    edge = await startEdge({ conf: (await getObject(bucket, 'prod/edge/nginx-edge.conf')).body.toString('utf8'), siteOrigin });

    // A second version of contact without a second webpack build: its build with one more file,
    // which gives it another content address (the integrity map pins only the scripts).
    const other = path.join(scratch, 'contact-b');
    cpSync(buildFolderOf('contact'), other, { recursive: true });
    writeFileSync(path.join(other, 'release-note.txt'), 'bench: a second version of contact\n');

    const totals = { visits: 0, requests: 0, failed: 0, mixed: 0, failures: [] };
    const seen = [];
    const loops = Array.from({ length: visitors }, async () => {
      while (!stop) {
        const result = await visit(siteOrigin, 'contact');
        totals.visits += 1;
        totals.requests += result.requests;
        if (result.failure) {
          totals[result.mixed ? 'mixed' : 'failed'] += 1;
          if (totals.failures.length < 10) totals.failures.push(result.failure);
        }
        if (result.manifest) seen.push({ at: Date.now(), manifest: result.manifest });
      }
    });

    /** Seconds from a switch's command ending until every visit after it got the new pointer. */
    async function converged(manifestBefore, finishedAt) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const recent = seen.filter(({ at }) => at > Date.now() - 300);
        if (recent.length && recent.every(({ manifest }) => manifest !== manifestBefore)) return (recent[0].at - finishedAt) / 1000;
        if (Date.now() > deadline) throw new Error('Visitors did not get the new version within 60 s.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const pointer = async () => JSON.parse((await getObject(bucket, 'prod/shell/remotes.json')).body.toString('utf8')).contact.manifest;

    const switches = [];
    for (const [what, args] of [
      ['release', ['release.mjs', ['contact', '--to', address, '--build-dir', other, '--browser', 'chromium']]],
      ['rollback', ['rollback.mjs', ['contact', '--to', address]]],
      ['release', ['release.mjs', ['contact', '--to', address, '--build-dir', other, '--browser', 'chromium']]],
      ['rollback', ['rollback.mjs', ['contact', '--to', address]]],
    ]) {
      const before = await pointer();
      const result = await run(...args);
      const finishedAt = Date.now();
      if (result.code !== 0) throw new Error(`${what} failed:\n${result.output}`);
      switches.push({ what, seconds: await converged(before, finishedAt) });
      console.log(`${what}: visitors had the new version ${switches.at(-1).seconds.toFixed(1)} s after the command ended`);
    }
    stop = true;
    await Promise.all(loops);
    console.log(`\n${visitors} visitors, ${totals.visits} visits, ${totals.requests} requests through the edge`);
    console.log(`failed requests: ${totals.failed}; visits with a pointer and files of different versions: ${totals.mixed}`);
    for (const failure of totals.failures) console.log(`  ${failure}`);
    console.log(`seconds to reach visitors after each switch: median ${median(switches.map(({ seconds }) => seconds)).toFixed(1)}, max ${Math.max(...switches.map(({ seconds }) => seconds)).toFixed(1)} (the live files' TTL at the edge is 10 s)`);
    return totals.failed || totals.mixed ? 1 : 0;
  } catch (error) {
    console.error(error.message);
    return 1;
  } finally {
    stop = true;
    await edge?.stop();
    await s3.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
