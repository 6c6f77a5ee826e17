/**
 * The dev refresh timing's edits and figures, without a dev server: each kind's edit still
 * changes the app file it names (else the run would stop at it: "changed nothing"), and each
 * kind's median is held to the shell's edit of the same kind on the same page.
 * Run alone: node --test platform/tools/bench/dev-refresh/edit-kinds.test.mjs
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { baselineOf, KINDS } from './edit-kinds.mjs';
import { refreshSummary } from './time-refresh.mjs';
import { rootDir } from '../../../workspace/index.js';

test("each kind's edit changes the file it names, and shows a text or a style of its own", () => {
  for (const kind of KINDS) {
    const text = readFileSync(path.join(rootDir, kind.file), 'utf8');
    assert.notEqual(kind.edit(text, 7), text, `${kind.name}: the edit of ${kind.file} changes nothing`);
    const goal = kind.shows(7);
    assert.ok(goal.text?.includes('7') || goal.outlineColor === 'rgb(7, 0, 0)', kind.name);
  }
});

test("a remote's edit is held to the shell's of the same kind on the same page", () => {
  assert.equal(baselineOf({ name: 'contact: text', route: '/contact' }), 'shell: text on /contact');
  assert.equal(baselineOf({ name: 'solutions: text', route: '/solutions' }), 'shell: text on /solutions');
  assert.equal(baselineOf({ name: 'contact: emotion style', route: '/contact' }), 'shell: emotion style on /contact');
  assert.deepEqual(KINDS.map(({ name }) => name).filter((name) => name.startsWith('shell: text')), ['shell: text on /contact', 'shell: text on /solutions', 'shell: text on /resources']);
});

test("each kind's row: its runs, their median and its ratio to the shell's", () => {
  const kinds = [{ name: 'contact: text', route: '/contact' }, { name: 'shell: text on /contact', route: '/contact' }];
  assert.deepEqual(refreshSummary({ 'contact: text': [300, 100, 200], 'shell: text on /contact': [400, 500, NaN] }, kinds), [
    { kind: 'contact: text', runs: [300, 100, 200], medianMs: 200, ratioToShell: 0.44 },
    { kind: 'shell: text on /contact', runs: [400, 500, NaN], medianMs: 450, ratioToShell: 1 },
  ]);
});
