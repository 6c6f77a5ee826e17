import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { insideFolder } from './inside-folder.mjs';

const SITE = path.resolve('/srv/site/shell');

test('a route or a folder under the folder resolves inside it', () => {
  assert.equal(insideFolder(SITE, '/resources/blog/a-post', 'index.html'), path.join(SITE, 'resources/blog/a-post/index.html'));
  assert.equal(insideFolder(SITE, '/', 'index.html'), path.join(SITE, 'index.html'));
  assert.equal(insideFolder(SITE, 'contact/3f2a9c1e04b7/'), path.join(SITE, 'contact/3f2a9c1e04b7'));
  // A dot that stays inside is the folder's business, not a way out.
  assert.equal(insideFolder(SITE, '/a/../b'), path.join(SITE, 'b'));
});

test('a path that climbs out, by any spelling the file system takes, is refused naming both', () => {
  for (const hostile of ['/..', '/resources/../../..', '../../etc/passwd', '/a/../../b', '..\\..\\x'.replaceAll('\\', path.sep)]) {
    assert.throws(() => insideFolder(SITE, hostile, 'index.html'), (error) => {
      assert.match(error.message, /^Refused to write ".*": it resolves to .*, outside \/srv\/site\/shell\.$/);
      return true;
    }, hostile);
  }
});

test('a NUL is refused, since the system call would cut the name there', () => {
  assert.throws(() => insideFolder(SITE, '/contact\0/../..'), /holds a NUL character/);
});
