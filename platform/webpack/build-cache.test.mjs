/**
 * The build cache's keys and stamps (platform/webpack/build-cache.js, which builds.mjs and the
 * browser suite's variant builds use): when a build is reused, when it is made again, and
 * which builds are pruned. build-cache.js keys the repository it sits in (its folder's
 * ../..), so each test copies it, with the two modules it requires, into a scratch repository
 * of a few files, and changes files there: nothing in the real repository or its .cache/ is
 * touched while builds may run beside these tests.
 * Run alone: node --test platform/webpack/build-cache.test.mjs
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { rootDir } from '../workspace/index.js';
import { scratchFolder } from '../deploy/testing/fake-deploy.mjs';

const require = createRequire(import.meta.url);

/**
 * A scratch repository: the build cache's code, a shell, two remotes, root files. Its paths are
 * written "./shared/src/store.ts": they name the scratch repository's files, not this one's.
 */
function scratchRepository(root) {
  const code = ['platform/webpack/build-cache.js', 'platform/hashing/index.js', 'platform/declarations/index.js', 'platform/workspace/index.js', 'shared/workspace.json', 'shared/src/pages/site-pages.js', 'shared/src/pages/declaration-schema.js'];
  for (const file of code) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(rootDir, file), path.join(root, file));
  }
  // The declaration schema's one package, where the scratch copy's code looks for it (the cache skips node_modules).
  mkdirSync(path.join(root, 'node_modules'));
  symlinkSync(path.join(rootDir, 'node_modules', 'zod'), path.join(root, 'node_modules', 'zod'));
  const files = {
    'package.json': '{ "name": "scratch" }\n',
    'package-lock.json': '{}\n',
    'tsconfig.json': '{}\n',
    './shared/src/store.ts': 'export const store = 1;\n',
    './shell/src/index.ts': "import('./bootstrap');\n",
    './remote-contact/webpack.config.js': 'module.exports = {};\n',
    './remote-contact/src/ContactPage.tsx': 'export const ContactPage = 1;\n',
    './remote-solutions/src/SolutionsPage.tsx': 'export const SolutionsPage = 1;\n',
    './remote-solutions/pages.json': '{ "pages": [] }\n',
  };
  for (const [file, text] of Object.entries(files)) write(root, file, text);
  return require(path.join(root, 'platform/webpack/build-cache.js'));
}

function write(root, file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

let scratch;
let root;
let cache;
beforeEach(() => {
  scratch = scratchFolder();
  root = path.join(scratch.dir, 'repo');
  cache = scratchRepository(root);
});
afterEach(() => scratch.remove());

describe('inputsKey: what a build is made from', () => {
  test('16 hex digits, the same for the same inputs, wherever the repository is', () => {
    const key = cache.inputsKey('contact', { mode: 'production' });
    assert.match(key, /^[0-9a-f]{16}$/);
    assert.equal(cache.inputsKey('contact', { mode: 'production' }), key);
    const elsewhere = scratchRepository(path.join(scratch.dir, 'another', 'clone'));
    assert.equal(elsewhere.inputsKey('contact', { mode: 'production' }), key);
  });

  for (const [what, change] of [
    ['a changed source of the app', () => write(root, './remote-contact/src/ContactPage.tsx', 'export const ContactPage = 2;\n')],
    ['a new file in the app', () => write(root, './remote-contact/src/form.ts', '\n')],
    ['its webpack.config.js', () => write(root, './remote-contact/webpack.config.js', 'module.exports = { mode: "x" };\n')],
    ['a changed file of shared/', () => write(root, './shared/src/store.ts', 'export const store = 2;\n')],
    ['package-lock.json', () => write(root, 'package-lock.json', '{ "lockfileVersion": 3 }\n')],
    ['tsconfig.json', () => write(root, 'tsconfig.json', '{ "compilerOptions": {} }\n')],
  ]) {
    test(`another key after ${what}`, () => {
      const before = cache.inputsKey('contact', { mode: 'production' });
      change();
      assert.notEqual(cache.inputsKey('contact', { mode: 'production' }), before);
    });
  }

  test("the shell's key follows the remotes' page declarations, which it is built with", () => {
    const shell = cache.inputsKey('shell');
    const contact = cache.inputsKey('contact');
    write(root, './remote-solutions/pages.json', '{ "pages": [{ "path": "/solutions" }] }\n');
    assert.notEqual(cache.inputsKey('shell'), shell);
    assert.equal(cache.inputsKey('contact'), contact);
  });

  test('another key for other settings', () => {
    assert.notEqual(cache.inputsKey('shell', { urlMode: 'path' }), cache.inputsKey('shell', { urlMode: 'hash' }));
    assert.notEqual(cache.inputsKey('shell', { urlMode: 'path' }), cache.inputsKey('shell'));
  });

  test('the same key after a change to tests, test helpers, builds, packages or another app', () => {
    const before = cache.inputsKey('contact', {});
    write(root, './remote-contact/src/ContactPage.test.tsx', 'test();\n');
    write(root, './platform/webpack/build-cache.test.js', 'test();\n');
    write(root, './shared/testing/render.ts', 'export {};\n');
    write(root, './remote-contact/dist/remoteEntry.js', '1');
    write(root, './remote-contact/node_modules/x/index.js', '1');
    write(root, './shared/.cache/x', '1');
    write(root, './remote-solutions/src/SolutionsPage.tsx', 'export const SolutionsPage = 2;\n');
    write(root, './shell/src/index.ts', '\n');
    assert.equal(cache.inputsKey('contact', {}), before);
  });
});

describe('cachedBuildDir and pruneBuilds', () => {
  test('a build\'s folder is .cache/builds/<name>-<key>, built once its marker file is there', () => {
    const key = cache.inputsKey('shell', { urlMode: 'path' });
    const { dir, built } = cache.cachedBuildDir('shell-path', key, 'index.html');
    assert.equal(dir, path.join(root, '.cache', 'builds', `shell-path-${key}`));
    assert.equal(built, false);
    write(dir, 'index.html', '');
    assert.equal(cache.cachedBuildDir('shell-path', key, 'index.html').built, true);
  });

  test('pruning keeps the two newest builds of a name, and no other name\'s', () => {
    const builds = path.join(root, '.cache', 'builds');
    const made = (name, key, secondsAgo) => {
      const dir = path.join(builds, `${name}-${key.repeat(16)}`);
      mkdirSync(dir, { recursive: true });
      const when = new Date(Date.now() - secondsAgo * 1000);
      utimesSync(dir, when, when);
    };
    made('shell-path', 'a', 400);
    made('shell-path', 'b', 100);
    made('shell-path', 'c', 300);
    made('shell-path', 'd', 200);
    made('shell', 'e', 500);
    made('shell-path-variant', 'f', 600);
    cache.pruneBuilds('shell-path');
    assert.deepEqual(readdirSync(builds).sort(), ['shell-eeeeeeeeeeeeeeee', 'shell-path-bbbbbbbbbbbbbbbb', 'shell-path-dddddddddddddddd', 'shell-path-variant-ffffffffffffffff']);
    cache.pruneBuilds('shell-path', 1);
    assert.deepEqual(readdirSync(builds).sort(), ['shell-eeeeeeeeeeeeeeee', 'shell-path-bbbbbbbbbbbbbbbb', 'shell-path-variant-ffffffffffffffff']);
  });

  test('pruning before any build is nothing to do', () => {
    assert.doesNotThrow(() => cache.pruneBuilds('shell-path'));
    assert.equal(existsSync(path.join(root, '.cache')), false);
  });
});

describe('distIsCurrent and the stamp of a build into dist/', () => {
  /** Runs DistStampPlugin as webpack would around a build into `outputPath`; `during` runs mid-build. */
  function build(app, settings, { outputPath = path.join(root, `remote-${app}`, 'dist'), errors = false, during = () => {} } = {}) {
    const hooks = {};
    const hook = (name) => ({ tap: (_plugin, callback) => (hooks[name] = callback) });
    const compiler = { hooks: { beforeRun: hook('beforeRun'), done: hook('done') }, options: { output: { path: outputPath } } };
    new cache.DistStampPlugin(app, settings).apply(compiler);
    hooks.beforeRun();
    mkdirSync(outputPath, { recursive: true });
    during();
    hooks.done({ hasErrors: () => errors });
  }

  test('a dist/ never stamped is not current', () => {
    assert.equal(cache.distIsCurrent('contact', {}), false);
  });

  test('current after a good build, until a source or the settings change', () => {
    build('contact', { mode: 'production' });
    assert.equal(cache.distIsCurrent('contact', { mode: 'production' }), true);
    assert.equal(cache.distIsCurrent('contact', { mode: 'development' }), false);
    assert.equal(cache.distIsCurrent('solutions', { mode: 'production' }), false);
    write(root, './remote-contact/src/ContactPage.tsx', 'export const ContactPage = 3;\n');
    assert.equal(cache.distIsCurrent('contact', { mode: 'production' }), false);
  });

  test('not current once its dist/ is gone, though its stamp is there', () => {
    build('contact', {});
    rmSync(path.join(root, 'remote-contact', 'dist'), { recursive: true });
    assert.equal(cache.distIsCurrent('contact', {}), false);
  });

  test('a failed build, or one into another folder, leaves the stamp as it was', () => {
    build('contact', {}, { errors: true });
    assert.equal(cache.distIsCurrent('contact', {}), false);
    build('contact', {}, { outputPath: path.join(root, '.cache', 'builds', 'contact-variant') });
    assert.equal(cache.distIsCurrent('contact', {}), false);
  });

  test('an edit made while the build runs is not in it: not current afterwards', () => {
    build('contact', {}, { during: () => write(root, './remote-contact/src/ContactPage.tsx', 'export const ContactPage = 4;\n') });
    assert.equal(cache.distIsCurrent('contact', {}), false);
    rmSync(path.join(root, '.cache'), { recursive: true });
    build('contact', {});
    assert.equal(cache.distIsCurrent('contact', {}), true);
  });
});
