/**
 * platform/hashing: the hashes the builds and the deploy tools compute, each written once: a remote version's
 * content address and a build's cache key must not drift apart by a detail of how files are
 * fed in, and the browser checks the integrity values the build and the deploy both write.
 */
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * Bytes' Subresource Integrity value, the form remotes.json and mf-integrity.json pin and the
 * browser checks.
 * @param {Buffer | string} bytes
 */
function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * A SHA-256 over files' paths (relative to `baseDir`, with "/" on every system, so a content
 * address is the same wherever it is computed) and their bytes, in the order given; the caller
 * may feed in more before it digests.
 * @param {string} baseDir
 * @param {string[]} files  absolute paths
 */
function hashOfFiles(baseDir, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.relative(baseDir, file).split(path.sep).join('/')}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash;
}

/**
 * A short hex digest of a JSON value (build settings, a variant's edits), to tell apart the
 * caches and builds made with other values.
 * @param {unknown} value
 * @param {number} length  hex digits
 */
function digestOf(value, length) {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, length);
}

/**
 * Every file under `dir`, at any depth, by the SHA-256 of its bytes, keyed by its path from
 * `dir` with "/" on every system; `skip` leaves files out by name. What the tests compare to
 * say a folder's files are, or are not, what they were.
 * @param {string} dir
 * @param {(name: string) => boolean} [skip]
 * @returns {Record<string, string>}
 */
function fileHashes(dir, skip = () => false) {
  const result = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || skip(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    result[path.relative(dir, file).split(path.sep).join('/')] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return result;
}

module.exports = { sri, hashOfFiles, digestOf, fileHashes };
