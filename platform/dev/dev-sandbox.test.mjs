/**
 * The dev sandbox's parts that need no dev server (dev-sandbox.mjs): a block of free ports for
 * the four dev servers, and the scratch copy of the apps, whose @site/shared is its own.
 * Run alone: node --test platform/dev/dev-sandbox.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, test } from 'node:test';
import { rootDir } from '../workspace/index.js';
import { scratchFolder } from '../deploy/testing/fake-deploy.mjs';
import { copyApps, freeDevPort } from './dev-sandbox.mjs';

const scratch = scratchFolder();
after(scratch.remove);

test('a DEV_PORT whose every offset is free on localhost, and none whose offset is taken', async () => {
  const base = await freeDevPort([0, 11, 12, 13]);
  assert.ok(base >= 20000 && base < 60000, String(base));
  // Every port of the block can be listened on.
  for (const offset of [0, 11, 12, 13]) {
    const server = net.createServer();
    await new Promise((resolve, reject) => server.once('error', reject).listen(base + offset, 'localhost', resolve));
    await new Promise((resolve) => server.close(resolve));
  }
});

test("the copy holds the apps and the platform but no build, and links every package but its own workspaces", () => {
  const dir = path.join(scratch.dir, 'copy');
  copyApps(dir);
  for (const file of ['package.json', 'tsconfig.json', 'shell/src/index.ts', 'remote-contact/pages.json', 'shared/workspace.json', 'platform/dev/dev.mjs']) {
    assert.ok(existsSync(path.join(dir, file)), file);
  }
  assert.equal(existsSync(path.join(dir, 'shell/dist')), false);
  assert.equal(lstatSync(path.join(dir, 'node_modules/@site/shared')).isSymbolicLink(), true);
  assert.equal(readlinkSync(path.join(dir, 'node_modules/@site/shared')), path.join('..', '..', 'shared'));
  assert.equal(realpathSync(path.join(dir, 'node_modules/react')), realpathSync(path.join(rootDir, 'node_modules/react')));
});
