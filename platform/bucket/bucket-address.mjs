/**
 * A deploy in an S3-compatible bucket, named as `s3://BUCKET/PREFIX` wherever a command takes
 * `--to DIR`, and the client that reaches it. The client is the AWS SDK for JavaScript v3 with
 * its usual configuration: credentials and region from the environment or ~/.aws, and
 * `AWS_ENDPOINT_URL_S3` (or `AWS_ENDPOINT_URL`) for another S3-compatible store, such as the
 * moto server the suite starts on loopback.
 *
 * The SDK is imported at a run's first request, not with this module: every command that writes
 * a deploy imports this folder, and most of their runs (and of the tests' processes) write a
 * folder, for which loading the SDK cost a tenth of a second of CPU each, for nothing.
 */

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

/** @type {Promise<typeof import('@aws-sdk/client-s3')> | undefined} */
let sdk;
/** @type {import('@aws-sdk/client-s3').S3Client | undefined} */
let client;

/** The AWS SDK's S3 module (@aws-sdk/client-s3), imported once, at the first call: its client and its commands. */
export function s3Sdk() {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
}

/**
 * How long one attempt of a request may take before the SDK abandons it and tries again
 * (BUCKET_REQUEST_TIMEOUT_S, default 20 s: a 2 MB file over a 1 Mbit/s line takes 16 s). A hung
 * request would otherwise hang the release, its lease with it.
 */
export const REQUEST_TIMEOUT_MS = Number(process.env.BUCKET_REQUEST_TIMEOUT_S) * 1000 || 20_000;
/** Tries of each request: the SDK's default. A lost answer is read back, not guessed (bucket-objects.mjs). */
export const MAX_ATTEMPTS = 3;

/**
 * S3 answers 409 ConditionalRequestConflict when two conditional writes of one key cross, and
 * asks the client to retry ("On a 409 failure you should retry the upload": the IfMatch and
 * IfNoneMatch fields of PutObjectRequest and CopyObjectRequest, @aws-sdk/client-s3). The SDK's
 * standard retry strategy retries throttling and transient errors only (@smithy/core/retry,
 * getRetryErrorType: a 409 is a CLIENT_ERROR), so this middleware marks that one answer
 * retryable with the error trait the strategy honours ($retryable), and the SDK's own retries,
 * backoff and attempt count do the rest: nothing is retried by hand.
 */
function retryConflicts(next) {
  return async (args) => {
    try {
      return await next(args);
    } catch (error) {
      if (error?.$metadata?.httpStatusCode === 409 && error.name === 'ConditionalRequestConflict') error.$retryable = { throttling: false };
      throw error;
    }
  };
}

/**
 * The one S3 client of a run, made at its first request (hence a promise: the SDK is imported
 * then). An endpoint set for an S3-compatible store is addressed by path (http://host/BUCKET/KEY):
 * such stores, moto among them, seldom have a host name per bucket.
 * Every request has a timeout (REQUEST_TIMEOUT_MS; a lease's own are shorter, bucket-lock.mjs)
 * through the SDK's documented request handler options, given as a plain object
 * (aws-sdk-js-v3, supplemental-docs/CLIENTS.md, its section "Request Handler"): requestTimeout with
 * throwOnRequestTimeout (without it the handler only warns), socketTimeout for an answer whose
 * body stalls after its headers came, connectionTimeout for a store that never accepts.
 */
export async function bucketClient() {
  const { S3Client } = await s3Sdk();
  // Created once: callers that awaited the import together find it made by the first.
  if (client) return client;
  // The SDK warns on every run under Node.js 20 that versions published after January 2027 will
  // need Node.js 22; the version package-lock.json pins works on 20 (.nvmrc), so the warning
  // would only bury the command's own output. Its documented switch, unless set otherwise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL;
  client = new S3Client({
    region: process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: Boolean(endpoint),
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: {
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      socketTimeout: REQUEST_TIMEOUT_MS,
      connectionTimeout: Math.min(5000, REQUEST_TIMEOUT_MS),
    },
  });
  // Inside the retry middleware (finalizeRequest, high priority), so its answer is what the retries see.
  client.middlewareStack.add(retryConflicts, { step: 'finalizeRequest', priority: 'low', name: 'retryConditionalRequestConflict' });
  return client;
}
