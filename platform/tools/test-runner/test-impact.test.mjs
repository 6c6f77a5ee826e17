import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { changedFiles, changedHunks, changeTouchesRun, chooseTests, choiceLines, testListLines } from './test-impact.mjs';
import { buildTestMap, testId } from './test-map.mjs';

const FOLDERS = { '@shell': 'shell', '@contact': 'remote-contact', '@resources': 'remote-resources', '@contract': 'shared', '@platform': 'platform' };
const folderOfTag = (tag) => FOLDERS[tag] ?? null;

/** A test as a loop lists it. */
function listed(file, title, tags, project = 'chromium') {
  return { project, file, titles: [title], tags, id: testId(file, [title]) };
}

const contactPage = listed('areas/contact.spec.ts', 'the details', ['@contact']);
const copy = listed('areas/contact.spec.ts', 'copy raises the toast', ['@contact', '@shell']);
const header = listed('loading/header.spec.ts', 'the header', ['@shell', '@contact']);
const seo = listed('quality/seo.spec.ts', 'every route reads completely', ['@shell', '@contact']);
const journey = listed('journeys/journeys.spec.ts', 'the journeys', ['@contact'], 'firefox');
const LISTED = [contactPage, copy, header, seo, journey];

const SPECS = {
  'areas/contact.spec.ts': { files: ['e2e/areas/contact.spec.ts', 'e2e/support/text-lines.ts'], reads: [] },
  'loading/header.spec.ts': { files: ['e2e/shell/header.spec.ts'], reads: [] },
  'quality/seo.spec.ts': { files: ['e2e/quality/seo.spec.ts'], reads: ['path-site', 'processes'] },
  'journeys/journeys.spec.ts': { files: ['e2e/journeys/journeys.spec.ts'], reads: [] },
};

const record = (test, files) => ({ project: 'chromium', file: test.file, titles: test.titles, files, unmapped: [], lost: false });
const MAP = buildTestMap({
  base: 'abc123def456',
  tests: LISTED.map((test) => ({ ...test, ms: 1000, ok: true })),
  records: [
    record(contactPage, ['shell/src/app/App.tsx', 'remote-contact/src/contact/ContactPage.tsx']),
    record(copy, ['shell/src/app/App.tsx', 'remote-contact/src/contact/ContactPage.tsx', 'remote-contact/src/contact/copy-to-clipboard.ts']),
    record(header, ['shell/src/app/App.tsx', 'shell/src/header/Header.tsx']),
    record(seo, ['shell/src/app/App.tsx']),
  ],
  specs: SPECS,
  built: ['shell/src/app/App.tsx', 'shell/src/header/Header.tsx', 'remote-contact/src/contact/ContactPage.tsx', 'remote-contact/src/contact/copy-to-clipboard.ts', 'remote-contact/src/contact/ContactMethodCard.tsx'],
});

const choose = (changed, more = {}) => chooseTests({ map: MAP, baseKnown: true, changed, listed: LISTED, specs: SPECS, folderOfTag, ...more });
const ids = (choice) => choice.chosen.map((test) => `${test.project} ${test.titles[0]}`);

describe('chooseTests', () => {
  test('a file only some tests ran: those, the tests whose coverage is not the whole story for its folder, and why', () => {
    const choice = choose(['remote-contact/src/contact/copy-to-clipboard.ts']);
    assert.deepEqual(ids(choice), ['chromium copy raises the toast', 'chromium every route reads completely', 'firefox the journeys']);
    assert.equal(choice.chosen[0].because, 'its pages ran remote-contact/src/contact/copy-to-clipboard.ts');
    assert.match(choice.chosen[1].because, /^remote-contact\/src\/contact\/copy-to-clipboard\.ts is in a folder of its tags, and its spec reads the prerendered path-mode site$/);
    assert.match(choice.chosen[2].because, /it runs in firefox, where no coverage is recorded/);
    assert.equal(choice.why, 'remote-contact/src/contact/copy-to-clipboard.ts changed');
    assert.equal(choice.all, false);
  });

  test("a file of the shell: the tests that ran it, and the unseen ones tagged for the shell; not the Firefox journey, which is not", () => {
    assert.deepEqual(ids(choose(['shell/src/header/Header.tsx'])), ['chromium the header', 'chromium every route reads completely']);
  });

  test("a spec, or a file it imports, changed: that spec's tests", () => {
    const choice = choose(['e2e/areas/contact.spec.ts']);
    assert.deepEqual(ids(choice), ['chromium the details', 'chromium copy raises the toast']);
    assert.equal(choice.chosen[0].because, 'its spec imports e2e/areas/contact.spec.ts');
  });

  test('a unit test, its snapshot or a document changed: no browser test', () => {
    const choice = choose(['remote-contact/src/contact/ContactPage.test.tsx', 'remote-careers/src/__snapshots__/page.snap', 'docs/testing.md', 'README.md']);
    assert.deepEqual(choice.chosen, []);
    assert.match(choice.why, /which no test runs$/);
  });

  test('a built file no test ran: only the unseen tests of its folder', () => {
    assert.deepEqual(ids(choose(['remote-contact/src/contact/ContactMethodCard.tsx'])), ['chromium every route reads completely', 'firefox the journeys']);
  });

  test('nothing changed: nothing to run', () => {
    assert.deepEqual(choose([]).chosen, []);
  });

  for (const [file, because] of [
    ['shared/src/store/site-store.ts', /shared\/, which every app is built with/],
    ['e2e/support/served-site.ts', /the browser suite's fixtures/],
    ['e2e/fixtures/errors.ts', /the browser suite's fixtures/],
    ['e2e/playwright.config.ts', /the browser suite's fixtures/],
    ['package-lock.json', /a root package file/],
    ['platform/serve/static-server.mjs', /the platform's code/],
  ]) {
    test(`${file} changed: every test`, () => {
      const choice = choose(['remote-contact/src/contact/copy-to-clipboard.ts', file]);
      assert.equal(choice.all, true);
      assert.equal(choice.chosen.length, LISTED.length);
      assert.match(choice.why, because);
    });
  }

  test("a platform unit test is no platform code the suite runs", () => {
    assert.equal(choose(['platform/serve/static-server.test.mjs']).all, false);
  });

  test("the runner's own code chooses the tests that import or run it, not every test", () => {
    const runnerSpec = listed('tooling/test-runner.spec.ts', 'the shards', ['@platform']);
    const specs = { ...SPECS, 'tooling/test-runner.spec.ts': { files: ['e2e/tooling/test-runner.spec.ts'], reads: ['processes'] } };
    const map = buildTestMap({
      base: 'abc',
      tests: [...LISTED, runnerSpec].map((test) => ({ ...test, ms: 1000, ok: true })),
      records: [record(contactPage, ['shell/src/app/App.tsx']), record(runnerSpec, [])],
      specs,
      built: ['shell/src/app/App.tsx'],
    });
    const choice = chooseTests({ map, baseKnown: true, changed: ['platform/tools/test-runner/test-impact.mjs'], listed: [contactPage, runnerSpec], specs, folderOfTag });
    assert.deepEqual(ids(choice), ['chromium the shards']);
    assert.match(choice.chosen[0].because, /is in a folder of its tags, and its spec runs commands or browsers of its own/);
  });

  test('a file the map names for no test (content, a declaration, a new file): every test', () => {
    for (const file of ['remote-contact/pages.json', 'remote-resources/content/ai-for-smes.md', 'e2e/recipes/recipes.json', 'jest.config.js']) {
      const choice = choose([file]);
      assert.equal(choice.all, true, file);
      assert.match(choice.why, /which the map names for no test/);
    }
  });

  test("no map, or a base this clone does not have: every test, and why", () => {
    assert.match(chooseTests({ map: null, baseKnown: false, changed: [], listed: LISTED, specs: SPECS, folderOfTag }).why, /there is no test map/);
    const unknown = choose(['remote-contact/src/contact/copy-to-clipboard.ts'], { baseKnown: false });
    assert.equal(unknown.all, true);
    assert.match(unknown.why, /base abc123def456 is not in this clone/);
  });

  test('a test the map has no entry for runs, whatever changed', () => {
    const added = listed('areas/contact.spec.ts', 'a new test', ['@contact']);
    const choice = choose(['shell/src/header/Header.tsx'], { listed: [...LISTED, added] });
    assert.deepEqual(ids(choice), ['chromium the header', 'chromium every route reads completely', 'chromium a new test']);
    assert.equal(choice.chosen.at(-1).because, 'it has no entry in the test map');
    assert.match(choice.why, /; 1 with no entry in the map$/);
  });

  test("a spec's imports as they are now count: a helper the spec has started to use", () => {
    const specs = { ...SPECS, 'loading/header.spec.ts': { files: ['e2e/shell/header.spec.ts', 'remote-contact/src/contact/ContactMethodCard.tsx'], reads: [] } };
    assert.deepEqual(ids(choose(['remote-contact/src/contact/ContactMethodCard.tsx'], { specs })), ['chromium the header', 'chromium every route reads completely', 'firefox the journeys']);
  });

  test('a test whose page ran code no build here holds counts its tags\' folders', () => {
    const map = buildTestMap({
      base: 'abc',
      tests: [{ ...header, ms: 1, ok: true }],
      records: [{ ...record(header, ['shell/src/app/App.tsx']), unmapped: ['http://127.0.0.1:3011/main.js'] }],
      specs: { 'loading/header.spec.ts': SPECS['loading/header.spec.ts'] },
      built: ['shell/src/app/App.tsx', 'shell/src/header/Header.tsx'],
    });
    const choice = chooseTests({ map, baseKnown: true, changed: ['shell/src/header/Header.tsx'], listed: [header], specs: SPECS, folderOfTag });
    assert.match(choice.chosen[0].because, /which no build here holds/);
  });
});

test('changedFiles: the diff, the untracked files and the map\'s own, once each, without the map', () => {
  assert.deepEqual(changedFiles({ diff: 'b.ts\ne2e/test-map.json\n', untracked: 'c.ts\nb.ts\n', dirty: ['a.ts'], mapFile: 'e2e/test-map.json' }), ['a.ts', 'b.ts', 'c.ts']);
});

test('choiceLines: a line with the count, the tags, the change and the map; a line per chosen test and why', () => {
  const choice = choose(['remote-contact/src/contact/copy-to-clipboard.ts']);
  const lines = choiceLines({ choice, listedCount: 5, loopTags: ['@contact'], base: MAP.base });
  assert.equal(lines.head, '3 of 5 browser tests tagged @contact: remote-contact/src/contact/copy-to-clipboard.ts changed (map of abc123def456)');
  assert.equal(lines.reasons[0], '[chromium] areas/contact.spec.ts › copy raises the toast\n    because its pages ran remote-contact/src/contact/copy-to-clipboard.ts');
});

test('testListLines: as Playwright --test-list reads them; a title with its separator is refused', () => {
  assert.deepEqual(testListLines([copy]), ['[chromium] › areas/contact.spec.ts › copy raises the toast']);
  assert.throws(() => testListLines([listed('a.spec.ts', 'x › y', [])]), /cannot be listed/);
});

describe('a file a test ran only in part', () => {
  // ClosingCtaSection.tsx, as if: its top level (lines 1-4: imports, a styled block) runs
  // wherever the shell loads; its component, whose code spans lines 6-12, renders on the home
  // page alone; line 13 and below is top level again (an export).
  const file = 'shell/src/sections/ClosingCtaSection.tsx';
  const home = listed('quality/seo.spec.ts', 'the home page', ['@shell']);
  const about = listed('quality/seo.spec.ts', 'the about page', ['@shell']);
  const tests = [home, about];
  const specs = { 'quality/seo.spec.ts': { files: ['e2e/quality/seo.spec.ts'], reads: [] } };
  const map = buildTestMap({
    base: 'abc',
    tests: tests.map((test) => ({ ...test, ms: 1000, ok: true })),
    records: [
      { ...record(home, [file]), partly: {} },
      { ...record(about, [file]), partly: { [file]: { ran: '1-4,13', unrun: '6-12' } } },
    ],
    specs,
    built: [file],
  });
  const choose = (hunks, more = {}) => ids(chooseTests({ map, baseKnown: true, changed: [file], hunks: { [file]: hunks }, listed: tests, specs, folderOfTag, ...more }));

  test('the map keeps the functions a test never ran of a file it ran in part, once per pattern', () => {
    const at = map.files.indexOf(file);
    assert.equal(map.tests[about.id].partly, `${at}:0`);
    assert.equal(map.tests[home.id].partly, undefined);
    assert.deepEqual(map.lines, { [at]: ['6-12'] });
  });

  test('a change inside the component: the test that rendered it, not the one that only loaded the file', () => {
    assert.deepEqual(choose([[10, 1]]), ['chromium the home page']);
    assert.deepEqual(choose([[7, 5]]), ['chromium the home page']);
    // Lines added inside it, right after its first line or before its last.
    assert.deepEqual(choose([[6, 0]]), ['chromium the home page']);
    assert.deepEqual(choose([[11, 0]]), ['chromium the home page']);
  });

  test("a change to the top level, or on the component's first or last line, or across its edge, reaches both", () => {
    assert.deepEqual(choose([[3, 1]]), ['chromium the home page', 'chromium the about page']);
    assert.deepEqual(choose([[6, 1]]), ['chromium the home page', 'chromium the about page']);
    assert.deepEqual(choose([[12, 1]]), ['chromium the home page', 'chromium the about page']);
    assert.deepEqual(choose([[10, 4]]), ['chromium the home page', 'chromium the about page']);
    // Lines added after its last line: a statement at the top level.
    assert.deepEqual(choose([[12, 0]]), ['chromium the home page', 'chromium the about page']);
    // One hunk of several is enough.
    assert.deepEqual(choose([[10, 1], [2, 1]]), ['chromium the home page', 'chromium the about page']);
  });

  test('without hunks, or for a file that differed from the base when the map was made, the whole file counts', () => {
    assert.deepEqual(choose(undefined), ['chromium the home page', 'chromium the about page']);
    assert.deepEqual(ids(chooseTests({ map: { ...map, dirty: [file] }, baseKnown: true, changed: [file], hunks: { [file]: [[10, 1]] }, listed: tests, specs, folderOfTag })), ['chromium the home page', 'chromium the about page']);
  });

  test('changeTouchesRun: two functions never run, and a statement added between them', () => {
    const unrun = [[10, 20], [22, 30]];
    assert.equal(changeTouchesRun([[12, 3], [25, 1]], unrun), false);
    assert.equal(changeTouchesRun([[21, 0]], unrun), true);
    assert.equal(changeTouchesRun([[20, 0]], unrun), true);
    assert.equal(changeTouchesRun([[19, 3]], unrun), true);
    assert.equal(changeTouchesRun([], unrun), true);
  });
});

test('changedHunks: each file\'s hunks as the base had them, from a diff with no context', () => {
  const diff = [
    'diff --git a/shell/src/app/App.tsx b/shell/src/app/App.tsx',
    'index 1..2 100644',
    '--- a/shell/src/app/App.tsx',
    '+++ b/shell/src/app/App.tsx',
    '@@ -10 +10 @@ export function A() {',
    '-  old',
    '+  new',
    '@@ -20,0 +21,2 @@',
    '+--- a/looks like a header',
    '+x',
    '@@ -30,3 +32 @@',
    'diff --git a/shell/src/pages/NotFoundPage.tsx b/shell/src/pages/NotFoundPage.tsx',
    'new file mode 100644',
    '--- /dev/null',
    '+++ b/shell/src/pages/NotFoundPage.tsx',
    '@@ -0,0 +1 @@',
    '+x',
  ].join('\n');
  assert.deepEqual(changedHunks(diff), { 'shell/src/app/App.tsx': [[10, 1], [20, 0], [30, 3]], 'shell/src/pages/NotFoundPage.tsx': [[0, 0]] });
  assert.deepEqual(changedHunks(''), {});
});
