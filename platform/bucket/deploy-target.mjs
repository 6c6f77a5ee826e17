/**
 * What `--to` names, a deploy folder or a bucket (`s3://BUCKET/PREFIX`), behind one face for the
 * commands that write a deploy (release, rollback, prerender, a whole-site deploy, prune):
 *   label          how the output names it
 *   readDeploy()   its deploy.json (the origins it is served on), or a message saying to deploy first
 *   publish()      a remote's build uploaded to its content-addressed folder, outside any turn
 *   withTurn()     runs work(dir) as the deploy's one writer, on the folder itself or on a
 *                  working copy of the bucket (bucket-copy.mjs), pushed back when work ends
 *   versions()     every remote version in it, with when it was uploaded (npm run prune)
 *   removeVersion()  deletes one, its manifest first (a version without it is found by nobody)
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { withDeployLock, cdnPathOf, deployPaths, publishRemote, readDeploy as readDeployFolder, insideFolder } from '../deploy/index.mjs';
import { REMOTES, FILES } from '../workspace/index.js';
import { isBucketAddress, parseBucketAddress } from './bucket-address.mjs';
import { withBucketLock } from './bucket-lock.mjs';
import { pullCopy, pushCopy, removeCopy } from './bucket-copy.mjs';
import { deleteObject, getObject, listObjects } from './bucket-objects.mjs';
import { publishToBucket } from './publish-to-bucket.mjs';

/**
 * @typedef {object} DeployTarget
 * @property {'folder' | 'bucket'} kind
 * @property {string} label
 * @property {string | undefined} dir  the folder (a folder deploy only)
 * @property {{ bucket: string, prefix: string, address: string } | undefined} bucket
 * @property {() => Promise<{ siteOrigin: string | null, cdnOrigin: string, bucket?: string }>} readDeploy
 * @property {(remote: string, buildDir: string, options: { cdnOrigin: string }) => Promise<ReturnType<typeof publishRemote>>} publish
 * @property {<T>(what: string, work: (dir: string) => Promise<T> | T) => Promise<T>} withTurn
 * @property {() => Promise<Version[]>} versions
 * @property {(version: Version) => Promise<void>} removeVersion
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
      withTurn: (what, work) => withDeployLock(dir, what, () => work(dir)),
      versions: async () => folderVersions(dir),
      removeVersion: async ({ folder }) => {
        const versionDir = insideFolder(deployPaths(dir).cdnDir, folder);
        rmSync(path.join(versionDir, FILES.manifest), { force: true });
        rmSync(versionDir, { recursive: true, force: true });
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
    withTurn: (what, work) =>
      withBucketLock(bucket, what, async () => {
        const copy = await pullCopy(bucket);
        try {
          // Pushed whether work ended well or not: a step it left half done is in its journal
          // (switch.json), which the next run finishes, as in a folder.
          let result;
          try {
            result = await work(copy.dir);
          } finally {
            await pushCopy(bucket, copy, { what });
          }
          return result;
        } finally {
          removeCopy(copy);
        }
      }),
    versions: () => bucketVersions(bucket),
    removeVersion: (version) => removeBucketVersion(bucket, version),
  };
}
