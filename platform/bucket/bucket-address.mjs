/**
 * A deploy in an S3-compatible bucket, named as `s3://BUCKET/PREFIX` wherever a command takes
 * `--to DIR`, and the client that reaches it. The client is the AWS SDK for JavaScript v3 with
 * its usual configuration: credentials and region from the environment or ~/.aws, and
 * `AWS_ENDPOINT_URL_S3` (or `AWS_ENDPOINT_URL`) for another S3-compatible store, such as the
 * moto server the suite starts on loopback.
 */
import { S3Client } from '@aws-sdk/client-s3';

/** Bucket names as S3 allows them (3-63 characters, lower case, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A prefix's segments: no empty, "." or ".." segment, nothing a URL or a key would read otherwise. */
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether a `--to` value names a bucket rather than a folder. */
export function isBucketAddress(to) {
  return typeof to === 'string' && to.startsWith('s3://');
}

/**
 * `s3://site/prod` as `{ bucket: 'site', prefix: 'prod/', address: 's3://site/prod' }`; throws a
 * message that says what a valid address looks like.
 * @param {string} to
 * @returns {{ bucket: string, prefix: string, address: string }}
 */
export function parseBucketAddress(to) {
  const rest = to.slice('s3://'.length);
  const [bucket, ...segments] = rest.split('/');
  const prefixSegments = segments.filter((segment, index) => segment !== '' || index < segments.length - 1);
  const example = 'Give it as s3://BUCKET/PREFIX, for example s3://site/prod.';
  if (!BUCKET_NAME.test(bucket ?? '')) throw new Error(`"${to}" names no valid bucket (3 to 63 lower-case letters, digits, dots or hyphens). ${example}`);
  const bad = prefixSegments.find((segment) => !PREFIX_SEGMENT.test(segment) || segment === '..');
  if (bad !== undefined) throw new Error(`"${to}" has a prefix segment "${bad}" that is not a folder name (letters, digits, ".", "_" or "-", not empty and not ".."). ${example}`);
  const prefix = prefixSegments.length ? `${prefixSegments.join('/')}/` : '';
  return { bucket, prefix, address: `s3://${bucket}/${prefix.replace(/\/$/, '')}` };
}

let client;

/**
 * The one S3 client of a run. An endpoint set for an S3-compatible store is addressed by path
 * (http://host/BUCKET/KEY): such stores, moto among them, seldom have a host name per bucket.
 */
export function bucketClient() {
  if (client) return client;
  // The SDK warns on every run under Node.js 20 that versions published after January 2027 will
  // need Node.js 22; the version package-lock.json pins works on 20 (.nvmrc), so the warning
  // would only bury the command's own output. Its documented switch, unless set otherwise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL;
  client = new S3Client({
    region: process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: Boolean(endpoint),
    // Two tries are enough to ride out a dropped connection; a store that is down is said soon.
    maxAttempts: 2,
  });
  return client;
}
