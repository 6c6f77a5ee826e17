import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { moveIntoPlace, removeLiveFile, stagingFolderFor, writeFileAtomically, writeLiveFile } from './live-files.mjs';

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'live-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a file with its compressed copies: each of the same version, nothing left beside', () => {
  const file = path.join(dir, 'index.html');
  writeLiveFile(file, '<html>old</html>', { compressed: true });
  writeLiveFile(file, '<html>new</html>', { compressed: true });
  assert.equal(readFileSync(file, 'utf8'), '<html>new</html>');
  assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), '<html>new</html>');
  assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), '<html>new</html>');
  assert.deepEqual(readdirSync(dir).sort(), ['index.html', 'index.html.br', 'index.html.gz']);
});

test("'if-present' keeps copies only where they were; false removes stale ones, which a server would send instead", () => {
  const kept = path.join(dir, 'a.html');
  const plain = path.join(dir, 'b.html');
  writeLiveFile(kept, 'one', { compressed: true });
  writeLiveFile(kept, 'two', { compressed: 'if-present' });
  assert.equal(gunzipSync(readFileSync(`${kept}.gz`)).toString(), 'two');
  writeLiveFile(plain, 'one', { compressed: 'if-present' });
  assert.equal(existsSync(`${plain}.gz`), false);
  writeFileSync(`${plain}.br`, 'stale');
  writeLiveFile(plain, 'two');
  assert.equal(existsSync(`${plain}.br`), false);
});

test('a write that fails leaves the old file and its copies whole', () => {
  const file = path.join(dir, 'index.html');
  writeLiveFile(file, 'old', { compressed: true });
  // Its temporary file cannot be written (a folder is in the way): it fails as a full disk would, before any rename.
  mkdirSync(`${file}.${process.pid}.tmp`);
  assert.throws(() => writeLiveFile(file, 'new', { compressed: true }), /EISDIR/);
  assert.equal(readFileSync(file, 'utf8'), 'old');
  assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), 'old');
});

test('removeLiveFile takes the copies and the file', () => {
  const file = path.join(dir, 'index.html');
  writeLiveFile(file, 'x', { compressed: true });
  removeLiveFile(file);
  assert.deepEqual(readdirSync(dir), []);
});

test('writeFileAtomically makes the folders it needs and leaves nothing beside the file', () => {
  const file = path.join(dir, 'shell', 'main.0123abcd.js');
  writeFileAtomically(file, 'one');
  writeFileAtomically(file, 'two');
  assert.equal(readFileSync(file, 'utf8'), 'two');
  assert.deepEqual(readdirSync(path.dirname(file)), ['main.0123abcd.js']);
});

test('a folder filled beside its place replaces it only when moved there; one left half-filled by a kill is emptied by the next', () => {
  const dest = path.join(dir, 'contact', 'v2');
  mkdirSync(dest, { recursive: true });
  writeFileSync(path.join(dest, 'old.js'), 'old');
  const partial = stagingFolderFor(dest);
  mkdirSync(partial);
  writeFileSync(path.join(partial, 'half.js'), 'a kill came here');
  // The next run starts where the killed one left off: its folder is emptied first, and the old version is served meanwhile.
  const again = stagingFolderFor(`${dest}/`);
  assert.equal(again, partial);
  assert.equal(existsSync(again), false);
  assert.deepEqual(readdirSync(dest), ['old.js']);
  mkdirSync(again);
  writeFileSync(path.join(again, 'new.js'), 'new');
  moveIntoPlace(again, dest);
  assert.deepEqual(readdirSync(dest), ['new.js']);
  assert.deepEqual(readdirSync(path.dirname(dest)), ['v2']);
});
