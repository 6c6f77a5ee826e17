/**
 * A build uploaded to its content-addressed folder in a bucket, as the deploy folder keeps it: a
 * remote's to cdn/<cdnPath><hash>/ (deploy/publish.mjs publishRemote), the shell's to
 * releases/shell/<hash>/ (deploy/shell/shell-versions.mjs publishShell). Every file is written only
 * where none is (bucket-objects.mjs putImmutable), the file that marks the version (a remote's
 * manifest, the shell's index.html) last, so that a version found in the bucket always has its
 * files beside it; a version whose marker is there already is not uploaded again. A different
 * file under the same name is refused. The shell's frame renderer is code: it stays on this
 * machine, kept as a trusted renderer of that version (bucket-copy.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cdnPathOf, contentAddress, sriOf } from '../deploy/index.mjs';
import { getObject, putImmutable } from './bucket-objects.mjs';
import { trustRenderer } from './bucket-copy.mjs';
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
 * Uploads the files of `buildDir` under `base`, `marker` last; none when the marker is there with
 * the same bytes (the whole version went up before it). Returns whether it uploaded.
 */
async function uploadVersion(bucket, base, buildDir, marker, files = filesOf(buildDir)) {
  const there = await getObject(bucket, `${base}${marker}`);
  if (there?.body.equals(readFileSync(path.join(buildDir, marker)))) return false;
  const rest = files.filter((relative) => relative !== marker);
  for (let start = 0; start < rest.length; start += PARALLEL) {
    await Promise.all(rest.slice(start, start + PARALLEL).map((relative) => putImmutable(bucket, `${base}${relative}`, readFileSync(path.join(buildDir, relative)))));
  }
  await putImmutable(bucket, `${base}${marker}`, readFileSync(path.join(buildDir, marker)));
  return true;
}

/**
 * A remote's build uploaded to cdn/<cdnPath><hash>/, with what publishRemote returns for a folder.
 * @param {{ bucket: string, prefix: string, address: string }} target
 * @param {string} remote
 * @param {string} buildDir
 * @param {{ cdnOrigin: string }} options  where the bucket's cdn/ is served
 */
export async function publishToBucket(target, remote, buildDir, { cdnOrigin }) {
  const hash = contentAddress(buildDir);
  const folder = `${cdnPathOf(remote)}${hash}/`;
  const added = await uploadVersion(target.bucket, `${target.prefix}cdn${folder}`, buildDir, FILES.manifest);
  const manifestUrl = new URL(`${folder}mf-manifest.json`, cdnOrigin).href;
  const integrity = { manifest: sriOf(path.join(buildDir, FILES.manifest)), files: sriOf(path.join(buildDir, FILES.integrityMap)) };
  return { hash, dir: `s3://${target.bucket}/${target.prefix}cdn${folder}`, manifestUrl, entry: { manifest: manifestUrl, integrity }, added };
}

/**
 * A shell build uploaded to releases/shell/<hash>/, its frame renderer kept on this machine instead.
 * @param {{ bucket: string, prefix: string }} target
 * @returns {Promise<{ version: string, dir: string, added: boolean }>}
 */
export async function publishShellToBucket(target, buildDir) {
  const version = contentAddress(buildDir);
  const renderer = path.join(buildDir, FILES.frameRenderer);
  if (filesOf(buildDir).includes(FILES.frameRenderer)) trustRenderer(version, readFileSync(renderer));
  const base = `${target.prefix}releases/shell/${version}/`;
  const added = await uploadVersion(target.bucket, base, buildDir, 'index.html', filesOf(buildDir).filter((relative) => relative !== FILES.frameRenderer));
  return { version, dir: `s3://${target.bucket}/${base}`, added };
}
