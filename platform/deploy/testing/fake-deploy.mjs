/**
 * Scratch deploy folders for the platform's unit tests (deploy.test.mjs, ../release/*.test.mjs and most
 * others in platform/): a deploy laid out as `npm start` lays it out, in a temporary folder,
 * with stand-in builds of the remotes (a few small files each: no webpack, no browser).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'node:test';
import { publishRemote } from '../index.mjs';
import { switchRemote } from '../switch/index.mjs';
import { FILES, REMOTES, localOrigin } from '../../workspace/index.js';

/** @type {typeof import('../../hashing/index.js')} */
const { fileHashes, sri } = createRequire(import.meta.url)('../../hashing/index.js');
const { declaredPages } = createRequire(import.meta.url)('../../declarations/index.js');

export const SITE_ORIGIN = localOrigin('shell');
export const CDN_ORIGIN = localOrigin('cdn');

/** A new empty folder under the system's temporary folder, removed by `remove()`. */
export function scratchFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'platform-unit-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A scratch folder of its own for each test of the file (or of the describe block it is called
 * in), so that no test reads what another left: made before the test, removed after it, `dir`
 * the running test's. Its hooks are node:test's, so it is called where the tests are declared.
 */
export function scratchFolderPerTest() {
  let scratch;
  beforeEach(() => {
    scratch = scratchFolder();
  });
  afterEach(() => scratch.remove());
  return {
    get dir() {
      return scratch.dir;
    },
  };
}

/**
 * The `shared` list of a stand-in remote's manifest, as the federation plugin writes a remote's
 * today (each singleton it uses, the package itself marked singleton, its subpaths not).
 */
export const FAKE_SHARED = [
  ['@emotion/react', '^11.14.0', true],
  ['@emotion/styled', '^11.14.1', true],
  ['@site/shared', '^2.0.0', true],
  ['react/jsx-runtime', '^19.3.1', false],
  ['react', '^19.3.1', true],
  ['zustand/react', '^5.1.0', false],
  ['zustand/vanilla', '^5.1.0', false],
  ['zustand', '^5.1.0', true],
].map(([name, requiredVersion, singleton]) => ({ name, requiredVersion, ...(singleton ? { singleton: true } : {}) }));

/**
 * A stand-in build of a remote in `parent`: what publishRemote copies and pins. `pages`: the
 * pages its declaration holds (default: the repository's remote-<name>/pages.json).
 */
export function fakeBuild(parent, remote, version, { pages = declaredPages(remote), prefixes, shared = FAKE_SHARED } = {}) {
  const dir = path.join(parent, `build-${remote}-${version}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), `${JSON.stringify({ name: remote, version, metaData: { pluginVersion: '2.9.2' }, shared, exposes: [] })}\n`);
  const entry = `/* ${remote} ${version} */\n`;
  writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  // The declaration a real build writes beside its manifest (platform/webpack/plugins/declared-pages-plugin.js), which
  // its integrity map lists with the scripts (platform/webpack/plugins/remote-integrity-plugin.js).
  const declaration = `${JSON.stringify(prefixes === undefined ? { pages } : { prefixes, pages })}\n`;
  writeFileSync(path.join(dir, 'pages.json'), declaration);
  writeFileSync(path.join(dir, 'mf-integrity.json'), `${JSON.stringify({ algorithm: 'sha384', files: { 'pages.json': sri(declaration), 'remoteEntry.js': sri(entry) } })}\n`);
  return dir;
}

/**
 * A deploy folder in `parent` with a shell page and version "v1" of every remote live (published
 * and switched to, as `npm start` leaves it). Returns the folder and each remote's v1 entry.
 */
export function fakeDeploy(parent) {
  const dir = path.join(parent, 'site');
  mkdirSync(path.join(dir, 'shell'), { recursive: true });
  writeFileSync(path.join(dir, 'deploy.json'), `${JSON.stringify({ siteOrigin: SITE_ORIGIN, cdnOrigin: CDN_ORIGIN })}\n`);
  writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>\n');
  writeFileSync(path.join(dir, 'shell', FILES.pointer), '{}\n');
  const entries = {};
  for (const remote of REMOTES) {
    entries[remote] = publishRemote(dir, remote, fakeBuild(parent, remote, 'v1')).entry;
    switchRemote(dir, remote, entries[remote]);
  }
  return { dir, entries };
}

/** Every file under `dir`, as a path from the deploy's root ("/shell/remotes.json"), with a hash of its bytes. */
export function fileSnapshot(dir) {
  return new Map(Object.entries(fileHashes(dir)).map(([file, hash]) => [`/${file}`, hash]));
}

/** The files added, removed or changed between two snapshots, sorted. */
export function changedFiles(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
}
