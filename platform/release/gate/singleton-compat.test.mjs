/**
 * singletonProblems, on manifests shaped as the federation plugin writes them (a remote's
 * `shared` list: each package it uses, the package itself marked singleton, its subpaths not)
 * and a shell's provided-shared.json. The versions are stated here, not read from the build.
 * Run alone: node --test platform/release/gate/singleton-compat.test.mjs
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { FAKE_SHARED } from '../../deploy/testing/fake-deploy.mjs';
import { REQUIRED_OF_EVERY_REMOTE, singletonProblems } from './singleton-compat.mjs';

/** The shell's judge at run time (shell/src/remotes/loading/federation.ts uses it): the release must not pass what it refuses. */
const { satisfy } = createRequire(import.meta.url)('@module-federation/runtime-core');

const SHELL = {
  shared: {
    react: { version: '19.3.1' },
    'react/jsx-runtime': { version: '19.3.1' },
    'react-dom': { version: '19.3.1' },
    'react-dom/client': { version: '19.3.1' },
    zustand: { version: '5.1.0' },
    'zustand/vanilla': { version: '5.1.0' },
    'zustand/react': { version: '5.1.0' },
    '@emotion/react': { version: '11.14.0' },
    '@emotion/styled': { version: '11.14.1' },
    '@site/shared': { version: '2.0.0' },
  },
  federationRuntime: '2.9.2',
};

/** A remote's manifest as its build writes it today, with `ranges` in place of its own. */
function manifest(ranges = {}, { drop = [], plugin = '2.9.2' } = {}) {
  const shared = FAKE_SHARED.filter(({ name }) => !drop.includes(name)).map((entry) => ({ ...entry, ...(entry.name in ranges ? { requiredVersion: ranges[entry.name] } : {}) }));
  return { metaData: { pluginVersion: plugin }, shared };
}

test('the singletons every remote must share are React, zustand, emotion and @site/shared, not react-dom', () => {
  assert.deepEqual([...REQUIRED_OF_EVERY_REMOTE].sort(), ['@emotion/react', '@emotion/styled', '@site/shared', 'react', 'zustand']);
});

test('a remote built as today beside the shell of today: no problem', () => {
  assert.deepEqual(singletonProblems({ shell: SHELL, remotes: [{ name: 'contact', manifest: manifest() }], candidate: 'contact' }), []);
});

test('a remote candidate built for zustand ^4: refused, naming the package, the range, the version, the remote and what to do', () => {
  const problems = singletonProblems({
    shell: SHELL,
    remotes: [{ name: 'contact', manifest: manifest({ zustand: '^4.5.0', 'zustand/vanilla': '^4.5.0', 'zustand/react': '^4.5.0' }) }],
    candidate: 'contact',
  });
  // Told once, for the package: its subpaths ask the same range.
  assert.deepEqual(
    problems.map(({ remote, package: pkg, range, version }) => [remote, pkg, range, version]),
    [['contact', 'zustand', '^4.5.0', '5.1.0']],
  );
  assert.equal(
    problems[0].message,
    "contact asks for zustand@^4.5.0, and the live shell provides zustand 5.1.0, outside that range: contact's pages would be unavailable. " +
      'Build contact for a range that also takes 5.1.0 (for example "^4.5.0 || ^5.1.0") and release it; a shell that provides another version comes once every live remote\'s range takes it (docs/releasing.md, "Upgrading a shared library").',
  );
  assert.equal(satisfy('5.1.0', '^4.5.0'), false, 'the shell refuses it at run time too');
});

test('a remote candidate that leaves zustand out of its shared list (it bundles its own): refused', () => {
  const problems = singletonProblems({ shell: SHELL, remotes: [{ name: 'contact', manifest: manifest({}, { drop: ['zustand', 'zustand/vanilla', 'zustand/react'] }) }], candidate: 'contact' });
  assert.equal(problems.length, 1);
  assert.equal(
    problems[0].message,
    "contact does not share zustand: its build bundles a copy of its own, a second one beside the live shell's 5.1.0. Build contact with zustand in its shared list, as a singleton with the range it is built for (platform/webpack/singletons.js, sharedDependencies), and release it.",
  );
});

test('a remote that marks a singleton unversioned (requiredVersion false) or not a singleton: refused; its subpaths need no singleton mark', () => {
  const unversioned = singletonProblems({ shell: SHELL, remotes: [{ name: 'solutions', manifest: manifest({ react: false }) }], candidate: 'solutions' });
  assert.deepEqual(
    unversioned.map(({ message }) => message),
    ['solutions shares react with no version range (requiredVersion false): it would take any version of it, whatever it was built for. Give it the range it is built for (platform/webpack/singletons.js, sharedDependencies) and release solutions.'],
  );
  const notSingleton = manifest();
  notSingleton.shared.find(({ name }) => name === '@site/shared').singleton = false;
  assert.deepEqual(
    singletonProblems({ shell: SHELL, remotes: [{ name: 'solutions', manifest: notSingleton }], candidate: 'solutions' }).map(({ package: pkg, range }) => [pkg, range]),
    [['@site/shared', '^2.0.0']],
  );
});

test('a shell candidate that provides a version a live remote excludes: refused, telling that remote to widen and release first', () => {
  const next = { ...SHELL, shared: { ...SHELL.shared, zustand: { version: '6.0.0' }, 'zustand/vanilla': { version: '6.0.0' }, 'zustand/react': { version: '6.0.0' } } };
  const remotes = [
    { name: 'solutions', manifest: manifest({ zustand: '^5.1.0 || ^6.0.0', 'zustand/vanilla': '^5.1.0 || ^6.0.0', 'zustand/react': '^5.1.0 || ^6.0.0' }) },
    { name: 'contact', manifest: manifest() },
  ];
  const problems = singletonProblems({ shell: next, remotes, candidate: 'shell' });
  assert.deepEqual([...new Set(problems.map(({ remote }) => remote))], ['contact'], 'solutions, which widened its range, takes it');
  assert.equal(
    problems.find(({ package: pkg }) => pkg === 'zustand').message,
    "the live contact asks for zustand@^5.1.0, and this shell provides zustand 6.0.0, outside that range: contact's pages would be unavailable. " +
      'Widen contact\'s range to take 6.0.0 too (for example "^5.1.0 || ^6.0.0") and release contact first, then this shell (docs/releasing.md, "Upgrading a shared library").',
  );
  assert.equal(satisfy('6.0.0', '^5.1.0 || ^6.0.0'), true);
  assert.equal(satisfy('6.0.0', '^5.1.0'), false);
});

test('a newer @site/shared minor than the shell has, and a remote built by a newer federation plugin: refused', () => {
  const problems = singletonProblems({ shell: SHELL, remotes: [{ name: 'resources', manifest: manifest({ '@site/shared': '^2.1.0' }, { plugin: '2.10.0' }) }], candidate: 'resources' });
  // A subpath asking another range than its package is told on its own.
  assert.deepEqual(
    singletonProblems({ shell: SHELL, remotes: [{ name: 'contact', manifest: manifest({ 'zustand/vanilla': '^5.2.0' }) }], candidate: 'contact' }).map(({ package: pkg, range }) => [pkg, range]),
    [['zustand/vanilla', '^5.2.0']],
  );
  assert.deepEqual(
    problems.map(({ package: pkg, range, version }) => [pkg, range, version]),
    [
      ['@site/shared', '^2.1.0', '2.0.0'],
      ['@module-federation/runtime-core', '^2.10.0', '2.9.2'],
    ],
  );
  assert.equal(satisfy('2.0.0', '^2.1.0'), false);
  assert.equal(satisfy('2.9.2', '^2.10.0'), false);
});

test('a range that is no range is refused rather than read as any version', () => {
  const problems = singletonProblems({ shell: SHELL, remotes: [{ name: 'contact', manifest: manifest({ react: 'nineteen' }) }], candidate: 'contact' });
  assert.deepEqual(problems.map(({ package: pkg, range }) => [pkg, range]), [['react', 'nineteen']]);
});
