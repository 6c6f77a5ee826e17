import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { filesRun, linesRun, mappedPositions, mappedScript, repositoryFile } from './source-map-coverage.mjs';

/** Base64 VLQ, as a source map writes it: the test's own encoder, so that its maps read as positions. */
function vlq(value) {
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64[digit];
  } while (rest > 0);
  return out;
}

/** `mappings` for segments [line, column, source, sourceLine] (generated line and column; the source's line 0-based, 0 unless given, its column 0). */
function mappings(segments) {
  const lines = [];
  let source = 0;
  let sourceLine = 0;
  for (const [line, column, src, srcLine = 0] of segments) {
    while (lines.length <= line) lines.push([]);
    lines[line].push({ column, src, srcLine });
  }
  return lines
    .map((segs) => {
      let column = 0;
      return segs
        .map((seg) => {
          const text = vlq(seg.column - column) + vlq(seg.src - source) + vlq(seg.srcLine - sourceLine) + vlq(0);
          column = seg.column;
          source = seg.src;
          sourceLine = seg.srcLine;
          return text;
        })
        .join(',');
    })
    .join(';');
}

describe('mappedPositions', () => {
  test("decodes each segment that names a source: its generated line and column, its source and the source's line, counted from 1", () => {
    const text = mappings([
      [0, 0, 0, 4],
      [0, 12, 1, 0],
      [2, 4, 0, 9],
    ]);
    assert.deepEqual(mappedPositions(text), [
      { line: 0, column: 0, source: 0, sourceLine: 5 },
      { line: 0, column: 12, source: 1, sourceLine: 1 },
      { line: 2, column: 4, source: 0, sourceLine: 10 },
    ]);
  });

  test('leaves out segments of a column alone (generated code of no source), keeping the count of columns', () => {
    // "AAAA" a segment at 0 of source 0, "K" a column-only segment at 5, "KCAA" at 10 of source 1.
    assert.deepEqual(mappedPositions('AAAA,K,KCAA'), [
      { line: 0, column: 0, source: 0, sourceLine: 1 },
      { line: 0, column: 10, source: 1, sourceLine: 1 },
    ]);
  });

  test('refuses what is not a mappings string', () => {
    assert.throws(() => mappedPositions('A!A'), /Not a source map's mappings/);
  });
});

describe('filesRun', () => {
  // A bundle as webpack writes it: a chunk whose top level registers three module factories.
  //   0         1         2         3         4         5
  //   012345678901234567890123456789012345678901234567890123456
  const text = 'push({1:function(){A;A},2:function(){B;B},3:function(){C}})';
  const files = ['src/a.ts', 'src/b.ts', 'src/c.ts'];
  const script = mappedScript({
    text,
    mappings: mappings([
      [0, 19, 0],
      [0, 37, 1],
      [0, 55, 2],
    ]),
    files,
  });
  const top = { ranges: [{ startOffset: 0, endOffset: text.length, count: 1 }] };
  const factory = (start, end, count) => ({ ranges: [{ startOffset: start, endOffset: end, count }] });

  test('a module whose factory ran is run; one bundled but never required is not', () => {
    const ran = filesRun(linesRun(script, [top, factory(8, 23, 1), factory(26, 41, 0), factory(44, 57, 1)]));
    assert.deepEqual([...ran].sort(), ['src/a.ts', 'src/c.ts']);
  });

  test('a script none of whose code ran runs nothing', () => {
    assert.deepEqual([...filesRun(linesRun(script, [{ ranges: [{ startOffset: 0, endOffset: text.length, count: 0 }] }]))], []);
  });

  test("the innermost range decides: a factory that ran, with a function inside it that did not", () => {
    const ran = filesRun(linesRun(script, [top, factory(26, 41, 1), { ranges: [{ startOffset: 35, endOffset: 40, count: 0 }] }]));
    assert.deepEqual([...ran].sort(), ['src/a.ts', 'src/c.ts']);
  });

  test('block ranges of a function (detailed coverage) nest the same way', () => {
    const ran = filesRun(linesRun(script, [top, { ranges: [{ startOffset: 8, endOffset: 57, count: 1 }, { startOffset: 50, endOffset: 57, count: 0 }] }]));
    assert.deepEqual([...ran].sort(), ['src/a.ts', 'src/b.ts']);
  });

  test('positions on later lines are offsets past the line breaks; a column past its line is left out', () => {
    const twoLines = mappedScript({
      text: '/*! licence */\nrun();skip();',
      mappings: mappings([
        [1, 0, 0],
        [1, 6, 1],
        [0, 40, 2],
      ]),
      files,
    });
    assert.deepEqual(twoLines.points, [
      { offset: 15, file: 'src/a.ts', line: 1 },
      { offset: 21, file: 'src/b.ts', line: 1 },
    ]);
    const ran = filesRun(linesRun(twoLines, [{ ranges: [{ startOffset: 0, endOffset: 28, count: 1 }] }, { ranges: [{ startOffset: 21, endOffset: 28, count: 0 }] }]));
    assert.deepEqual([...ran], ['src/a.ts']);
  });

  test("sources that are no file of ours (node_modules, webpack's runtime) leave no position", () => {
    const vendor = mappedScript({ text, mappings: mappings([[0, 19, 0]]), files: [null] });
    assert.deepEqual(vendor.points, []);
    assert.equal(vendor.length, text.length);
  });
});

describe('linesRun', () => {
  // One module of a bundle, src/page.tsx: its top level (line 1) defines two components, Shown
  // (lines 2-3), which rendered, and Hidden (lines 5-6), which never did; line 4 holds both a
  // top-level `const Hidden =` and the start of Hidden's own function.
  //   0         1         2         3         4         5
  //   0123456789012345678901234567890123456789012345678901234
  const text = 'm(function(){x;function S(){a;b}const H=function(){c;d}})';
  const script = mappedScript({
    text,
    mappings: mappings([
      [0, 13, 0, 0],
      [0, 15, 0, 1],
      [0, 28, 0, 2],
      [0, 34, 0, 3],
      [0, 40, 0, 3],
      [0, 51, 0, 4],
      [0, 53, 0, 5],
    ]),
    files: ['src/page.tsx'],
  });
  const fn = (start, end, count) => ({ ranges: [{ startOffset: start, endOffset: end, count }] });

  test("a line runs when code of it ran: the top level and the function that ran; the other function spans the lines of its code", () => {
    const lines = linesRun(script, [fn(0, text.length, 1), fn(2, 57, 1), fn(15, 32, 1), fn(40, 55, 0)]);
    assert.deepEqual([...lines.keys()], ['src/page.tsx']);
    const { ran, unrun } = lines.get('src/page.tsx');
    assert.deepEqual([...ran].sort(), [1, 2, 3, 4]);
    // Hidden's function starts on line 4 (`const H=function(){`) and its code ends on line 6.
    assert.deepEqual(unrun, [[4, 6]]);
  });

  test('a module never required ran none of its lines, and is no file run', () => {
    const lines = linesRun(script, [fn(0, text.length, 1), fn(2, 57, 0)]);
    assert.deepEqual([...lines.get('src/page.tsx').ran], []);
    assert.deepEqual(lines.get('src/page.tsx').unrun, [[1, 6]]);
    assert.deepEqual([...filesRun(linesRun(script, [fn(0, text.length, 1), fn(2, 57, 0)]))], []);
  });
});

describe('repositoryFile', () => {
  const folderOf = (name) => ({ shell: 'shell', contact: 'remote-contact' })[name] ?? `remote-${name}`;

  test("a source under the app's folder, or beside it in shared/", () => {
    assert.equal(repositoryFile('webpack://contact/./src/contact/ContactPage.tsx', folderOf), 'remote-contact/src/contact/ContactPage.tsx');
    assert.equal(repositoryFile('webpack://shell/../shared/src/store/site-store.ts', folderOf), 'shared/src/store/site-store.ts');
    assert.equal(repositoryFile('webpack://contact/./src/contact/contact-methods.ts?abc', folderOf), 'remote-contact/src/contact/contact-methods.ts');
  });

  test("node_modules, webpack's runtime and generated modules, and paths out of the repository are none of ours", () => {
    assert.equal(repositoryFile('webpack://contact/../node_modules/zustand/esm/react.mjs', folderOf), null);
    assert.equal(repositoryFile('webpack://shell/webpack/runtime/load script', folderOf), null);
    assert.equal(repositoryFile('webpack://contact/external global "_FEDERATION_RUNTIME_CORE"', folderOf), null);
    assert.equal(repositoryFile('webpack://contact/../../../etc/passwd', folderOf), null);
    assert.equal(repositoryFile('src/x.ts', folderOf), null);
  });
});
