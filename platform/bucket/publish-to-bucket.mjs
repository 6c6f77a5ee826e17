/**
 * A remote's build uploaded to its content-addressed folder in a bucket, as publishRemote
 * (deploy/publish.mjs) copies it into a deploy folder: cdn/<cdnPath><hash>/, every file written
 * only where none is (bucket-objects.mjs putImmutable), the manifest last, so that a manifest
 * found in the bucket always has its files beside it. A second upload of the same build is a
 * no-op; a different file under the same name is refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cdnPathOf, contentAddress, sriOf } from '../deploy/index.mjs';
import { putImmutable } from './bucket-objects.mjs';
import { FILES } from '../workspace/index.js';

/** The precompressed copies stay out of the bucket: an edge compresses what it serves. */
const UPLOADED = (relative) => !/\.(gz|br)$/.test(relative);
const PARALLEL = 8;

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .filter(UPLOADED)
    .sort();
}

/**
 * @param {{ bucket: string, prefix: string, address: string }} target
 * @param {string} remote
 * @param {string} buildDir
 * @param {{ cdnOrigin: string }} options  where the bucket's cdn/ is served
 */
export async function publishToBucket(target, remote, buildDir, { cdnOrigin }) {
  const hash = contentAddress(buildDir);
  const folder = `${cdnPathOf(remote)}${hash}/`;
  const keyOf = (relative) => `${target.prefix}cdn${folder}${relative}`;
  const files = filesOf(buildDir);
  const manifest = FILES.manifest;
  const rest = files.filter((relative) => relative !== manifest);
  for (let start = 0; start < rest.length; start += PARALLEL) {
    await Promise.all(rest.slice(start, start + PARALLEL).map((relative) => putImmutable(target.bucket, keyOf(relative), readFileSync(path.join(buildDir, relative)))));
  }
  const added = (await putImmutable(target.bucket, keyOf(manifest), readFileSync(path.join(buildDir, manifest)))) === 'added';
  const manifestUrl = new URL(`${folder}mf-manifest.json`, cdnOrigin).href;
  const integrity = { manifest: sriOf(path.join(buildDir, manifest)), files: sriOf(path.join(buildDir, FILES.integrityMap)) };
  return { hash, dir: `s3://${target.bucket}/${target.prefix}cdn${folder}`, manifestUrl, entry: { manifest: manifestUrl, integrity }, added };
}
