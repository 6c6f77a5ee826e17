import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filesOfCoverage } from './coverage-recorder.mjs';
import { untouchedSpans } from './test-map.mjs';

// One built script holding src/page.tsx: its top level (line 1) at offsets 0-9, a component
// (lines 2-5) at 10-19; and src/other.ts (line 1) at 20-29, a module never required.
const script = {
  length: 30,
  points: [
    { offset: 2, file: 'src/page.tsx', line: 1 },
    { offset: 12, file: 'src/page.tsx', line: 2 },
    { offset: 15, file: 'src/page.tsx', line: 3 },
    { offset: 18, file: 'src/page.tsx', line: 5 },
    { offset: 22, file: 'src/other.ts', line: 1 },
  ],
};
const finder = { find: (url) => (url.endsWith('/main.js') ? [script] : null) };
const page = (componentRan) => ({
  url: 'http://127.0.0.1:3000/main.js',
  functions: [
    { ranges: [{ startOffset: 0, endOffset: 30, count: 1 }] },
    { ranges: [{ startOffset: 10, endOffset: 20, count: componentRan ? 1 : 0 }] },
    { ranges: [{ startOffset: 20, endOffset: 30, count: 0 }] },
  ],
});

test('a file whose code a page ran only in part keeps the functions it never ran; one any page ran, ran', () => {
  assert.deepEqual(filesOfCoverage([page(false)], finder), { files: ['src/page.tsx'], partly: { 'src/page.tsx': { ran: '1', unrun: '2-5' } }, unmapped: [] });
  // A second page of the test rendered the component: the file ran whole.
  assert.deepEqual(filesOfCoverage([page(false), page(true)], finder), { files: ['src/page.tsx'], partly: {}, unmapped: [] });
});

test('a later take of a page, which lists only the functions run since, counts with the length the first take gave', () => {
  const lengths = [];
  const measuring = { find: (url, length) => (lengths.push(length), finder.find(url, length)) };
  // Taken before a navigation, the component not yet run; then taken again after it ran (V8
  // reports a function once: the later take has the component alone).
  const later = { url: 'http://127.0.0.1:3000/main.js', functions: [{ ranges: [{ startOffset: 10, endOffset: 20, count: 1 }] }] };
  assert.deepEqual(filesOfCoverage([page(false), later], measuring), { files: ['src/page.tsx'], partly: {}, unmapped: [] });
  assert.deepEqual(lengths, [30, 30]);
  // Two scripts at one URL (a rebuilt variant served where the first was): each its own length.
  lengths.length = 0;
  const shorter = { url: 'http://127.0.0.1:3000/main.js', functions: [{ ranges: [{ startOffset: 0, endOffset: 24, count: 1 }] }] };
  filesOfCoverage([page(false), shorter, later], measuring);
  assert.deepEqual(lengths, [30, 24, 30]);
});

test('a script no build here holds is named, and one that ran nothing is passed over', () => {
  const elsewhere = { ...page(true), url: 'http://127.0.0.1:3011/remoteEntry.js?v=1' };
  const idle = { url: 'http://127.0.0.1:3000/main.js', functions: [{ ranges: [{ startOffset: 0, endOffset: 30, count: 0 }] }] };
  assert.deepEqual(filesOfCoverage([elsewhere, idle], finder), { files: [], partly: {}, unmapped: ['http://127.0.0.1:3011/remoteEntry.js'] });
});

test('untouchedSpans: a span that cannot hold an edit, or that holds a line some page ran, is left out', () => {
  assert.equal(untouchedSpans([[40, 52], [20, 31], [20, 31], [5, 6], [60, 70]], new Set([1, 65])), '20-31,40-52');
  assert.equal(untouchedSpans([], new Set()), '');
});
