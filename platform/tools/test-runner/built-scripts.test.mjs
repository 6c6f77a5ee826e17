import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { builtScripts } from './built-scripts.mjs';

/** A build folder holding `name` with `text`, and no map (a chunk of webpack's own). */
function build(dir, name, text) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), text);
}

test('a script is found by its name and length among the builds, and re-indexed once for a build made since', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'built-scripts-'));
  try {
    build(path.join(root, 'shell'), 'main.1a2b3c4d.js', 'run();');
    const finder = builtScripts([root]);
    assert.deepEqual(finder.find('http://127.0.0.1:3000/main.1a2b3c4d.js', 6), [{ length: 6, points: [] }]);
    assert.equal(finder.find('http://127.0.0.1:3000/main.1a2b3c4d.js', 99), null);
    build(path.join(root, 'variant'), 'remoteEntry.js', 'entry();');
    assert.equal(finder.find('http://127.0.0.1:3001/contact/remoteEntry.js', 8).length, 1);
    assert.deepEqual(finder.find('http://127.0.0.1:3000/', 10), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a build being written (a <folder>.<pid>.tmp) is not indexed, and a script gone since the index is no candidate', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'built-scripts-'));
  try {
    build(path.join(root, 'shell-variant.4242.tmp'), 'app.0f0f0f0f.js', 'app();');
    build(path.join(root, 'other'), 'chunk.5e5e5e5e.js', 'chunk();');
    const finder = builtScripts([root]);
    assert.equal(finder.find('http://127.0.0.1:3000/app.0f0f0f0f.js', 6), null);
    // Indexed by the miss above, then moved away before it was read (another worker's build replaced it).
    rmSync(path.join(root, 'other'), { recursive: true });
    assert.equal(finder.find('http://127.0.0.1:3000/chunk.5e5e5e5e.js', 8), null);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
