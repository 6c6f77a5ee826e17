/**
 * A run's working copy of a deploy that lives in a bucket. The release, the rollback, the
 * prerender and a whole-site deploy are written for a folder, and stay so: holding the bucket's
 * lease (bucket-lock.mjs), a run pulls the deploy into a fresh folder, works on it exactly as on
 * a deploy folder, and pushes back what changed.
 *
 * The push is a transaction, because an object store writes one object at a time:
 *   1. new version files go up as they are: they are immutable, and nothing points at them yet;
 *   2. every live file that changed is staged under `.push/<id>/`, and the plan (what to write,
 *      what to delete, the pointer's ETag as it was read) is recorded in `.push.json`;
 *   3. the pointer (remotes.json) is replaced first, with If-Match on the ETag read: the
 *      commit point. Refused, the push is abandoned (staging and plan deleted) and nothing a
 *      visitor reads has changed;
 *   4. the other live files are copied from staging, then deletions, then the staging and the
 *      plan are deleted.
 * A run killed after step 2 leaves the plan; the next run's pull finishes it first (step 3 is
 * a no-op when the pointer already holds the staged bytes), before it reads anything. Readers
 * never see a half-written object: each object is replaced whole.
 *
 * Version files are cached between runs on this machine (they never change), so a pull
 * downloads only the live files and the versions it has not seen.
 */
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crashPoint } from '../cli/index.mjs';
import { insideFolder, IMMUTABLE } from '../deploy/index.mjs';
import { copyObject, deleteObject, getObject, listObjects, PreconditionFailed, putImmutable, putLive } from './bucket-objects.mjs';
import { cacheControlOf } from './object-headers.mjs';
import { FILES } from '../workspace/index.js';

/** The pointer: remotes.json in the deploy's shell folder. */
const POINTER = path.posix.join('shell', FILES.pointer);

/**
 * What stays on the machine: the lease's and the folder lock's files, a gate's report, nginx's
 * configuration for serving a folder (an edge serves a bucket: edge/), and the precompressed
 * copies (an edge compresses what it serves; the folder's copies are for nginx's gzip_static).
 */
const LOCAL_ONLY = /^(\.deploy\.lock|\.deploy-lock\.json|\.push(\.json|\/)|gate\/|nginx\/)|\.(gz|br|tmp)$/;

/** A pointer that changed in the bucket while this run held the lease: its switch is not made. */
export class PointerChanged extends Error {
  name = 'PointerChanged';
}

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
const immutable = (relative) => cacheControlOf(relative) === IMMUTABLE;

function cacheDir({ bucket, prefix }) {
  return path.join(os.tmpdir(), 'clearsky-deploys', 'versions', bucket, prefix);
}

function filesIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !LOCAL_ONLY.test(relative))
    .sort();
}

function writeAtomically(file, bytes) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/** A version file from the cache, else from the bucket into the cache; hard-linked into the copy. */
async function placeVersionFile(target, relative, file) {
  const cached = insideFolder(cacheDir(target), relative);
  if (!existsSync(cached)) {
    const object = await getObject(target.bucket, `${target.prefix}${relative}`);
    if (!object) throw new Error(`s3://${target.bucket}/${target.prefix}${relative} was listed and then gone: was a version deleted (npm run prune) during this run?`);
    writeAtomically(cached, object.body);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    linkSync(cached, file);
  } catch {
    writeFileSync(file, readFileSync(cached));
  }
}

/**
 * Finishes the push a killed run left (`.push.json`), or nothing. Returns what it finished.
 * @param {{ bucket: string, prefix: string }} target
 */
export async function finishPush(target) {
  const plan = await getObject(target.bucket, `${target.prefix}.push.json`);
  if (!plan) return null;
  const recorded = JSON.parse(plan.body.toString('utf8'));
  await applyPlan(target, recorded);
  return recorded;
}

/**
 * The deploy pulled into a fresh folder: `{ dir, pulled }`, `pulled` being each key's ETag and
 * SHA-256 as read, which push() compares against. Finishes a push a killed run left first.
 * @param {{ bucket: string, prefix: string }} target
 */
export async function pullCopy(target) {
  const finished = await finishPush(target);
  if (finished) console.log(`Finished first: ${finished.what}, whose upload to the bucket began at ${finished.startedAt} and was interrupted, is complete.`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clearsky-deploy-'));
  const pulled = new Map();
  const objects = (await listObjects(target.bucket, target.prefix))
    .map(({ key, etag }) => ({ relative: key.slice(target.prefix.length), etag }))
    .filter(({ relative }) => relative && !LOCAL_ONLY.test(relative));
  for (const { relative, etag } of objects) {
    const file = insideFolder(dir, relative);
    if (immutable(relative)) {
      await placeVersionFile(target, relative, file);
      pulled.set(relative, { etag, sha: null });
    } else {
      const object = await getObject(target.bucket, `${target.prefix}${relative}`);
      if (!object) continue;
      writeAtomically(file, object.body);
      pulled.set(relative, { etag: object.etag, sha: sha(object.body) });
    }
  }
  return { dir, pulled };
}

/**
 * Pushes what changed in the copy since it was pulled (the transaction above). Throws
 * PointerChanged when the bucket's pointer is no longer the one pulled.
 * @param {{ bucket: string, prefix: string }} target
 * @param {{ dir: string, pulled: Map<string, { etag: string, sha: string | null }> }} copy
 * @param {{ what: string }} options  who pushes ("a release of contact"), recorded in the plan
 * @returns {Promise<{ uploaded: number, written: number, deleted: number }>}
 */
export async function pushCopy(target, { dir, pulled }, { what }) {
  const local = filesIn(dir);
  const uploads = [];
  const writes = [];
  for (const relative of local) {
    const was = pulled.get(relative);
    if (immutable(relative)) {
      if (!was) uploads.push(relative);
    } else if (!was || was.sha !== sha(readFileSync(path.join(dir, relative)))) {
      writes.push(relative);
    }
  }
  const present = new Set(local);
  // A version file is never deleted by a push: only `npm run prune` deletes versions.
  const deletes = [...pulled.keys()].filter((relative) => !present.has(relative) && !immutable(relative));
  for (const relative of uploads) await putImmutable(target.bucket, `${target.prefix}${relative}`, readFileSync(path.join(dir, relative)));
  if (!writes.length && !deletes.length) return { uploaded: uploads.length, written: 0, deleted: 0 };
  const id = `${Date.now().toString(36)}-${process.pid}`;
  for (const relative of writes) await putLive(target.bucket, `${target.prefix}.push/${id}/${relative}`, readFileSync(path.join(dir, relative)));
  const plan = { id, what, startedAt: new Date().toISOString(), writes, deletes, pointerEtag: pulled.get(POINTER)?.etag ?? null };
  // A plan of another run there means a push this run did not finish first: refused by If-None-Match.
  await putLive(target.bucket, `${target.prefix}.push.json`, JSON.stringify(plan, null, 2), { ifMatch: null });
  crashPoint('bucket-staged');
  await applyPlan(target, plan);
  return { uploaded: uploads.length, written: writes.length, deleted: deletes.length };
}

/** Steps 3 and 4: the pointer, then every other staged file, the deletions, the cleanup. */
async function applyPlan({ bucket, prefix }, { id, writes, deletes, pointerEtag }) {
  const staged = (relative) => `${prefix}.push/${id}/${relative}`;
  const cleanUp = async () => {
    for (const relative of writes) await deleteObject(bucket, staged(relative));
    await deleteObject(bucket, `${prefix}.push.json`);
  };
  if (writes.includes(POINTER)) {
    const next = await getObject(bucket, staged(POINTER));
    const now = await getObject(bucket, `${prefix}${POINTER}`);
    if (!next) throw new Error(`The staged pointer s3://${bucket}/${staged(POINTER)} is missing: the push's plan cannot be finished. Delete ${prefix}.push.json and run the release again.`);
    if (!now || Buffer.compare(now.body, next.body) !== 0) {
      try {
        await putLive(bucket, `${prefix}${POINTER}`, next.body, { ifMatch: pointerEtag });
      } catch (error) {
        if (!(error instanceof PreconditionFailed)) throw error;
        await cleanUp();
        throw new PointerChanged(`s3://${bucket}/${prefix}${POINTER} changed in the bucket while this run held the deploy's lock (a writer that does not take it, or a lock taken over from a run that stalled): nothing of this run is live. Run it again to work from what is live now.`);
      }
    }
  }
  crashPoint('bucket-pointer');
  // Histories before the HTML, as the folder writes them: what the pages say follows what is recorded.
  const order = [...writes.filter((relative) => relative !== POINTER)].sort((a, b) => Number(!a.startsWith('releases/')) - Number(!b.startsWith('releases/')));
  for (const relative of order) await copyObject(bucket, staged(relative), `${prefix}${relative}`);
  for (const relative of deletes) await deleteObject(bucket, `${prefix}${relative}`);
  await cleanUp();
}

/** Removes a run's working copy. */
export function removeCopy({ dir }) {
  rmSync(dir, { recursive: true, force: true });
}
