/**
 * The module-level account without a browser: a module's name in any build, a script's
 * characters by source from its map, and a federated visit against a single bundle's.
 * Run alone: node --test platform/tools/bench/account/account.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { encode } from '@jridgewell/sourcemap-codec';
import { appDir } from '../../../workspace/index.js';
import { lineOf, visitAccount } from './module-account.mjs';
import { GLUE, charactersBySource, moduleBytes, moduleKey } from './module-bytes.mjs';

test('a module has one name whichever app built it: its path from the repository, a package from any node_modules', () => {
  assert.equal(moduleKey('webpack://shell/../node_modules/lucide-react/dist/esm/Icon.mjs', appDir('shell')), 'node_modules/lucide-react/dist/esm/Icon.mjs');
  assert.equal(moduleKey('webpack://contact/../node_modules/lucide-react/dist/esm/Icon.mjs', appDir('contact')), 'node_modules/lucide-react/dist/esm/Icon.mjs');
  assert.equal(moduleKey('webpack://contact/./node_modules/zod/index.js', appDir('contact')), 'node_modules/zod/index.js');
  assert.equal(moduleKey('webpack://single/../remote-contact/src/contact/ContactPage.tsx', appDir('shell')), 'remote-contact/src/contact/ContactPage.tsx');
  assert.equal(moduleKey('webpack://contact/./src/contact/ContactPage.tsx', appDir('contact')), 'remote-contact/src/contact/ContactPage.tsx');
  assert.equal(moduleKey('webpack://shell/../shared/src/ui/Link.tsx', appDir('shell')), 'shared/src/ui/Link.tsx');
  assert.equal(moduleKey('webpack://contact/webpack/runtime/consumes', appDir('contact')), 'webpack/runtime/consumes');
  assert.equal(moduleKey('webpack://contact/external global "_FEDERATION_RUNTIME_CORE"', appDir('contact')), 'webpack/external global "_FEDERATION_RUNTIME_CORE"');
  assert.equal(moduleKey('webpack://contact/./node_modules/.federation/entry.d88a49bdbff2b0b1510e937c76658e48.js', appDir('contact')), 'node_modules/.federation/entry.js');
});

test('a line is a package, an app\'s source, @site/shared, the webpack runtime or the glue', () => {
  assert.equal(lineOf('node_modules/@module-federation/runtime-core/dist/core.js'), '@module-federation/runtime-core');
  assert.equal(lineOf('node_modules/lucide-react/dist/esm/icons/mail.mjs'), 'lucide-react');
  assert.equal(lineOf('shared/src/ui/Link.tsx'), '@site/shared');
  assert.equal(lineOf('shell/src/remotes/startup.ts'), 'shell/src');
  assert.equal(lineOf('webpack/runtime/consumes'), 'webpack runtime');
  assert.equal(lineOf(GLUE), GLUE);
});

/** `code` with a map whose segments are [column, source] per line: source -1 is no source. */
function mapped(lines) {
  const sources = [...new Set(lines.flat().map(([, source]) => source).filter((s) => s !== -1))];
  const mappings = encode(lines.map((segments) => segments.map(([column, source]) => (source === -1 ? [column] : [column, sources.indexOf(source), 0, 0]))));
  return { version: 3, sources, names: [], mappings };
}

test("a script's characters go to the source each segment maps to, up to the next segment or the line's end", () => {
  const code = 'AAAABBBBBBCC\nDDDD';
  const map = mapped([[[0, 'a.js'], [4, 'b.js'], [10, -1]], [[1, 'a.js']]]);
  assert.deepEqual(Object.fromEntries(charactersBySource(code, map)), { 'a.js': 4 + 3, 'b.js': 6, [GLUE]: 2 + 1 });
});

test("a file's brotli bytes are shared among its modules by their characters, and add up to the file's", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'account-'));
  const file = path.join(dir, 'chunk.js');
  const code = `${'x'.repeat(300)}${'y'.repeat(100)}`;
  writeFileSync(file, code);
  writeFileSync(`${file}.map`, JSON.stringify(mapped([[[0, 'webpack://contact/./src/contact/ContactPage.tsx'], [300, 'webpack://contact/../node_modules/pkg/b.js']]])));
  const { brotli, modules } = moduleBytes(file, appDir('contact'));
  assert.ok(brotli > 0);
  assert.equal(modules.get('remote-contact/src/contact/ContactPage.tsx'), (brotli * 3) / 4);
  assert.equal(modules.get('node_modules/pkg/b.js'), brotli / 4);
});

const script = (build, modules) => ({ build, brotli: Object.values(modules).reduce((a, b) => a + b, 0), modules: new Map(Object.entries(modules)) });

test('the account lists what the single bundle has not, and what comes twice beyond its largest copy; the rest adds up', () => {
  const federated = [
    script('shell', { 'node_modules/react/index.js': 100, 'node_modules/lucide-react/dist/esm/Icon.mjs': 10, 'node_modules/@module-federation/runtime-core/dist/core.js': 50 }),
    script('contact', { 'remote-contact/src/exposes/ContactPage.tsx': 30, 'node_modules/lucide-react/dist/esm/Icon.mjs': 8, [GLUE]: 4 }),
  ];
  const single = [script('single', { 'node_modules/react/index.js': 100, 'node_modules/lucide-react/dist/esm/Icon.mjs': 10, 'remote-contact/src/exposes/ContactPage.tsx': 27 })];
  const account = visitAccount(federated, single);
  assert.equal(account.federatedBytes, 202);
  assert.equal(account.singleBytes, 137);
  assert.deepEqual(
    account.lines.map(({ line, notInSingle, twice }) => [line, notInSingle, twice]),
    [
      ['@module-federation/runtime-core', 50, 0],
      ['lucide-react', 0, 8],
    ],
  );
  assert.deepEqual(account.lines[1].modules, [{ key: 'node_modules/lucide-react/dist/esm/Icon.mjs', builds: ['shell', 'contact'], bytes: 8, kind: 'twice' }]);
  // The page's 3 bytes more than in the single bundle, and the glue: neither kind, so the rest.
  assert.equal(account.rest, 202 - 137 - 58);
});
