/**
 * `npm run bench:bucket`: releases and rolls back a remote twice on a bucket deploy while
 * visitors loop through the caching edge, and counts what they got (docs/releasing.md, "Release
 * under load"). Everything is real but the S3 store's place: moto_server on loopback, nginx as
 * the edge with the deploy's own edge/nginx-edge.conf, the real npm run deploy, release (its
 * gate in Chromium) and rollback.
 *
 * A visit is what a browser does to start the site: the page, remotes.json, then for contact the
 * manifest remotes.json points at, checked against the SHA-384 remotes.json pins, and the remote
 * entry that manifest names. A visit fails when any answer is not 200 or the manifest is not the
 * one pinned: a pointer and files of different versions.
 *
 *   npm run bench:bucket [-- --visitors 8]
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli, fail } from '../cli/cli.mjs';
import { distDir, rootDir } from '../deploy/deploy.mjs';
import { applyEdgePolicy, createBucket, startFakeS3 } from '../bucket/fake-bucket.mjs';
import { getObject } from '../bucket/bucket-objects.mjs';
import { startEdge } from '../serve/index.mjs';
import { freePort } from '../serve/index.mjs';
import { median } from './median.mjs';
import { visit } from './edge-visit.mjs';

const USAGE = `
Usage: npm run bench:bucket [-- --visitors N]

Deploys the built site into a bucket on a local S3 server, serves it through an nginx edge,
and with N visitors (default 8) looping through the edge, releases contact, rolls it back,
releases it and rolls it back again. Prints the requests, the failed ones, the visits that got
a pointer and files of different versions, and the seconds each switch took to reach visitors.
Needs npm run build first.
`;

const { values } = cli({ usage: USAGE, options: { visitors: { type: 'string' } } });
const visitors = Number(values.visitors ?? 8);
if (!Number.isInteger(visitors) || visitors < 1) fail(`--visitors must be a whole number of at least 1, not "${values.visitors}".`, USAGE);

function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(rootDir, 'platform', 'release', script), ...args], { cwd: rootDir, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const s3 = await startFakeS3();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-bucket-'));
let edge;
let stop = false;
try {
  const bucket = await createBucket('site');
  const address = 's3://site/prod';
  const siteOrigin = `http://127.0.0.1:${await freePort()}`;
  const cdnOrigin = `http://127.0.0.1:${await freePort()}`;
  const deployed = await run('deploy-site.mjs', ['--to', address, '--site-origin', siteOrigin, '--cdn-origin', cdnOrigin]);
  if (deployed.code !== 0) throw new Error(`npm run deploy failed:\n${deployed.output}`);
  await applyEdgePolicy(address);
  edge = await startEdge({ conf: (await getObject(bucket, 'prod/edge/nginx-edge.conf')).body.toString('utf8'), siteOrigin });

  // A second version of contact without a second webpack build: its build with one more file,
  // which gives it another content address (the integrity map pins only the scripts).
  const other = path.join(scratch, 'contact-b');
  cpSync(distDir('contact'), other, { recursive: true });
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
  process.exitCode = totals.failed || totals.mixed ? 1 : 0;
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  stop = true;
  await edge?.stop();
  await s3.stop();
  rmSync(scratch, { recursive: true, force: true });
}
