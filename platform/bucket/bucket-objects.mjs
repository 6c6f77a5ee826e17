/**
 * The object operations a deploy makes in a bucket, each with the guarantee the deploy folder
 * gives by its file system:
 *   putImmutable  a version's file: written only where no object is (If-None-Match: *); the same
 *                 bytes again are a no-op, other bytes under the same key an error
 *   putLive       a live file (the pointer, the HTML, a history): replaced whole, and with
 *                 `ifMatch` only if nobody replaced it since it was read (a compare-and-swap)
 * and each object gets its Content-Type and the Cache-Control the edge keeps it by
 * (object-headers.mjs).
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { bucketClient } from './bucket-address.mjs';
import { objectHeaders } from './object-headers.mjs';

/** A conditional write the store refused: someone else wrote that key since. */
export class PreconditionFailed extends Error {
  name = 'PreconditionFailed';
}

const status = (error) => error?.$metadata?.httpStatusCode;
const missing = (error) => error?.name === 'NoSuchKey' || error?.name === 'NotFound' || status(error) === 404;
const refused = (error) => error?.name === 'PreconditionFailed' || status(error) === 412;

/** What a store's error means for a person: the bucket, the key and what to check. */
export function describeBucketError(error, { bucket, key }) {
  const where = `s3://${bucket}/${key ?? ''}`;
  if (error?.name === 'NoSuchBucket') return `The bucket ${bucket} does not exist (or this account cannot see it).`;
  if (status(error) === 403 || error?.name === 'AccessDenied') return `Access to ${where} was denied: check the credentials (AWS_ACCESS_KEY_ID, AWS_PROFILE) and the bucket's policy.`;
  const code = error?.cause?.code ?? error?.code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || error?.name === 'TimeoutError') return `The object store did not answer for ${where} (${code ?? error.name}): check AWS_ENDPOINT_URL_S3 and the network.`;
  return `${where}: ${error?.message ?? error}`;
}

async function send(command, where) {
  try {
    return await bucketClient().send(command);
  } catch (error) {
    if (missing(error) || refused(error)) throw error;
    throw new Error(describeBucketError(error, where), { cause: error });
  }
}

/**
 * An object's bytes and ETag, or null when there is none.
 * @returns {Promise<{ body: Buffer, etag: string } | null>}
 */
export async function getObject(bucket, key) {
  try {
    const answer = await send(new GetObjectCommand({ Bucket: bucket, Key: key }), { bucket, key });
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
    const page = await send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }), { bucket, key: prefix });
    for (const { Key, ETag, LastModified } of page.Contents ?? []) objects.push({ key: Key, etag: ETag, lastModified: LastModified });
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

/**
 * Writes a version's file once. Returns 'added' or 'same'; throws when another file is there
 * under that key: a version never changes.
 */
export async function putImmutable(bucket, key, body) {
  try {
    await send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, IfNoneMatch: '*', ...objectHeaders(key) }), { bucket, key });
    return 'added';
  } catch (error) {
    if (!refused(error)) throw error;
  }
  const there = await getObject(bucket, key);
  if (there && Buffer.compare(there.body, Buffer.from(body)) === 0) return 'same';
  throw new Error(`Refused to upload s3://${bucket}/${key}: a file with other bytes is there already, and a published version never changes. A build whose files differ has another content hash; was the version's folder edited by hand?`);
}

/**
 * Replaces a live object. `ifMatch`: the ETag it had when read (null: it must not exist), the
 * write refused with PreconditionFailed when it changed since. Returns the new ETag.
 * @param {string} bucket
 * @param {string} key
 * @param {string | Buffer} body
 * @param {{ ifMatch?: string | null }} [options]
 */
export async function putLive(bucket, key, body, { ifMatch } = {}) {
  const condition = ifMatch === undefined ? {} : ifMatch === null ? { IfNoneMatch: '*' } : { IfMatch: ifMatch };
  try {
    const answer = await send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ...condition, ...objectHeaders(key) }), { bucket, key });
    return answer.ETag;
  } catch (error) {
    if (refused(error) || (ifMatch && missing(error))) throw new PreconditionFailed(`s3://${bucket}/${key} changed since it was read.`, { cause: error });
    throw error;
  }
}

/** Copies an object within the bucket, with the headers its new key gets. */
export async function copyObject(bucket, from, to) {
  await send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${encodeURI(from)}`, MetadataDirective: 'REPLACE', ...objectHeaders(to) }), { bucket, key: to });
}

/** Deletes an object (gone already is fine); with `ifMatch`, only if it is still that version. */
export async function deleteObject(bucket, key, { ifMatch } = {}) {
  try {
    await send(new DeleteObjectCommand({ Bucket: bucket, Key: key, ...(ifMatch ? { IfMatch: ifMatch } : {}) }), { bucket, key });
  } catch (error) {
    if (missing(error)) return;
    if (refused(error)) throw new PreconditionFailed(`s3://${bucket}/${key} changed since it was read.`, { cause: error });
    throw error;
  }
}
