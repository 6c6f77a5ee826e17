/**
 * The single bundle the bench compares against: the pages it compiles in come from what the
 * remotes declare (exposed-pages.val.js), it is built by the shell's own build script with the
 * bench's changes merged on, and what the pins add to a remote entry is counted as served.
 * Run alone: node --test platform/tools/bench/compared/single-bundle.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { singleBundleBuild, SINGLE_DIST } from './single-bundle.mjs';
import { hashMapBytes } from './sites.mjs';

const require = createRequire(import.meta.url);
const exposedPages = require('./exposed-pages.val.js');

test('the module maps each "remote/Module" to a lazy import of its file', () => {
  assert.equal(
    exposedPages.exposedPagesSource([
      { remote: 'contact', module: 'ContactPage', file: '/repo/remote-contact/src/exposes/ContactPage.tsx' },
      { remote: 'jobs', module: 'JobsPage', file: '/repo/remote-jobs/src/exposes/JobsPage.tsx' },
    ]),
    'export default {\n  "contact/ContactPage": () => import("/repo/remote-contact/src/exposes/ContactPage.tsx"),\n  "jobs/JobsPage": () => import("/repo/remote-jobs/src/exposes/JobsPage.tsx"),\n};\n',
  );
});

test("the repository's module compiles in every remote's declared pages, each file there, and is rebuilt when a declaration changes", () => {
  const { code, cacheable, dependencies } = exposedPages();
  const imports = Object.fromEntries([...code.matchAll(/"([^"]+)": \(\) => import\("([^"]+)"\)/g)].map(([, key, file]) => [key, file]));
  assert.match(imports['contact/ContactPage'], /[\\/]remote-contact[\\/]src[\\/]exposes[\\/]ContactPage\.tsx$/);
  assert.match(imports['solutions/SolutionsPage'], /[\\/]remote-solutions[\\/]src[\\/]exposes[\\/]SolutionsPage\.tsx$/);
  assert.match(imports['resources/ArticlePage'], /[\\/]remote-resources[\\/]src[\\/]exposes[\\/]ArticlePage\.tsx$/);
  for (const file of Object.values(imports)) assert.ok(existsSync(file), file);
  assert.equal(cacheable, true);
  assert.ok(dependencies.some((file) => /[\\/]remote-contact[\\/]pages\.json$/.test(file)));
  assert.ok(dependencies.some((file) => /[\\/]shared[\\/]workspace\.json$/.test(file)));
});

test("it is the shell's npm build with the bench's changes merged on, into .bench/single-dist", () => {
  const args = singleBundleBuild();
  assert.deepEqual(args.slice(0, 8), ['run', 'build', '-w', 'shell', '--', '--config', 'webpack.config.js', '--config']);
  assert.match(args[8], /[\\/]platform[\\/]tools[\\/]bench[\\/]compared[\\/]single-bundle\.webpack\.js$/);
  assert.equal(args[9], '--merge');
  assert.match(SINGLE_DIST, /[\\/]\.bench[\\/]single-dist$/);
});

test("the pins' map inside a remote entry is counted by what it adds to the entry, compressed", () => {
  const hashes = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, `sha384-${Buffer.alloc(48, i).toString('base64')}`]));
  const entry = Buffer.from(`(()=>{var r={};r.remoteIntegrity=${JSON.stringify(hashes)};console.log(r)})();`);
  assert.ok(hashMapBytes(entry) > 100, `${hashMapBytes(entry)} bytes`);
  assert.equal(hashMapBytes(Buffer.from('(()=>{var r={};r.remoteIntegrity={};})();')), 0);
});
