import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildTestMap, decodeIndices, encodeIndices, filesAt, formatTestMap, parseTestMap, reportTests, testId } from './test-map.mjs';

test('indices as ranges, and back', () => {
  assert.equal(encodeIndices([5, 0, 1, 2, 9, 10]), '0-2,5,9-10');
  assert.equal(encodeIndices([]), '');
  assert.deepEqual(decodeIndices('0-2,5,9-10'), [0, 1, 2, 5, 9, 10]);
  assert.deepEqual(decodeIndices(''), []);
  assert.deepEqual(decodeIndices(undefined), []);
});

const REPORT = {
  suites: [
    {
      title: 'areas/contact.spec.ts',
      file: 'areas/contact.spec.ts',
      specs: [],
      suites: [
        {
          title: 'contact remote',
          specs: [
            {
              file: 'areas/contact.spec.ts',
              line: 5,
              column: 3,
              title: 'the details',
              tags: ['contact'],
              tests: [
                { projectName: 'chromium', status: 'expected', results: [{ duration: 3100.4 }] },
                { projectName: 'firefox', status: 'expected', results: [{ duration: 5000 }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

test('reportTests: one per test and project, with its describes, tags and last duration', () => {
  assert.deepEqual(reportTests(REPORT), [
    { project: 'chromium', file: 'areas/contact.spec.ts', line: 5, column: 3, titles: ['contact remote', 'the details'], tags: ['@contact'], ms: 3100.4, ok: true },
    { project: 'firefox', file: 'areas/contact.spec.ts', line: 5, column: 3, titles: ['contact remote', 'the details'], tags: ['@contact'], ms: 5000, ok: true },
  ]);
  assert.equal(testId('areas/contact.spec.ts', ['contact remote', 'the details']), 'areas/contact.spec.ts › contact remote › the details');
});

describe('buildTestMap', () => {
  const map = buildTestMap({
    base: 'abc123',
    dirty: ['b.txt', 'a.txt'],
    tests: reportTests(REPORT),
    records: [
      { project: 'chromium', file: 'areas/contact.spec.ts', titles: ['contact remote', 'the details'], files: ['shell/src/app/App.tsx', 'remote-contact/src/contact/ContactPage.tsx'], unmapped: [], lost: false },
    ],
    specs: { 'areas/contact.spec.ts': { files: ['e2e/areas/contact.spec.ts', 'e2e/fixtures.ts'], reads: [] } },
    built: ['shell/src/app/App.tsx', 'shell/src/pages/AboutPage.tsx', 'remote-contact/src/contact/ContactPage.tsx'],
    steps: { lint: 40000 },
  });
  const id = 'areas/contact.spec.ts › contact remote › the details';

  test('a sorted table of every file named; each test its durations per project and what it ran in Chromium', () => {
    assert.deepEqual(map.files, ['e2e/areas/contact.spec.ts', 'e2e/fixtures.ts', 'remote-contact/src/contact/ContactPage.tsx', 'shell/src/app/App.tsx', 'shell/src/pages/AboutPage.tsx']);
    assert.deepEqual(map.tests[id].ms, { chromium: 3100, firefox: 5000 });
    assert.deepEqual(filesAt(map, map.tests[id].ran), ['remote-contact/src/contact/ContactPage.tsx', 'shell/src/app/App.tsx']);
    assert.equal(map.tests[id].unseen, undefined);
    assert.deepEqual(filesAt(map, map.built), ['remote-contact/src/contact/ContactPage.tsx', 'shell/src/app/App.tsx', 'shell/src/pages/AboutPage.tsx']);
    assert.deepEqual(filesAt(map, map.specs['areas/contact.spec.ts'].files), ['e2e/areas/contact.spec.ts', 'e2e/fixtures.ts']);
    assert.deepEqual(map.dirty, ['a.txt', 'b.txt']);
    assert.equal(map.base, 'abc123');
  });

  test('a test whose page ran code no build here holds, or lost its coverage, says so', () => {
    const unseen = buildTestMap({
      base: 'x',
      tests: reportTests(REPORT),
      records: [{ project: 'chromium', file: 'areas/contact.spec.ts', titles: ['contact remote', 'the details'], files: [], unmapped: ['http://127.0.0.1:3011/main.js'], lost: false }],
      specs: {},
    });
    assert.match(unseen.tests[id].unseen, /a page ran http:\/\/127\.0\.0\.1:3011\/main\.js, which no build here holds/);
  });

  test('a record that lost a page keeps no function as never run: the lost page may have run it', () => {
    const record = { project: 'chromium', file: 'areas/contact.spec.ts', titles: ['contact remote', 'the details'], files: ['shell/src/app/App.tsx'], partly: { 'shell/src/app/App.tsx': { ran: '1', unrun: '3-9' } }, unmapped: [] };
    const kept = buildTestMap({ base: 'x', tests: reportTests(REPORT), records: [{ ...record, lost: false }], specs: {} });
    assert.ok(kept.tests[id].partly);
    const lost = buildTestMap({ base: 'x', tests: reportTests(REPORT), records: [{ ...record, lost: true }], specs: {} });
    assert.equal(lost.tests[id].partly, undefined);
    assert.match(lost.tests[id].unseen, /coverage was lost/);
  });

  test('a test with no record has no ran: it is not known to run nothing', () => {
    const none = buildTestMap({ base: 'x', tests: reportTests(REPORT), records: [], specs: {} });
    assert.equal(none.tests[id].ran, undefined);
  });

  test('its file reads back as the same map, one line per spec and per test', () => {
    const text = formatTestMap(map);
    assert.deepEqual(parseTestMap(text), map);
    assert.ok(text.split('\n').some((line) => line.startsWith(`    "${id}": {`)));
  });
});

test('parseTestMap: no file, broken JSON or another format is no map', () => {
  assert.equal(parseTestMap(null), null);
  assert.equal(parseTestMap('{'), null);
  assert.equal(parseTestMap(JSON.stringify({ format: 0, base: 'x', files: [], tests: {}, specs: {} })), null);
});
