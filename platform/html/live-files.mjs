/**
 * Writing a file the servers are serving (remotes.json, the releases' histories, every HTML
 * file, the sitemap, the server configuration): a reader gets the old content or the new, never
 * a part, and a file's precompressed copies (.gz, .br, which the servers prefer) are never of
 * another version than the file they stand beside. A kill at any point, or a disk that fills,
 * leaves the old file or the new one in place and at most a `*.tmp` beside it, which no server
 * sends (its name is not a page's).
 *
 * The order: each copy is written in full beside its target first; then the old compressed
 * copies go (a reader then gets the file itself), the file is renamed into place, and the new
 * compressed copies are renamed after it. rename() replaces a file in one step on POSIX.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const COMPRESSED = ['.gz', '.br'];

function temporaryOf(file) {
  return `${file}.${process.pid}.tmp`;
}

/**
 * Writes `content` to `file` atomically. `compressed`: also write its .gz and .br copies (true),
 * keep them only if they were there (`'if-present'`), or remove any (false: the default, for a
 * file the servers compress themselves or that is too small to carry copies).
 * @param {string} file
 * @param {string | Buffer} content
 * @param {{ compressed?: boolean | 'if-present' }} [options]
 */
export function writeLiveFile(file, content, { compressed = false } = {}) {
  const copies = COMPRESSED.filter((ext) => compressed === true || (compressed === 'if-present' && existsSync(`${file}${ext}`)));
  const staged = [[file, content]];
  for (const ext of copies) staged.push([`${file}${ext}`, ext === '.gz' ? gzipSync(content, { level: 9 }) : brotliCompressSync(content)]);
  try {
    for (const [target, bytes] of staged) writeFileSync(temporaryOf(target), bytes);
  } catch (error) {
    for (const [target] of staged) {
      try {
        rmSync(temporaryOf(target), { force: true });
      } catch {
        // Not a file of ours (a folder in the way): left as it is; the write's own error is the one to tell.
      }
    }
    throw error;
  }
  for (const ext of COMPRESSED) rmSync(`${file}${ext}`, { force: true });
  for (const [target] of staged) renameSync(temporaryOf(target), target);
}

/** Removes a served file and its compressed copies, the copies first. */
export function removeLiveFile(file) {
  for (const ext of COMPRESSED) rmSync(`${file}${ext}`, { force: true });
  rmSync(file, { force: true });
}

/**
 * Writes a file no server sends under another version's name yet (a new hashed script, a
 * working copy's object) beside its place, then renames it there: a kill leaves the old file or
 * the whole new one, never a part. Its compressed copies, if any, are the caller's to place.
 * @param {string} file
 * @param {string | Buffer} bytes
 */
export function writeFileAtomically(file, bytes) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(temporaryOf(file), bytes);
  renameSync(temporaryOf(file), file);
}

/**
 * A folder made beside `dest` and then moved into place (a version's files, a build): the
 * folder to fill, emptied; `moveIntoPlace` then replaces `dest` with it. A folder filled half-way
 * (a kill, a full disk, a build that fails) is never taken for one.
 * @param {string} dest
 */
export function stagingFolderFor(dest) {
  const partial = temporaryOf(dest.replace(/\/$/, ''));
  rmSync(partial, { recursive: true, force: true });
  return partial;
}

/** Replaces `dest` with the folder `stagingFolderFor(dest)` gave, once it is full. */
export function moveIntoPlace(partial, dest) {
  rmSync(dest, { recursive: true, force: true });
  renameSync(partial, dest);
}
