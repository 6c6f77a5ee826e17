/**
 * The bench's build of an earlier commit (baseline-site.mjs): which commit, and which packages
 * its build compiles against. Building and serving one is the bench's own run (`--baseline`).
 * Run alone: node --test platform/tools/bench/compared/baseline-site.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { linkPackages, resolveCommit } from './baseline-site.mjs';
import { rootDir } from '../../../workspace/index.js';
import { scratchFolder } from '../../../deploy/testing/fake-deploy.mjs';

const scratch = scratchFolder();
after(scratch.remove);

test('a commit is named by its full hash; a name that is no commit is refused, saying so', () => {
  assert.match(resolveCommit('HEAD'), /^[0-9a-f]{40}$/);
  assert.throws(() => resolveCommit('no-such-commit'), { message: '--baseline: "no-such-commit" is not a commit of this repository.' });
});

test("the commit's workspaces are its own folders; every other package is this checkout's", () => {
  const dir = path.join(scratch.dir, 'commit');
  mkdirSync(path.join(dir, 'shell'), { recursive: true });
  writeFileSync(path.join(dir, 'shell/package.json'), JSON.stringify({ name: '@site/shell' }));
  mkdirSync(path.join(dir, 'docs'));
  linkPackages(dir);
  assert.equal(realpathSync(path.join(dir, 'node_modules/@site/shell')), realpathSync(path.join(dir, 'shell')));
  assert.equal(realpathSync(path.join(dir, 'node_modules/react')), realpathSync(path.join(rootDir, 'node_modules/react')));
  assert.throws(() => realpathSync(path.join(dir, 'node_modules/@site/remote-contact')), { code: 'ENOENT' });
});
