/**
 * platform/webpack's face (index.js): the names the rest of the repository imports, and that
 * importing it loads none of webpack's plugins (the deploy's and the release's commands import it
 * for the singletons). Run alone: node --test platform/webpack/index.test.mjs
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const face = require('./index.js');

test('the face exports the builds, the singletons, what each remote exposes, the dev ports and the build cache', () => {
  assert.deepEqual(Object.keys(face).sort(), [
    'BUILDS_DIR', 'CACHE_DIR', 'SINGLETONS',
    'cachedBuildDir', 'createRemoteConfig', 'createShellConfig',
    'devOrigin', 'devPort', 'distIsCurrent',
    'inputsKey', 'providedShared', 'pruneBuilds', 'remoteExposes', 'sharedDependencies',
    'shellFederationDefines', 'shellProvides',
  ]);
  assert.deepEqual(face.SINGLETONS, ['react', 'react-dom', 'zustand', '@emotion/react', '@emotion/styled', '@site/shared']);
});

test("requiring the face loads no webpack plugin until a config is asked for", () => {
  const probe = `
    const loaded = () => Object.keys(require.cache).filter((file) => /node_modules[\\\\/](html-webpack-plugin|compression-webpack-plugin|@module-federation[\\\\/]enhanced)[\\\\/]/.test(file)).length > 0;
    const face = require(${JSON.stringify(require.resolve('./index.js'))});
    const before = loaded();
    face.createRemoteConfig(require('node:path').resolve(${JSON.stringify(require.resolve('./index.js'))}, '../../../remote-contact'), 'contact', { mode: 'production' });
    console.log(JSON.stringify({ before, after: loaded() }));`;
  const result = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(JSON.parse(result.stdout), { before: false, after: true });
});

test("a remote's exposes are its declared pages' modules under src/exposes/, by absolute path", () => {
  const [page] = face.remoteExposes('contact');
  assert.equal(page.remote, 'contact');
  assert.equal(page.module, 'ContactPage');
  assert.match(page.file, /[\\/]remote-contact[\\/]src[\\/]exposes[\\/]ContactPage\.tsx$/);
  assert.throws(() => face.remoteExposes('blog'), /There is no remote called "blog"/);
});
