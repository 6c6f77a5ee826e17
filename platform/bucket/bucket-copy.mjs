/**
 * A run's working copy of a deploy that lives in a bucket. The release, the rollback, the
 * prerender and a whole-site deploy are written for a folder, and stay so: holding the bucket's
 * lease (bucket-lock.mjs), a run pulls the deploy into a fresh folder, works on it exactly as on
 * a deploy folder, and pushes back what changed.
 *
 * The push is a transaction, because an object store writes one object at a time, and it is
 * fenced by the lease, because a holder can be paused (a stalled VM, SIGSTOP) past its lease
 * and wake up after another run took it over:
 *   1. new version files go up (If-None-Match: *): immutable, and nothing points at them yet;
 *   2. the plan, `.push.json` (If-None-Match: *): what to write, each file's SHA-256 and the
 *      ETag it had when pulled, what to delete, the run's holder id and generation;
 *   3. every live file that changed is staged under `.push/<id>/`;
 *   4. the commit: the plan's id written into the lease with If-Match on the holder's ETag
 *      (bucket-lock.mjs), which a holder whose lease was taken over cannot make. Before it, the
 *      pointer (remotes.json) is read again: moved by a writer without the lease, the push is
 *      abandoned and nothing a visitor reads has changed (PointerChanged);
 *   5. the pointer, the histories, then every other file, each copied from its staged file
 *      with If-Match on the ETag it was pulled with (If-None-Match: * for a new one), then the
 *      deletions (If-Match), then the plan and last its staging are deleted.
 * A copy succeeds only while its staged source is there, and the run that takes a lease over
 * deletes the staging of the plan it finishes or abandons, so a paused holder's late writes
 * fail; it also renews (confirms) its lease before each write it makes once a renewal interval
 * has passed. Each write whose answer is lost is read back (bucket-objects.mjs).
 *
 * The next run's pull settles a plan it finds before it reads anything: committed (the lease it
 * took over names it), it is finished from its staged files, and a file whose staged copy is
 * gone counts as written when the live one has the staged bytes; not committed, it is abandoned,
 * its staging deleted: nothing of it was live. Either way it says so, and no stack trace blocks
 * a later command. Readers never see a half-written object: each object is replaced whole.
 *
 * Version files are cached between runs on this machine (they never change), so a pull
 * downloads only the live files and the versions it has not seen. The shell's frame renderer
 * (static-frame.cjs) is code: it never goes up and is never pulled; the copy gets the one of the
 * live shell from this machine's own builds (trusted-renderers below), so nothing the bucket
 * holds runs here.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crashPoint } from '../cli/index.mjs';
import { contentAddress, insideFolder } from '../deploy/index.mjs';
import { IMMUTABLE } from '../deploy/server/index.mjs';
import { readShellRecord } from '../deploy/shell/index.mjs';
import { copyObject, deleteObject, getObject, listObjects, PreconditionFailed, putImmutable, putLive, sha256, SourceGone } from './bucket-objects.mjs';
import { LeaseLost } from './bucket-lock.mjs';
import { writeFileAtomically } from '../html/index.mjs';
import { cacheControlOf } from './object-headers.mjs';
import { FILES, buildFolderOf, cacheDir as repositoryCache } from '../workspace/index.js';

/** The pointer: remotes.json in the deploy's shell folder. */
const POINTER = path.posix.join('shell', FILES.pointer);
const PLAN = '.push.json';
const STAGING = '.push/';

/**
 * What stays on the machine: the lease's and the folder lock's files, a push's plan and
 * staging, a gate's report, nginx's configuration for serving a folder (an edge serves a bucket:
 * edge/), the precompressed copies (an edge compresses what it serves; the folder's copies are
 * for nginx's gzip_static), and the shell's frame renderer, which is code.
 */
const LOCAL_ONLY = new RegExp(`^(\\.deploy\\.lock|\\.deploy-lock\\.json|\\.push(\\.json|/)|gate/|nginx/|frame/)|(^|/)${FILES.frameRenderer.replaceAll('.', '\\.')}$|\\.(gz|br|tmp)$`);

/** A pointer that changed in the bucket while this run held the lease: its switch is not made. */
export class PointerChanged extends Error {
  name = 'PointerChanged';
}

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

/**
 * The shell's frame renderers this machine trusts: each copied from a build made here (the
 * shell a deploy or a release takes from this checkout), by the version (content address) of the
 * shell it belongs to, in the repository's own cache (not a shared temporary folder).
 */
const trustedRenderer = (version) => path.join(repositoryCache, 'frame-renderers', `${version}.cjs`);

/** Keeps a renderer from a build made here as the trusted one of shell `version`. */
export function trustRenderer(version, bytes) {
  if (!existsSync(trustedRenderer(version))) writeFileAtomically(trustedRenderer(version), bytes);
}

/** The renderer of shell `version` from this machine's builds, or null. */
function localRenderer(version) {
  if (existsSync(trustedRenderer(version))) return trustedRenderer(version);
  const built = buildFolderOf('shell');
  if (existsSync(path.join(built, FILES.frameRenderer)) && existsSync(path.join(built, 'index.html')) && contentAddress(built) === version) {
    writeFileAtomically(trustedRenderer(version), readFileSync(path.join(built, FILES.frameRenderer)));
    return trustedRenderer(version);
  }
  return null;
}

/**
 * Puts into a pulled copy the renderers of its shell versions that this machine has from its own
 * builds: the live one's as frame/ (which every switch renders the first paint with) and each
 * kept version's in its folder (which a shell's stage and switch copy). Says when the live
 * shell's is not here: the static frame then keeps the header links it has until a run that has it.
 */
function placeRenderers(dir) {
  const live = readShellRecord(dir).live?.version;
  const versionsDir = path.join(dir, 'releases', 'shell');
  const versions = existsSync(versionsDir) ? readdirSync(versionsDir).filter((name) => /^[0-9a-f]{12}$/.test(name)) : [];
  for (const version of versions) {
    const renderer = localRenderer(version);
    if (renderer) copyFileSync(renderer, path.join(versionsDir, version, FILES.frameRenderer));
  }
  if (!live) return;
  const renderer = localRenderer(live);
  if (renderer) {
    mkdirSync(path.join(dir, 'frame'), { recursive: true });
    copyFileSync(renderer, path.join(dir, 'frame', FILES.frameRenderer));
  } else {
    console.log(`The static frame keeps the header links it has: this machine has no build of the live shell ${live} to render it with, and code from the bucket is never run here (a release or deploy of that shell from here, or its build in shell/dist, brings it).`);
  }
}

/**
 * Keeps for later runs the renderers of shell versions a run's copy holds from this machine's
 * builds (a deploy's or a shell release's): only one whose version folder, renderer included,
 * has the content hash it is named by, which a version pulled from the bucket never has (its
 * renderer is not pulled), so nothing the bucket holds is ever trusted, whatever the copy holds.
 */
function keepRenderers(dir) {
  const versionsDir = path.join(dir, 'releases', 'shell');
  for (const version of existsSync(versionsDir) ? readdirSync(versionsDir) : []) {
    const renderer = path.join(versionsDir, version, FILES.frameRenderer);
    if (/^[0-9a-f]{12}$/.test(version) && existsSync(renderer) && !existsSync(trustedRenderer(version)) && contentAddress(path.join(versionsDir, version)) === version) {
      trustRenderer(version, readFileSync(renderer));
    }
  }
}

/** A version file from the cache, else from the bucket into the cache; hard-linked into the copy. */
async function placeVersionFile(target, relative, file) {
  const cached = insideFolder(cacheDir(target), relative);
  if (!existsSync(cached)) {
    const object = await getObject(target.bucket, `${target.prefix}${relative}`);
    if (!object) throw new Error(`s3://${target.bucket}/${target.prefix}${relative} was listed and then gone: was a version deleted (npm run prune) during this run?`);
    writeFileAtomically(cached, object.body);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    linkSync(cached, file);
  } catch {
    writeFileSync(file, readFileSync(cached));
  }
}

/**
 * @typedef {object} Plan
 * @property {string} id
 * @property {string} what
 * @property {string} holder       the lease's holder id of the run that wrote it
 * @property {number} generation   that lease's generation
 * @property {string} startedAt
 * @property {{ key: string, sha: string, etag: string | null, text?: string }[]} writes  each live file, its staged
 *   bytes' SHA-256 and its ETag when pulled; the pointer and the histories (INLINE) also whole, as `text`
 * @property {{ key: string, etag: string }[]} deletes
 */

/**
 * The small JSON files a switch is made of, which the plan carries whole as well as staged: a
 * committed plan whose staging was lost (deleted by hand, a store that lost it) can still be
 * finished from the plan itself, so the pointer and the histories never disagree.
 */
const INLINE = (key) => key === POINTER || /^releases\/[^/]+\.json$/.test(key);

const ordered = (writes) =>
  // The pointer first, then the histories, as the folder's switch writes them: what the pages say follows what is recorded.
  [...writes].sort((a, b) => rank(a.key) - rank(b.key));
const rank = (key) => (key === POINTER ? 0 : key.startsWith('releases/') ? 1 : 2);

/**
 * Steps 5 of the push: copies a committed plan's staged files over the live ones, then the
 * deletions, confirming `lease` before each write (LeaseLost when it was taken over). `own`: the
 * run that made the plan, whose staging gone means the run that took its lease over finished or
 * abandoned it (LeaseLost); else the run finishing another's plan. Returns the keys it could not
 * write (their staged copy gone and the live one not what it staged).
 * @param {{ bucket: string, prefix: string }} target
 * @param {Plan} plan
 * @param {{ lease: import('./bucket-lock.mjs').Lease, own: boolean }} options
 */
async function applyPlan({ bucket, prefix }, plan, { lease, own }) {
  const staged = (relative) => `${prefix}${STAGING}${plan.id}/${relative}`;
  const unwritten = [];
  for (const { key, sha, etag, text } of ordered(plan.writes)) {
    await lease.confirm();
    if (own && key === POINTER) crashPoint('bucket-before-copy');
    try {
      await copyObject(bucket, staged(key), `${prefix}${key}`, { ifMatch: etag, sha });
    } catch (error) {
      if (error instanceof SourceGone) {
        if (own) throw new LeaseLost(`This run stalled past its lock after committing its push, and the run that took the lock over finished that push.`);
        // The run finishing another's plan, holding the lease: a file the plan carries whole is written from it.
        if (text !== undefined && sha256(Buffer.from(text)) === sha) {
          try {
            await putLive(bucket, `${prefix}${key}`, text, { ifMatch: etag });
            continue;
          } catch (refused) {
            if (!(refused instanceof PreconditionFailed)) throw refused;
          }
        }
        if (key === POINTER) throw new PointerChanged(`its staged ${POINTER} is gone and the live one is not the one it staged`);
        unwritten.push(key);
        continue;
      }
      if (!(error instanceof PreconditionFailed)) throw error;
      // Another writer's bytes there, one that does not take the lease: the pointer's decides the push; another file is left to it.
      if (key === POINTER) throw new PointerChanged(`s3://${bucket}/${prefix}${POINTER} changed in the bucket while this run held the deploy's lock (a writer that does not take it)`);
      unwritten.push(key);
    }
    if (key === POINTER) crashPoint('bucket-pointer');
  }
  for (const { key, etag } of plan.deletes) {
    await lease.confirm();
    // Only the object as it was pulled: one written since (by anyone) stays.
    await deleteObject(bucket, `${prefix}${key}`, { ifMatch: etag }).catch((error) => {
      if (!(error instanceof PreconditionFailed)) throw error;
    });
  }
  return unwritten;
}

/** Deletes a plan, then its staging: the plan first, so that a kill between leaves staging no plan names, which the next pull sweeps. */
async function dropPlan({ bucket, prefix }, { id }, planEtag) {
  await deleteObject(bucket, `${prefix}${PLAN}`, { ifMatch: planEtag }).catch((error) => {
    if (!(error instanceof PreconditionFailed)) throw error;
  });
  for (const { key } of await listObjects(bucket, `${prefix}${STAGING}${id}/`)) await deleteObject(bucket, key);
}

function readPlan(body) {
  try {
    const plan = JSON.parse(body.toString('utf8'));
    return plan && typeof plan.id === 'string' && Array.isArray(plan.writes) && plan.writes.every((write) => typeof write?.key === 'string' && typeof write.sha === 'string') ? plan : null;
  } catch {
    return null;
  }
}

/**
 * Settles the push a run left (`.push.json`) before anything is read: finished when the lease this
 * run took names it as committed, else abandoned; then deletes any staging no plan names. Says
 * what it did, and returns it: `{ finished: Plan }`, `{ abandoned: Plan | null }` or null.
 * @param {{ bucket: string, prefix: string, address?: string }} target
 * @param {import('./bucket-lock.mjs').Lease} lease  the lease this run took: its `inherited` names the push last committed
 */
export async function settlePush(target, lease) {
  const { bucket, prefix } = target;
  const found = await getObject(bucket, `${prefix}${PLAN}`);
  let settled = null;
  if (found) {
    const plan = readPlan(found.body);
    const who = plan ? `${plan.what}, begun at ${plan.startedAt}` : 'a push whose plan this version of the tool cannot read';
    if (plan && lease.inherited?.committed === plan.id) {
      try {
        const unwritten = await applyPlan(target, plan, { lease, own: false });
        console.log(`Finished first: ${who}, whose upload to the bucket was interrupted after it committed, is complete.`);
        if (unwritten.length) {
          console.log(`  Not written, their staged copies gone: ${unwritten.join(', ')}. The next release or rollback writes the files that follow remotes.json again, or now: npm run prerender -- --site ${target.address ?? `s3://${bucket}/${prefix}`}`);
        }
        settled = { finished: plan };
      } catch (error) {
        if (!(error instanceof PointerChanged)) throw error;
        console.log(`Abandoned first: ${who}, committed and interrupted, cannot be finished: ${error.message}. Nothing of it is live; remotes.json is left as it is.`);
        settled = { abandoned: plan };
      }
    } else {
      console.log(`Abandoned first: ${who}, was interrupted before it committed: nothing of it was live, and its staged files are deleted.`);
      settled = { abandoned: plan };
    }
    await dropPlan(target, plan ?? { id: '' }, found.etag);
  }
  // Staging no plan names: a push abandoned or finished by a run killed before it deleted it all, or a paused holder's late uploads.
  for (const { key } of await listObjects(bucket, `${prefix}${STAGING}`)) await deleteObject(bucket, key);
  return settled;
}

/**
 * The deploy pulled into a fresh folder: `{ dir, pulled }`, `pulled` being each key's ETag and
 * SHA-256 as read, which push() compares against. Settles a push a run left first (settlePush).
 * @param {{ bucket: string, prefix: string, address?: string }} target
 * @param {import('./bucket-lock.mjs').Lease} lease
 */
export async function pullCopy(target, lease) {
  await settlePush(target, lease);
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
      writeFileAtomically(file, object.body);
      pulled.set(relative, { etag: object.etag, sha: sha256(object.body) });
    }
  }
  placeRenderers(dir);
  return { dir, pulled };
}

/**
 * Pushes what changed in the copy since it was pulled (the transaction above). Throws
 * PointerChanged when the bucket's pointer is no longer the one pulled, LeaseLost when the lease
 * was taken over, in both cases having changed nothing live itself after the taking. Every error
 * it throws says how far the push got, as `pushed`: 'none' (nothing of it is live or will be),
 * 'committed' (the next holder finishes what it did not write), 'unknown' (the commit got no
 * answer: the next command settles it and says which).
 * @param {{ bucket: string, prefix: string }} target
 * @param {{ dir: string, pulled: Map<string, { etag: string, sha: string | null }> }} copy
 * @param {{ what: string, lease: import('./bucket-lock.mjs').Lease }} options  who pushes ("a release of contact"), recorded in the plan
 * @returns {Promise<{ uploaded: number, written: number, deleted: number, unwritten: string[] }>}
 */
export async function pushCopy(target, { dir, pulled }, { what, lease }) {
  const { bucket, prefix } = target;
  keepRenderers(dir);
  const local = filesIn(dir);
  const uploads = [];
  const writes = [];
  for (const relative of local) {
    const was = pulled.get(relative);
    if (immutable(relative)) {
      if (!was) uploads.push(relative);
      continue;
    }
    const sha = sha256(readFileSync(path.join(dir, relative)));
    if (!was || was.sha !== sha) writes.push({ key: relative, sha, etag: was?.etag ?? null, ...(INLINE(relative) ? { text: readFileSync(path.join(dir, relative), 'utf8') } : {}) });
  }
  const present = new Set(local);
  // A version file is never deleted by a push: only `npm run prune` deletes versions.
  const deletes = [...pulled].filter(([relative]) => !present.has(relative) && !immutable(relative)).map(([key, { etag }]) => ({ key, etag }));
  for (const relative of uploads) await putImmutable(bucket, `${prefix}${relative}`, readFileSync(path.join(dir, relative)));
  if (!writes.length && !deletes.length) return { uploaded: uploads.length, written: 0, deleted: 0, unwritten: [] };

  await lease.confirm();
  /** @type {Plan} */
  const plan = { id: `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`, what, holder: lease.holder, generation: lease.generation, startedAt: new Date().toISOString(), writes, deletes };
  let planEtag;
  for (let tries = 1; !planEtag; tries += 1) {
    try {
      planEtag = await putLive(bucket, `${prefix}${PLAN}`, JSON.stringify(plan, null, 2), { ifMatch: null });
    } catch (error) {
      if (!(error instanceof PreconditionFailed) || tries === 3) {
        // No plan, no commit: a plan written late, its answer lost, is abandoned by the next run.
        throw Object.assign(error instanceof PreconditionFailed ? new LeaseLost(`Another run's push is in the way in the bucket.`) : error, { pushed: 'none' });
      }
      // Another run's plan. Still this run's lease (renewed now, else LeaseLost): a holder whose
      // lease was taken over wrote it, and can never commit it, so it goes.
      try {
        await lease.confirm({ now: true });
      } catch (lost) {
        throw Object.assign(lost, { pushed: 'none' });
      }
      if (error.current) await deleteObject(bucket, `${prefix}${PLAN}`, { ifMatch: error.current.etag }).catch(() => undefined);
    }
  }
  crashPoint('bucket-planned');
  let committing = false;
  try {
    for (const { key } of writes) await putLive(bucket, `${prefix}${STAGING}${plan.id}/${key}`, readFileSync(path.join(dir, key)));
    crashPoint('bucket-staged');
    const pointer = writes.find(({ key }) => key === POINTER);
    if (pointer) {
      const now = await getObject(bucket, `${prefix}${POINTER}`);
      if ((now?.etag ?? null) !== pointer.etag) {
        throw new PointerChanged(`s3://${bucket}/${prefix}${POINTER} changed in the bucket while this run held the deploy's lock (a writer that does not take it, or a lock taken over from a run that stalled): nothing of this run is live. Run it again to work from what is live now.`);
      }
    }
    committing = true;
    await lease.commit(plan.id);
  } catch (error) {
    // Not committed: nothing of it is live. Its plan and staging go, unless the commit's answer
    // was lost (it may yet have been made: the next run reads the lease and settles the plan).
    const unknown = committing && error.uncertain && !(error instanceof LeaseLost);
    if (!unknown) await dropPlan(target, plan, planEtag).catch(() => undefined);
    throw Object.assign(error, { pushed: unknown ? 'unknown' : 'none' });
  }
  crashPoint('bucket-committed');
  let unwritten;
  try {
    unwritten = await applyPlan(target, plan, { lease, own: true });
    await dropPlan(target, plan, planEtag);
  } catch (error) {
    // Committed: the next holder finishes what is not written yet. A PointerChanged here is a
    // writer without the lease, whose pointer stays: the push is dropped, none of it written.
    if (error instanceof PointerChanged) await dropPlan(target, plan, planEtag).catch(() => undefined);
    throw Object.assign(error, { pushed: error instanceof PointerChanged ? 'none' : 'committed' });
  }
  return { uploaded: uploads.length, written: writes.length - unwritten.length, deleted: deletes.length, unwritten };
}

/**
 * A push the bucket holds unfinished, as a command tells it after it failed: who made it, and
 * whether the lease says it was committed (the next command then finishes it, else abandons it).
 * @returns {Promise<{ what: string, committed: boolean } | null>}
 */
export async function pendingPush({ bucket, prefix }) {
  const found = await getObject(bucket, `${prefix}${PLAN}`);
  if (!found) return null;
  const plan = readPlan(found.body);
  const lease = await getObject(bucket, `${prefix}.deploy.lock`);
  let committed = null;
  try {
    committed = lease && JSON.parse(lease.body.toString('utf8')).committed;
  } catch {
    // An unreadable lease names no commit.
  }
  return { what: plan?.what ?? 'a push this tool cannot read', committed: Boolean(plan && committed === plan.id) };
}

/** Removes a run's working copy. */
export function removeCopy({ dir }) {
  rmSync(dir, { recursive: true, force: true });
}
