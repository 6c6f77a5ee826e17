/**
 * What `--to` names, a deploy folder or a bucket (`s3://BUCKET/PREFIX`), behind one face for the
 * commands that write a deploy (release, rollback, prerender, a whole-site deploy, prune):
 *   label          how the output names it
 *   readDeploy()   its deploy.json (the origins it is served on), or a message saying to deploy first
 *   publish()      a remote's build uploaded to its content-addressed folder, outside any turn
 *   publishShell() the same for a shell build, to releases/shell/<hash>/
 *   urlMode()      the URL mode the live shell runs in ("hash" or "path")
 *   withTurn()     runs work(dir, turn) as the deploy's one writer, on the folder itself or on a
 *                  working copy of the bucket (bucket-copy.mjs), pushed back when work ends;
 *                  turn.confirm() throws when the turn was lost (a bucket's lease taken over)
 *                  before a write work makes to the deploy itself (prune's deletions)
 *   versions()     every remote version in it, with when it was uploaded (npm run prune)
 *   removeVersion()  deletes one, its manifest first (a version without it is found by nobody)
 *   liveState()    what is live now (remotes.json, the shell's version) and a switch or push left
 *                  unfinished: what a command says after it failed, read from the deploy itself
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { withDeployLock, cdnPathOf, deployPaths, publishRemote, readDeploy as readDeployFolder, readRemotesJson, insideFolder } from '../deploy/index.mjs';
import { deployUrlMode, publishShell, readShellRecord, urlModeOf } from '../deploy/shell/index.mjs';
import { pendingSwitch } from '../deploy/switch/index.mjs';
import { REMOTES, FILES } from '../workspace/index.js';
import { isBucketAddress, parseBucketAddress } from './bucket-address.mjs';
import { withBucketLock } from './bucket-lock.mjs';
import { pendingPush, pullCopy, pushCopy, removeCopy } from './bucket-copy.mjs';
import { deleteObject, getObject, listObjects } from './bucket-objects.mjs';
import { publishShellToBucket, publishToBucket } from './publish-to-bucket.mjs';

/**
 * @typedef {object} DeployTarget
 * @property {'folder' | 'bucket'} kind
 * @property {string} label
 * @property {string | undefined} dir  the folder (a folder deploy only)
 * @property {{ bucket: string, prefix: string, address: string } | undefined} bucket
 * @property {() => Promise<{ siteOrigin: string | null, cdnOrigin: string, bucket?: string }>} readDeploy
 * @property {(remote: string, buildDir: string, options: { cdnOrigin: string }) => Promise<ReturnType<typeof publishRemote>>} publish
 * @property {(buildDir: string) => Promise<{ version: string, dir: string, added: boolean }>} publishShell
 * @property {() => Promise<'hash' | 'path'>} urlMode
 * @property {<T>(what: string, work: (dir: string, turn: { confirm: () => Promise<void> }) => Promise<T> | T) => Promise<T>} withTurn
 * @property {() => Promise<Version[]>} versions
 * @property {(version: Version) => Promise<void>} removeVersion
 * @property {() => Promise<LiveState>} liveState
 * @typedef {{ remotes: Record<string, unknown>, shell: string | null, pending: { what: string, committed: boolean } | null }} LiveState
 * @typedef {{ folder: string, remote: string, uploadedAt: Date }} Version  folder: from cdn/, "/contact/0123456789ab/"
 */

/** A version's folder name: its content address. */
const VERSION = /^[0-9a-f]{12}$/;

function folderVersions(dir) {
  const { cdnDir } = deployPaths(dir);
  return REMOTES.flatMap((remote) => {
    const parent = path.join(cdnDir, cdnPathOf(remote));
    if (!existsSync(parent)) return [];
    return readdirSync(parent)
      .filter((name) => VERSION.test(name) && existsSync(path.join(parent, name, FILES.manifest)))
      .map((name) => ({ folder: `${cdnPathOf(remote)}${name}/`, remote, uploadedAt: statSync(path.join(parent, name, FILES.manifest)).mtime }));
  });
}

async function bucketVersions({ bucket, prefix }) {
  const objects = await listObjects(bucket, `${prefix}cdn/`);
  return REMOTES.flatMap((remote) =>
    objects
      .map(({ key, lastModified }) => ({ match: key.slice(`${prefix}cdn`.length).match(new RegExp(`^(${cdnPathOf(remote)}([0-9a-f]{12})/)mf-manifest\\.json$`)), lastModified }))
      .filter(({ match }) => match)
      .map(({ match, lastModified }) => ({ folder: match[1], remote, uploadedAt: lastModified })),
  );
}

async function removeBucketVersion({ bucket, prefix }, { folder }) {
  const base = `${prefix}cdn${folder}`;
  const keys = (await listObjects(bucket, base)).map(({ key }) => key);
  const manifest = `${base}mf-manifest.json`;
  for (const key of [manifest, ...keys.filter((key) => key !== manifest)]) await deleteObject(bucket, key);
}

/**
 * @param {string} to  a folder or an s3:// address (throws a message for a malformed address)
 * @returns {DeployTarget}
 */
export function openDeployTarget(to) {
  if (!isBucketAddress(to)) {
    const dir = path.resolve(to);
    return {
      kind: 'folder',
      label: dir,
      dir,
      bucket: undefined,
      readDeploy: async () => readDeployFolder(dir),
      publish: async (remote, buildDir, options) => publishRemote(dir, remote, buildDir, options),
      publishShell: async (buildDir) => publishShell(dir, buildDir),
      urlMode: async () => deployUrlMode(dir),
      withTurn: (what, work) => withDeployLock(dir, what, () => work(dir, { confirm: async () => undefined })),
      versions: async () => folderVersions(dir),
      removeVersion: async ({ folder }) => {
        const versionDir = insideFolder(deployPaths(dir).cdnDir, folder);
        rmSync(path.join(versionDir, FILES.manifest), { force: true });
        rmSync(versionDir, { recursive: true, force: true });
      },
      liveState: async () => {
        const pending = pendingSwitch(dir);
        // A switch begun is as good as made: the next run finishes it.
        return { remotes: readRemotesJson(deployPaths(dir).shellDir), shell: readShellRecord(dir).live?.version ?? null, pending: pending && { what: pending.what, committed: true } };
      },
    };
  }
  const bucket = parseBucketAddress(to);
  return {
    kind: 'bucket',
    label: bucket.address,
    dir: undefined,
    bucket,
    readDeploy: async () => {
      const object = await getObject(bucket.bucket, `${bucket.prefix}deploy.json`);
      if (!object) throw new Error(`No deploy in ${bucket.address}: deploy the whole site there once (npm run deploy -- --to ${bucket.address} --site-origin URL --cdn-origin URL).`);
      return JSON.parse(object.body.toString('utf8'));
    },
    publish: (remote, buildDir, options) => publishToBucket(bucket, remote, buildDir, options),
    publishShell: (buildDir) => publishShellToBucket(bucket, buildDir),
    urlMode: async () => {
      // A prerendered shell keeps the app's own page as app.html (deploy/shell/shell-versions.mjs deployUrlMode).
      const shellPage = (name) => getObject(bucket.bucket, `${bucket.prefix}shell/${name}`);
      const page = (await shellPage('app.html')) ?? (await shellPage('index.html'));
      if (!page) throw new Error(`No shell in ${bucket.address}: deploy the whole site there once (npm run deploy -- --to ${bucket.address} --site-origin URL --cdn-origin URL).`);
      return urlModeOf(page.body.toString('utf8'));
    },
    withTurn: (what, work) =>
      withBucketLock(bucket, what, async (lease) => {
        const copy = await pullCopy(bucket, lease);
        try {
          // Pushed whether work ended well or not: a step it left half done is in its journal
          // (switch.json), which the next run finishes, as in a folder.
          let result;
          try {
            result = await work(copy.dir, lease);
          } finally {
            await pushCopy(bucket, copy, { what, lease });
          }
          return result;
        } finally {
          removeCopy(copy);
        }
      }),
    versions: () => bucketVersions(bucket),
    removeVersion: (version) => removeBucketVersion(bucket, version),
    liveState: async () => {
      const json = async (relative, fallback) => {
        const object = await getObject(bucket.bucket, `${bucket.prefix}${relative}`);
        return object ? JSON.parse(object.body.toString('utf8')) : fallback;
      };
      const [remotes, record, pending] = await Promise.all([json(`shell/${FILES.pointer}`, {}), json('releases/shell.json', {}), pendingPush(bucket)]);
      return { remotes, shell: record?.live?.version ?? null, pending };
    },
  };
}
