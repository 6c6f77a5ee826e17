import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { importSpecifiers, specGraph } from './spec-graph.mjs';

describe('importSpecifiers', () => {
  test('static, side-effect, dynamic, type-only and re-export imports, requires, and requires by the root', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import './side-effect';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "const { e } = require('../../platform/e/index.js') as typeof import('../../platform/e/index.js');",
      "const f = require(path.join(rootDir, 'shell/webpack.config.js'));",
      "import { test } from '@playwright/test';",
    ].join('\n');
    assert.deepEqual(importSpecifiers(source).sort(), ['../../platform/e/index.js', '../b', './a', './c', './d', './side-effect', '/shell/webpack.config.js', '@playwright/test'].sort());
  });
});

describe('specGraph', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'spec-graph-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('e2e/fixtures.ts', "import { spawn } from 'node:child_process';\nimport './fixtures/teams';\n");
  write('e2e/fixtures/teams.ts', "const w = require('../../shared/workspace.json');\n");
  write('shared/workspace.json', '{}');
  write('e2e/support/content.ts', "const { load } = require('../../app/build/content.js');\n");
  write('app/build/content.js', "const { paths } = require('./paths');\nconst md = require('markdown-it');\n");
  write('app/build/paths.js', "module.exports = { paths: require('./content') };\n");
  write('e2e/support/release-site.ts', "import { execFile } from 'node:child_process';\nexport const site = process.env.PATH_SITE_URL;\n");
  write('e2e/areas/contact.spec.ts', "import { test } from '../fixtures';\nimport { load } from '../support/content';\n");
  write('e2e/release/release.spec.ts', "import { test } from '../fixtures';\nimport { site } from '../support/release-site';\nimport { x } from '../support/no-such-helper';\n");

  test("every file a spec reaches, at any depth, outside e2e/ too; packages and files that are not there left out", () => {
    assert.deepEqual(specGraph(root, 'e2e/areas/contact.spec.ts').files, [
      'app/build/content.js',
      'app/build/paths.js',
      'e2e/areas/contact.spec.ts',
      'e2e/fixtures.ts',
      'e2e/fixtures/teams.ts',
      'e2e/support/content.ts',
      'shared/workspace.json',
    ]);
  });

  test("what a spec's own code does that coverage cannot see; the fixtures every spec has do not count", () => {
    assert.deepEqual(specGraph(root, 'e2e/areas/contact.spec.ts').reads, []);
    assert.deepEqual(specGraph(root, 'e2e/release/release.spec.ts').reads, ['path-site', 'processes']);
  });
});
