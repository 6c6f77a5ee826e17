/**
 * The shell's release and rollback on a scratch deploy (../deploy/fake-shell.mjs): the switch
 * with a stand-in gate (fake-release-shell.mjs), the real `npm run rollback -- shell`, and the real
 * `npm run release` for everything it refuses before its gate's browsers (arguments, builds,
 * the version live already, and the singletons judged from the manifests, both ways) and for a
 * refusal by its gate (the stand-in, RELEASE_GATE_STAND_IN=fail: no report is kept, as no journey ran).
 * Run alone: node --test platform/release/shell/shell-release.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readRemotesJson } from '../../deploy/index.mjs';
import { readShellRecord } from '../../deploy/shell/index.mjs';
import { FAKE_SHARED, changedFiles, fakeBuild, fileSnapshot, scratchFolderPerTest } from '../../deploy/testing/fake-deploy.mjs';
import { FAKE_PROVIDES, fakeShellBuild, fakeShellDeploy, fakeShellScript } from '../../deploy/testing/fake-shell.mjs';
import { runScriptSync } from '../testing/run-script.mjs';

const release = (...args) => runScriptSync('release.mjs', args);
const rollback = (...args) => runScriptSync('rollback.mjs', args);
const fakeRelease = (dir, version) => runScriptSync('testing/fake-release-shell.mjs', [dir, version]);

/** The files of a deploy visitors are served: shell/ and cdn/ (not the stage, the versions kept or the record). */
const served = (snapshot) => new Map([...snapshot].filter(([file]) => file.startsWith('/shell/') || file.startsWith('/cdn/')));
/** What a remote team owns in a deploy: its versions on the CDN and the pointer. */
const remotesFiles = (snapshot) => new Map([...snapshot].filter(([file]) => file.startsWith('/cdn/') || file === '/shell/remotes.json'));
const page = (dir) => readFileSync(path.join(dir, 'shell', 'index.html'), 'utf8');
/** The versions of the shell uploaded to the deploy. */
const readdirOf = (dir) => readdirSync(path.join(dir, 'releases', 'shell'));

const scratch = scratchFolderPerTest();

test("a release switches the shell's HTML to the new version and a rollback back, the remotes' files and remotes.json byte for byte as they were", () => {
  const { dir, entries } = fakeShellDeploy(scratch.dir);
  const before = fileSnapshot(dir);
  const v1 = readShellRecord(dir).live.version;
  const firstPage = page(dir);
  const released = fakeRelease(dir, 'v2');
  assert.equal(released.status, 0, released.stderr);
  assert.match(released.stdout, new RegExp(`Released: shell ([0-9a-f]{12}) is live \\(the stand-in gate passed\\)\\.\\n  was shell ${v1}\\n  now shell \\1 \\(releases/shell/\\1/\\)`));
  assert.match(page(dir), /<footer>Footer v2<\/footer>/);
  assert.match(page(dir), new RegExp(`src="/${fakeShellScript('v2').name}"`));
  // The site's pages are still declared in it, as after any deploy.
  assert.match(page(dir), /<script id="site-pages" type="application\/json">\{"solutions"/);
  // v1's script stays beside v2's: a page loaded before the switch still finds it.
  assert.ok(existsSync(path.join(dir, 'shell', fakeShellScript('v1').name)));
  const afterRelease = fileSnapshot(dir);
  assert.deepEqual(changedFiles(remotesFiles(before), remotesFiles(afterRelease)), []);
  assert.deepEqual(readRemotesJson(path.join(dir, 'shell')), entries);
  const v2 = readShellRecord(dir).live.version;
  assert.deepEqual(readShellRecord(dir).earlier.map(({ version }) => version), [v1]);
  // The page and its headers as a whole-site deploy of v2 makes them.
  const whole = fakeShellDeploy(path.join(scratch.dir, 'whole'), 'v2');
  assert.equal(page(dir), page(whole.dir));
  const csp = (site) => readFileSync(path.join(site, 'shell', '_headers'), 'utf8').match(/Content-Security-Policy: .*/)[0];
  assert.equal(csp(dir), csp(whole.dir));

  const rolled = rollback('shell', '--to', dir);
  assert.equal(rolled.status, 0, rolled.stderr);
  assert.equal(rolled.stdout, `Rolled back: shell ${v1} is live again.\n  was shell ${v2}\n  now shell ${v1}\n0 earlier version(s) left to roll back to.\n`);
  assert.equal(page(dir), firstPage);
  assert.deepEqual(changedFiles(remotesFiles(before), remotesFiles(fileSnapshot(dir))), []);
  assert.deepEqual(readShellRecord(dir), { live: { version: v1, since: readShellRecord(dir).live.since }, earlier: [] });
  assert.equal(existsSync(path.join(dir, 'switch.json')), false);

  const again = rollback('shell', '--to', dir);
  assert.equal(again.status, 2);
  assert.equal(again.stderr, `Nothing to roll back: the shell has had no other version in ${dir}.\n`);
});

test('the version live already: exit 3; a folder with no shell build, or one built before builds wrote provided-shared.json, or for the other URL mode: exit 2; nothing served changed', () => {
  const { dir, build } = fakeShellDeploy(scratch.dir);
  const before = served(fileSnapshot(dir));
  const live = release('shell', '--to', dir, '--build-dir', build);
  assert.equal(live.status, 3, live.stderr);
  assert.match(live.stdout, /^Already uploaded: shell [0-9a-f]{12} at /);
  assert.match(live.stderr, /^shell [0-9a-f]{12} is already live: nothing was released\.\n$/);

  const empty = path.join(scratch.dir, 'empty');
  const none = release('shell', '--to', dir, '--build-dir', empty);
  assert.equal(none.status, 2);
  assert.equal(none.stderr, `${empty} holds no build of the shell (no index.html).\n`);

  const old = fakeShellBuild(scratch.dir, 'old', { provides: null });
  const unrecorded = release('shell', '--to', dir, '--build-dir', old);
  assert.equal(unrecorded.status, 2);
  assert.equal(unrecorded.stderr, `${old} holds no provided-shared.json, which a production build of the shell writes (what it provides remotes): build it again with this repository. Nothing was released.\n`);

  const pathMode = fakeShellBuild(scratch.dir, 'path');
  writeFileSync(path.join(pathMode, 'index.html'), readFileSync(path.join(pathMode, 'index.html'), 'utf8').replace('href="/#/about"', 'href="/about"'));
  const otherMode = release('shell', '--to', dir, '--build-dir', pathMode);
  assert.equal(otherMode.status, 2);
  assert.equal(otherMode.stderr, `${pathMode} is a path-mode build of the shell, and the deploy at ${dir} runs in hash mode: build it with URL_MODE=hash. Nothing was released.\n`);
  assert.deepEqual(changedFiles(before, served(fileSnapshot(dir))), []);
});

test("a hashed file of the candidate already in shell/ with other bytes is kept as it is, and the release names it", () => {
  const { dir } = fakeShellDeploy(scratch.dir);
  // As an earlier shell of the same code with another source map (a comment changed) leaves it:
  // v2's map is in shell/ already, with bytes the live pages may have read.
  const map = `${fakeShellScript('v2').name}.map`;
  const earlier = '{"version":3,"sources":["an earlier comment"]}\n';
  writeFileSync(path.join(dir, 'shell', map), earlier);
  const released = fakeRelease(dir, 'v2');
  assert.equal(released.status, 0, released.stderr);
  assert.ok(released.stdout.includes(`Kept as they are in shell/ (same code, other bytes, so the live pages keep theirs): ${map}\n`), released.stdout);
  assert.equal(readFileSync(path.join(dir, 'shell', map), 'utf8'), earlier);
  // The candidate's own map stays in its version's folder, and its script went beside the live one.
  const v2 = readShellRecord(dir).live.version;
  assert.notEqual(readFileSync(path.join(dir, 'releases', 'shell', v2, map), 'utf8'), earlier);
  assert.ok(existsSync(path.join(dir, 'shell', fakeShellScript('v2').name)));
});

test("a shell candidate its gate refuses: exit 1, the live HTML and every file served before as they were, the candidate and its stage named", () => {
  const { dir } = fakeShellDeploy(scratch.dir);
  const before = served(fileSnapshot(dir));
  const v1 = readShellRecord(dir).live.version;
  const build = fakeShellBuild(scratch.dir, 'v2');
  // The stand-in refuses as the journeys would; what is under test is what the release does with a refusal.
  const run = runScriptSync('release.mjs', ['shell', '--to', dir, '--build-dir', build], { RELEASE_GATE_STAND_IN: 'fail' });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stdout, /^The stand-in gate \(RELEASE_GATE_STAND_IN=fail\) judged the candidate: no browser ran\.$/m);
  const stageDir = path.join(dir, 'gate', 'shell-site');
  assert.ok(
    run.stderr.endsWith(
      `\nRelease refused: the gate failed, so the live HTML is unchanged and visitors keep shell ${v1}.\n  the stand-in gate: RELEASE_GATE_STAND_IN=fail\nThe candidate stays unused at ${path.join(dir, 'releases', 'shell', readdirOf(dir).find((version) => version !== v1))}; the site it was staged in is ${stageDir}.\n`,
    ),
    run.stderr,
  );
  assert.deepEqual(readShellRecord(dir).live.version, v1);
  assert.match(page(dir), /<footer>Footer v1<\/footer>/);
  // Only the candidate's hashed files were added beside the live ones; no page names them.
  const after = served(fileSnapshot(dir));
  assert.deepEqual(changedFiles(before, after).sort(), [`/shell/${fakeShellScript('v2').name}`, `/shell/${fakeShellScript('v2').name}.map`]);
  assert.ok([...before].every(([file, hash]) => after.get(file) === hash));
  assert.equal(existsSync(path.join(dir, 'switch.json')), false);
});

test('a shell candidate whose unhashed file differs from the live one: exit 2 before its HTML, the live file kept', () => {
  const { dir } = fakeShellDeploy(scratch.dir);
  writeFileSync(path.join(dir, 'shell', 'favicon.svg'), '<svg>live</svg>\n');
  const before = served(fileSnapshot(dir));
  const build = fakeShellBuild(scratch.dir, 'v2');
  writeFileSync(path.join(build, 'favicon.svg'), '<svg>new</svg>\n');
  const run = release('shell', '--to', dir, '--build-dir', build);
  assert.equal(run.status, 2, run.stderr);
  assert.match(run.stderr, /^Release refused: favicon\.svg would replace a file of the same name in shell\/ with other bytes, under the live pages\./);
  assert.deepEqual(changedFiles(before, served(fileSnapshot(dir))), []);
});

test('a shell candidate providing zustand 6 while the live remotes ask for ^5.1.0: refused before any browser (exit 1), naming package, range, version and remote, nothing served changed', () => {
  const { dir } = fakeShellDeploy(scratch.dir);
  const before = served(fileSnapshot(dir));
  const six = { version: '6.0.0', requiredVersion: '^6.0.0' };
  const build = fakeShellBuild(scratch.dir, 'zustand6', { provides: { ...FAKE_PROVIDES, shared: { ...FAKE_PROVIDES.shared, zustand: six, 'zustand/vanilla': six, 'zustand/react': six } } });
  const run = release('shell', '--to', dir, '--build-dir', build);
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /^\nRelease refused: this shell and the live remotes disagree on a shared library, so visitors keep shell [0-9a-f]{12}\.\n/);
  assert.ok(
    run.stderr.includes(
      `  - the live contact asks for zustand@^5.1.0, and this shell provides zustand 6.0.0, outside that range: contact's pages would be unavailable. Widen contact's range to take 6.0.0 too (for example "^5.1.0 || ^6.0.0") and release contact first, then this shell (docs/releasing.md, "Upgrading a shared library").\n`,
    ),
    run.stderr,
  );
  // zustand once for each of the three remotes (its subpaths ask the same range).
  assert.equal(run.stderr.match(/^ {2}- /gm).length, 3);
  assert.doesNotMatch(run.stdout, /Release gate/);
  assert.deepEqual(changedFiles(before, served(fileSnapshot(dir))), []);
});

test('remote candidates built for zustand ^4, or bundling their own zustand: refused before any browser (exit 1), remotes.json unchanged', () => {
  const { dir, entries } = fakeShellDeploy(scratch.dir);
  const before = fileSnapshot(dir);
  const four = FAKE_SHARED.map((entry) => (entry.name.startsWith('zustand') ? { ...entry, requiredVersion: '^4.5.0' } : entry));
  const old = release('contact', '--to', dir, '--build-dir', fakeBuild(scratch.dir, 'contact', 'zustand4', { shared: four }));
  assert.equal(old.status, 1, old.stderr);
  assert.match(old.stderr, /^\nRelease refused: contact [0-9a-f]{12} and the live shell disagree on a shared library, so remotes\.json is unchanged and visitors keep contact at http:\/\/localhost:3001\/contact\/[0-9a-f]{12}\/mf-manifest\.json\.\n/);
  assert.ok(old.stderr.includes(`  - contact asks for zustand@^4.5.0, and the live shell provides zustand 5.1.0, outside that range: contact's pages would be unavailable.`), old.stderr);

  const own = release('contact', '--to', dir, '--build-dir', fakeBuild(scratch.dir, 'contact', 'own-zustand', { shared: FAKE_SHARED.filter(({ name }) => !name.startsWith('zustand')) }));
  assert.equal(own.status, 1, own.stderr);
  assert.ok(own.stderr.includes(`  - contact does not share zustand: its build bundles a copy of its own, a second one beside the live shell's 5.1.0.`), own.stderr);
  for (const run of [old, own]) assert.doesNotMatch(run.stdout, /Release gate/);
  // Only the candidates' own folders were added; the pointer and every live version are as they were.
  assert.deepEqual(
    changedFiles(before, fileSnapshot(dir)).filter((file) => !/^\/cdn\/contact\/[0-9a-f]{12}\//.test(file)),
    [],
  );
  assert.deepEqual(readRemotesJson(path.join(dir, 'shell')), entries);
});

test('a rollback to a shell a live remote no longer takes: exit 2, naming it, nothing served changed', () => {
  const { dir } = fakeShellDeploy(scratch.dir);
  assert.equal(fakeRelease(dir, 'v2').status, 0);
  // The v1 shell's record says it provides zustand 5.0.16, which a remote released since (^5.1.0) does not take.
  const v1 = readShellRecord(dir).earlier[0].version;
  const provides = path.join(dir, 'releases', 'shell', v1, 'provided-shared.json');
  const older = { version: '5.0.16', requiredVersion: '^5.0.16' };
  writeFileSync(provides, JSON.stringify({ ...FAKE_PROVIDES, shared: { ...FAKE_PROVIDES.shared, zustand: older } }));
  const before = served(fileSnapshot(dir));
  const run = rollback('shell', '--to', dir);
  assert.equal(run.status, 2, run.stderr);
  assert.match(run.stderr, new RegExp(`^Rollback refused: shell ${v1}, the one before, and the live remotes disagree on a shared library; shell [0-9a-f]{12} stays live\\.\\n  - the live solutions asks for zustand@\\^5\\.1\\.0, and this shell provides zustand 5\\.0\\.16`));
  assert.deepEqual(changedFiles(before, served(fileSnapshot(dir))), []);
  rmSync(provides);
});
