/**
 * The hashes the builds and the deploy tools compute, each written once: a remote version's
 * content address and a build's cache key must not drift apart by a detail of how files are
 * fed in, and the browser checks the integrity values the build and the deploy both write.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
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

module.exports = { sri, hashOfFiles, digestOf };
