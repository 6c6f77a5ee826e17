/**
 * What the browser suite's prerendered path-mode site is keyed by (builds.mjs): a remote's
 * served code, so a change to it crawls the routes again, and not its source maps, which hold
 * the sources' comments and which the crawl's browser never fetches.
 * Run alone: node --test platform/builds/builds.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { servedCode } from './builds.mjs';
import { scratchFolder } from '../deploy/testing/fake-deploy.mjs';

const scratch = scratchFolder();
after(scratch.remove);
let builds = 0;

function remoteBuild(files) {
  const dir = path.join(scratch.dir, `build-${(builds += 1)}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const BUILD = {
  'mf-manifest.json': '{"id":"contact"}',
  'remoteEntry.js': 'entry();\n//# sourceMappingURL=remoteEntry.js.map',
  'remoteEntry.js.map': '{"sourcesContent":["entry();"]}',
  'remoteEntry.js.map.gz': 'gzip of the map',
  'styles/page.css': 'h1{color:navy}',
};

test('a comment that reaches only the source maps leaves the served code as it was', () => {
  const withComment = { ...BUILD, 'remoteEntry.js.map': '{"sourcesContent":["// a comment\\nentry();"]}', 'remoteEntry.js.map.gz': 'gzip of the new map' };
  assert.deepEqual(servedCode(remoteBuild(withComment)), servedCode(remoteBuild(BUILD)));
});

test('a change to a script, a style or the manifest is a change of the served code', () => {
  const before = servedCode(remoteBuild(BUILD));
  for (const [name, text] of [['remoteEntry.js', 'entry(1);'], ['styles/page.css', 'h1{color:teal}'], ['mf-manifest.json', '{"id":"contact","v":2}']]) {
    assert.notDeepEqual(servedCode(remoteBuild({ ...BUILD, [name]: text })), before, name);
  }
  assert.notDeepEqual(servedCode(remoteBuild({ ...BUILD, 'extra.js': 'more();' })), before, 'a file added');
});
