/**
 * The posts the growth measurement generates pass the resources build's own checks (unique
 * order per list, one address per article, links to real pages) and bring the folder to the
 * count asked for. Run alone: node --test platform/tools/bench/growth/growth-posts.test.mjs
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { growthPosts, writeGrowthPosts } from './growth-posts.mjs';

const require = createRequire(import.meta.url);
const { loadResources, CONTENT_DIR } = require('../../../../remote-resources/build/resources-content.js');

test('250 posts generated beside the real ones pass the build\'s content checks, each an article of its own', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'growth-posts-'));
  try {
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const before = readdirSync(dir).length;
    assert.equal(writeGrowthPosts(dir, 250), 250 - before);
    assert.equal(readdirSync(dir).length, 250);
    const { resources, bodies } = loadResources(dir);
    const published = resources.filter(({ slug }) => slug);
    assert.equal(new Set(published.map(({ slug }) => slug)).size, published.length);
    assert.equal(Object.keys(bodies).length, published.length);
    assert.ok(published.length >= 250 - before, 'every generated post is published');
    assert.ok(resources.some(({ type, title }) => type === 'casestudy' && title.startsWith('Growth sample')), 'both lists grow');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a count below the posts there are is refused, naming both', () => {
  const existing = [{ name: 'a.md', text: '---\ntitle: A\ntype: blog\norder: 1\n---\nBody.\n' }, { name: 'b.md', text: '---\ntitle: B\ntype: blog\norder: 2\n---\nBody.\n' }];
  assert.throws(() => growthPosts(existing, 1), /--posts 1: the content already holds 2 posts/);
  assert.deepEqual(growthPosts(existing, 2), []);
  const [post] = growthPosts(existing, 3);
  assert.equal(post.name, 'growth-sample-1.md');
  assert.match(post.text, /^order: 3$/m);
});
