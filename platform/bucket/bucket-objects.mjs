/**
 * The object operations a deploy makes in a bucket, each with the guarantee the deploy folder
 * gives by its file system:
 *   putImmutable  a version's file: written only where no object is (If-None-Match: *); the same
 *                 bytes again are a no-op, other bytes under the same key an error
 *   putLive       a live file, replaced whole; with `ifMatch` only if nobody replaced it since it
 *                 was read (a compare-and-swap; null: only if there is none)
 *   copyObject    a staged file copied over a live one, on the same conditions, and only while
 *                 the staged file is there (bucket-copy.mjs: the fence of a push)
 * and each object gets its Content-Type and the Cache-Control the edge keeps it by
 * (object-headers.mjs).
 *
 * A conditional write whose answer is lost (the connection dropped after the store wrote it,
 * the SDK's retry then met 412, or every try timed out) is read back, never guessed: the object
 * holding this write's bytes means it was made (every body a run writes under a condition is its
 * own: a lease and a plan carry the run's id, a staged file is compared by its SHA-256), other
 * bytes mean another writer's won. 409 ConditionalRequestConflict is retried by the SDK
 * (bucket-address.mjs).
 */
import { createHash } from 'node:crypto';
import { bucketClient, s3Sdk } from './bucket-address.mjs';
import { objectHeaders } from './object-headers.mjs';

/** A conditional write the store refused: someone else wrote that key since. `current`: what is there now, read back. */
export class PreconditionFailed extends Error {
  name = 'PreconditionFailed';
  /** @type {{ body: Buffer, etag: string } | null | undefined} */
  current;
}

/** A copy whose staged source is gone: whoever finished or abandoned the push deleted it (bucket-copy.mjs). */
export class SourceGone extends Error {
  name = 'SourceGone';
}

const status = (error) => error?.$metadata?.httpStatusCode;
const missing = (error) => error?.name === 'NoSuchKey' || error?.name === 'NotFound' || status(error) === 404;
const refused = (error) => error?.name === 'PreconditionFailed' || status(error) === 412;
/** No answer, or one that says nothing of whether the write was made: a dropped connection, a timeout, a 5xx after every try. */
const uncertain = (error) => error?.uncertain === true;

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** What a store's error means for a person: the bucket, the key and what to check. */
export function describeBucketError(error, { bucket, key }) {
  const where = `s3://${bucket}/${key ?? ''}`;
  if (error?.name === 'NoSuchBucket') return `The bucket ${bucket} does not exist (or this account cannot see it).`;
  if (status(error) === 403 || error?.name === 'AccessDenied') return `Access to ${where} was denied: check the credentials (AWS_ACCESS_KEY_ID, AWS_PROFILE) and the bucket's policy.`;
  const code = error?.cause?.code ?? error?.code;
  if (status(error) === undefined || error?.name === 'TimeoutError') {
    return `The object store did not answer for ${where} (${code ?? error?.name ?? 'no answer'}, after ${error?.$metadata?.attempts ?? 1} tries): check AWS_ENDPOINT_URL_S3 and the network.`;
  }
  return `${where}: ${error?.message ?? error} (${status(error)})`;
}

/**
 * Sends the command `make(sdk)` builds from the SDK's S3 module (imported at the first request:
 * bucket-address.mjs). `timeoutMs`: this request's own timeout, shorter than the client's (a
 * lease's requests: bucket-lock.mjs).
 * @param {(sdk: typeof import('@aws-sdk/client-s3')) => any} make
 */
async function send(make, where, { timeoutMs } = {}) {
  const command = make(await s3Sdk());
  try {
    // The SDK passes a request's options to its request handler (HttpHandlerOptions.requestTimeout).
    return await (await bucketClient()).send(command, timeoutMs ? { requestTimeout: timeoutMs } : undefined);
  } catch (error) {
    if (missing(error) || refused(error)) throw error;
    const wrapped = new Error(describeBucketError(error, where), { cause: error });
    // A 5xx or no answer at all: the write may have been made.
    Object.assign(wrapped, { uncertain: status(error) === undefined || status(error) >= 500 });
    throw wrapped;
  }
}

/**
 * An object's bytes and ETag, or null when there is none.
 * @returns {Promise<{ body: Buffer, etag: string } | null>}
 */
export async function getObject(bucket, key, { timeoutMs } = {}) {
  try {
    const answer = await send((sdk) => new sdk.GetObjectCommand({ Bucket: bucket, Key: key }), { bucket, key }, { timeoutMs });
    return { body: Buffer.from(await answer.Body.transformToByteArray()), etag: answer.ETag };
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/**
 * Every key under `prefix`, with its ETag and when it was written.
 * @returns {Promise<{ key: string, etag: string, lastModified: Date }[]>}
 */
export async function listObjects(bucket, prefix) {
  const objects = [];
  let ContinuationToken;
  do {
    const page = await send((sdk) => new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }), { bucket, key: prefix });
    for (const { Key, ETag, LastModified } of page.Contents ?? []) objects.push({ key: Key, etag: ETag, lastModified: LastModified });
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

/**
 * After a conditional write refused or unanswered: the object as it is now, and whether it holds
 * `matches` (this write's bytes). Throws the write's own error when the store still does not answer.
 */
async function readBack(bucket, key, matches, error, { timeoutMs } = {}) {
  let current;
  try {
    current = await getObject(bucket, key, { timeoutMs });
  } catch {
    throw error;
  }
  return { current, ours: Boolean(current && matches(current.body)) };
}

/**
 * Writes a version's file once. Returns 'added' or 'same'; throws when another file is there
 * under that key: a version never changes.
 */
export async function putImmutable(bucket, key, body) {
  const bytes = Buffer.from(body);
  const same = (there) => Buffer.compare(there, bytes) === 0;
  try {
    await send((sdk) => new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, IfNoneMatch: '*', ...objectHeaders(key) }), { bucket, key });
    return 'added';
  } catch (error) {
    if (!refused(error) && !uncertain(error)) throw error;
    const { current, ours } = await readBack(bucket, key, same, error);
    // Unanswered and there with these bytes: this write (or an identical one) made it.
    if (ours) return refused(error) ? 'same' : 'added';
    if (!current) throw error;
  }
  throw new Error(`Refused to upload s3://${bucket}/${key}: a file with other bytes is there already, and a published version never changes. A build whose files differ has another content hash; was the version's folder edited by hand?`);
}

/**
 * Replaces a live object. `ifMatch`: the ETag it had when read (null: it must not exist), the
 * write refused with PreconditionFailed when it changed since; a refusal or a lost answer is
 * read back, and the object holding these very bytes is this write, made. Returns the new ETag.
 * @param {string} bucket
 * @param {string} key
 * @param {string | Buffer} body
 * @param {{ ifMatch?: string | null, timeoutMs?: number }} [options]
 */
export async function putLive(bucket, key, body, { ifMatch, timeoutMs } = {}) {
  const bytes = Buffer.from(body);
  const condition = ifMatch === undefined ? {} : ifMatch === null ? { IfNoneMatch: '*' } : { IfMatch: ifMatch };
  try {
    const answer = await send((sdk) => new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ...condition, ...objectHeaders(key) }), { bucket, key }, { timeoutMs });
    return answer.ETag;
  } catch (error) {
    const conditional = ifMatch !== undefined;
    if (!conditional && !uncertain(error)) throw error;
    if (!(refused(error) || uncertain(error) || (ifMatch && missing(error)))) throw error;
    const { current, ours } = await readBack(bucket, key, (there) => Buffer.compare(there, bytes) === 0, error, { timeoutMs });
    if (ours) return current.etag;
    // Unanswered, and the object as the condition expects it: this write was not made (yet).
    const unchanged = ifMatch === null ? !current : current?.etag === ifMatch;
    if (!conditional || (uncertain(error) && unchanged)) throw error;
    throw Object.assign(new PreconditionFailed(`s3://${bucket}/${key} changed since it was read.`, { cause: error }), { current });
  }
}

/**
 * Copies `from` over `to` within the bucket, with the headers `to` gets: `ifMatch` the ETag `to`
 * had when read (null: only where there is none), `sha` the SHA-256 of `from`'s bytes, which a
 * refused or unanswered copy is read back against. Throws SourceGone when `from` is not there
 * (and `to` does not hold its bytes already), PreconditionFailed when `to` holds other bytes.
 * A store that ignores the destination's conditions on a copy (moto's server does) still gets
 * the copy only while its source is there.
 * @param {string} bucket
 * @param {string} from
 * @param {string} to
 * @param {{ ifMatch?: string | null, sha: string }} options
 */
export async function copyObject(bucket, from, to, { ifMatch, sha }) {
  const condition = ifMatch === undefined ? {} : ifMatch === null ? { IfNoneMatch: '*' } : { IfMatch: ifMatch };
  try {
    await send((sdk) => new sdk.CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${encodeURI(from)}`, MetadataDirective: 'REPLACE', ...condition, ...objectHeaders(to) }), { bucket, key: to });
    return;
  } catch (error) {
    if (!(refused(error) || uncertain(error) || missing(error))) throw error;
    const { current, ours } = await readBack(bucket, to, (there) => sha256(there) === sha, error);
    if (ours) return;
    if (uncertain(error)) throw error;
    if (missing(error) && !(await getObject(bucket, from))) throw new SourceGone(`The staged s3://${bucket}/${from} is gone.`, { cause: error });
    throw Object.assign(new PreconditionFailed(`s3://${bucket}/${to} changed since it was read.`, { cause: error }), { current });
  }
}

/** Deletes an object (gone already is fine); with `ifMatch`, only if it is still that version. */
export async function deleteObject(bucket, key, { ifMatch, timeoutMs } = {}) {
  try {
    await send((sdk) => new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key, ...(ifMatch ? { IfMatch: ifMatch } : {}) }), { bucket, key }, { timeoutMs });
  } catch (error) {
    if (missing(error)) return;
    if (refused(error)) throw new PreconditionFailed(`s3://${bucket}/${key} changed since it was read.`, { cause: error });
    throw error;
  }
}
