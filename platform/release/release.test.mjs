/**
 * `npm run release`'s refusals and exit codes that come before its build and its gate's browsers
 * (no browser runs; the gate's check of the manifest does, on a served scratch deploy): the real
 * command on a scratch deploy (deploy/testing/fake-deploy.mjs). The gate's journeys are the
 * browser suite's (e2e/release/release.spec.ts).
 * Run alone: node --test platform/release/release.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { previewQuery, publishRemote } from '../deploy/index.mjs';
import { changedFiles, fakeBuild, fakeDeploy, scratchFolderPerTest, fileSnapshot } from '../deploy/testing/fake-deploy.mjs';
import { freePort } from '../serve/index.mjs';
import { runScriptSync } from './testing/run-script.mjs';

const release = (...args) => runScriptSync('release.mjs', args);

const scratch = scratchFolderPerTest();

test('the version live already: exit 3, "already live", nothing changed', () => {
  const { dir } = fakeDeploy(scratch.dir);
  const before = fileSnapshot(dir);
  // The same files as the v1 fakeDeploy made live, in another folder.
  const build = fakeBuild(path.join(scratch.dir, 'again'), 'contact', 'v1');
  const run = release('contact', '--to', dir, '--build-dir', build);
  assert.equal(run.status, 3, run.stderr);
  assert.match(run.stdout, /^Already uploaded: contact [0-9a-f]{12} at /);
  assert.match(run.stderr, /^contact [0-9a-f]{12} is already live: nothing was released\.\n$/);
  assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
});

test('a --build-dir with no build in it: exit 2, nothing changed', () => {
  const { dir } = fakeDeploy(scratch.dir);
  const before = fileSnapshot(dir);
  const empty = path.join(scratch.dir, 'empty');
  mkdirSync(empty);
  const run = release('contact', '--to', dir, '--build-dir', empty);
  assert.equal(run.status, 2);
  assert.equal(run.stderr, `${empty} holds no build of a remote (no mf-manifest.json).\n`);
  assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
});

test("a candidate whose pages.json claims a page of the shell or of another remote, was altered after its build, or is missing: exit 2, naming the file, the page and the owner, nothing changed", () => {
  const { dir } = fakeDeploy(scratch.dir);
  const before = fileSnapshot(dir);
  for (const [claimed, says] of [
    ['/about', 'page "ContactPage" claims /about, a page of the shell'],
    ['/resources/jobs', 'page "ContactPage" claims /resources/jobs, which is the resources remote\'s (its prefix /resources)'],
  ]) {
    const build = fakeBuild(scratch.dir, 'contact', `claims-${claimed.replaceAll('/', '-')}`, { pages: [{ path: claimed, module: 'ContactPage', label: 'Contact', title: 'Contact Us', description: 'The Contact page.' }] });
    const file = path.join(build, 'pages.json');
    const run = release('contact', '--to', dir, '--build-dir', build);
    assert.equal(run.status, 2, run.stderr);
    assert.equal(run.stderr, `${file} is refused:\n  - ${says}\nNothing was released.\n`);
    assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
  }
  const build = fakeBuild(scratch.dir, 'contact', 'v2');
  const file = path.join(build, 'pages.json');
  // Edited after the build: its SHA-384 is no longer the one the build's integrity map lists.
  writeFileSync(file, readFileSync(file, 'utf8').replace('"Contact"', '"Contact us"'));
  const altered = release('contact', '--to', dir, '--build-dir', build);
  assert.equal(altered.status, 2);
  assert.equal(altered.stderr, `${file} is not the one its build wrote (its SHA-384 is not the one mf-integrity.json lists): refused.\nNothing was released.\n`);
  rmSync(file);
  const undeclared = release('contact', '--to', dir, '--build-dir', build);
  assert.equal(undeclared.status, 2);
  assert.match(undeclared.stderr, /pages\.json is missing: the build declares no pages \(remote-contact\/pages\.json\)\./);
  assert.deepEqual(changedFiles(before, fileSnapshot(dir)), []);
});

// The border's worst declarations through the real command (the schema's whole table is
// shared/src/pages/declaration-schema.test.ts): refused before anything is uploaded, naming the
// file, the page and the field, and nothing written anywhere beside the deploy either.
test("a candidate whose pages.json has a path with '..', '//', '%2e', '?', a backslash or a NUL, or prefixes that are no list: exit 2, naming the file, the page and the field, nothing written", () => {
  const { dir } = fakeDeploy(scratch.dir);
  const parent = path.dirname(dir);
  const contact = { path: '/contact', module: 'ContactPage', label: 'Contact', title: 'Contact Us', description: 'The Contact page.' };
  const cases = [
    ['a climbing path', { pages: [{ ...contact, path: '/contact/../../..' }] }, 'page "ContactPage": "path" must be a clean path'],
    ['an empty segment', { pages: [{ ...contact, path: '/contact//x' }] }, 'page "ContactPage": "path" must be a clean path'],
    ['an encoded dot', { pages: [{ ...contact, path: '/contact/%2e%2e' }] }, 'page "ContactPage": "path" must be a clean path'],
    ['a query', { pages: [{ ...contact, path: '/contact?x=1' }] }, 'page "ContactPage": "path" must be a clean path'],
    ['a backslash', { pages: [{ ...contact, path: '/contact\\..\\x' }] }, 'page "ContactPage": "path" must be a clean path'],
    ['a NUL', { pages: [{ ...contact, path: '/contact\u0000' }] }, 'page "ContactPage": "path" must be a clean path'],
    ['listed paths that climb', { pages: [{ ...contact, path: '/contact/:a/:b/:c', title: undefined, description: undefined, paths: ['/contact/../../..'] }] }, 'page "ContactPage": "paths[0]" must be a clean path'],
    ['prefixes as a string', { prefixes: '/evil', pages: [contact] }, '"prefixes" must be a list of 1 to 8 clean paths, not "/evil"'],
  ];
  for (const [label, declaration, says] of cases) {
    const before = fileSnapshot(parent);
    const build = fakeBuild(path.join(scratch.dir, 'builds'), 'contact', label.replaceAll(' ', '-'), declaration);
    const file = path.join(build, 'pages.json');
    const run = release('contact', '--to', dir, '--build-dir', build);
    assert.equal(run.status, 2, `${label}: ${run.stderr}`);
    assert.ok(run.stderr.startsWith(`${file} is refused:\n  - ${says}`), `${label}: ${run.stderr}`);
    assert.match(run.stderr, /\nNothing was released\.\n$/);
    // The parent of the deploy holds the deploy and the builds: nothing changed but the new build.
    assert.deepEqual(changedFiles(before, fileSnapshot(parent)).filter((changed) => !changed.startsWith('/builds/')), [], label);
  }
});

// The gate's check before any browser refuses it for real: the stand-in builds expose no module.
test("a candidate the gate refuses (a page it declares is not in its manifest): exit 1, remotes.json unchanged, and a preview link that pins the candidate as remotes.json would", async () => {
  const { dir } = fakeDeploy(scratch.dir);
  // The gate serves the deploy on the origins its deploy.json names: free ports, not the 3000 and 3001 of npm start.
  const [site, cdn] = [await freePort(), await freePort()];
  const siteOrigin = `http://127.0.0.1:${site}`;
  writeFileSync(path.join(dir, 'deploy.json'), `${JSON.stringify({ siteOrigin, cdnOrigin: `http://127.0.0.1:${cdn}` })}\n`);
  const remotes = readFileSync(path.join(dir, 'shell', 'remotes.json'), 'utf8');
  const build = fakeBuild(scratch.dir, 'contact', 'v2');
  const run = release('contact', '--to', dir, '--build-dir', build, '--browser', 'chromium');
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /^\nRelease refused: the gate failed, so remotes\.json is unchanged and visitors keep contact at /);
  assert.match(run.stderr, /^ {2}manifest: it does not expose ContactPage, which its pages\.json declares$/m);
  // The candidate's entry, as publishing it again reads it from its folder.
  const { entry } = publishRemote(dir, 'contact', build);
  assert.ok(run.stderr.endsWith(`; preview it yourself with\n  ${siteOrigin}/?${previewQuery('contact', entry)}\n`), run.stderr);
  // No journey ran, so there is no report to keep or name.
  assert.doesNotMatch(run.stderr, /report is kept/);
  assert.equal(readFileSync(path.join(dir, 'shell', 'remotes.json'), 'utf8'), remotes);
});

test('a folder with no deploy: exit 2, and how to make one', () => {
  const run = release('contact', '--to', scratch.dir, '--build-dir', fakeBuild(scratch.dir, 'contact', 'v1'));
  assert.equal(run.status, 2);
  assert.equal(run.stderr, `No deploy in ${scratch.dir}: run "npm start" once (it builds and deploys the site there).\n`);
});

test('an unknown remote or engine: exit 2 with the usage', () => {
  const unknownRemote = release('payments', '--to', scratch.dir);
  assert.equal(unknownRemote.status, 2);
  assert.match(unknownRemote.stderr, /^There is no remote called "payments": shared\/workspace\.json names solutions, resources, contact(, [a-z0-9-]+)*\.\n\nUsage: npm run release -- <remote>/);
  const unknownEngine = release('contact', '--browser', 'safari');
  assert.equal(unknownEngine.status, 2);
  assert.match(unknownEngine.stderr, /^--browser must be one of chromium, firefox, webkit or all, not "safari"\n\nUsage: npm run release/);
});
