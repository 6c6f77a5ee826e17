/**
 * Scratch deploys in a bucket for the tests of this folder and of the release: an S3 server on
 * loopback (../machine/s3-server.mjs), a bucket in it, and the scratch deploy of
 * deploy/testing/fake-deploy.mjs uploaded into it the way any deploy reaches a bucket (a working copy
 * pushed back: bucket-copy.mjs).
 */
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fakeDeploy } from '../../deploy/testing/fake-deploy.mjs';
import { fakeShellDeploy } from '../../deploy/testing/fake-shell.mjs';
import { runningS3Server, startS3Server } from '../../machine/index.mjs';
import { bucketClient, parseBucketAddress, s3Sdk } from '../bucket-address.mjs';
import { getObject } from '../bucket-objects.mjs';
import { openDeployTarget } from '../deploy-target.mjs';

/**
 * The S3 server the test runner started for the whole run, named by TEST_S3_ENDPOINT (one
 * server for every test file rather than one each: platform/tools/test-runner/steps.mjs), else one of
 * this process's own (a file run alone, a browser test, the bench); each caller makes buckets of
 * its own in it (createBucket). Points this process's SDK client at it (the client reads the
 * environment once). Child processes get `server.env`; `stop()` stops only a server started here.
 */
export async function startFakeS3() {
  const shared = process.env.TEST_S3_ENDPOINT;
  const server = shared ? runningS3Server(shared) : await startS3Server();
  Object.assign(process.env, server.env);
  return server;
}

let buckets = 0;
/** This process's part of its buckets' names: unique among the processes that share a server (a pid can come again within a run). */
const processTag = randomBytes(4).toString('hex');

/** A new empty bucket; returns its name. */
export async function createBucket(name = `site-${processTag}-${++buckets}`) {
  const { CreateBucketCommand } = await s3Sdk();
  await (await bucketClient()).send(new CreateBucketCommand({ Bucket: name }));
  return name;
}

/**
 * A bucket holding the scratch deploy of fakeDeploy (v1 of every remote live) under `prefix`;
 * with `shell`, fakeShellDeploy's (the stand-in shell v1 recorded live as well).
 * @returns {Promise<{ address: string, target: import('../deploy-target.mjs').DeployTarget, entries: Record<string, object>, folder: string }>}
 */
export async function fakeBucketDeploy(parent, { prefix = 'prod', shell = false } = {}) {
  const bucket = await createBucket();
  const { dir: folder, entries } = shell ? fakeShellDeploy(parent) : fakeDeploy(parent);
  const address = `s3://${bucket}/${prefix}`;
  const target = openDeployTarget(address);
  await target.withTurn('a test deploy', (dir) => cpSync(folder, dir, { recursive: true }));
  return { address, target, entries, folder: path.resolve(folder) };
}

/**
 * Lets an edge read a bucket deploy anonymously, with the policy the deploy wrote in
 * edge/bucket-policy.json (deploy/edge-config.mjs): shell/ and cdn/, nothing else.
 */
export async function applyEdgePolicy(address) {
  const { bucket, prefix } = parseBucketAddress(address);
  const policy = await getObject(bucket, `${prefix}edge/bucket-policy.json`);
  if (!policy) throw new Error(`${address} has no edge/bucket-policy.json: deploy it first (npm run deploy).`);
  const { PutBucketPolicyCommand } = await s3Sdk();
  await (await bucketClient()).send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: policy.body.toString('utf8') }));
}
