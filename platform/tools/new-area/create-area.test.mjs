/**
 * `npm run new-area`'s library (create-area.mjs) on a scratch copy of the repository's data files:
 * what a new area is made of, and the names it refuses without writing anything. The made
 * area's own unit, contract and browser tests run in its loop (`npm test -w remote-<name>`).
 * Run alone: node --test platform/tools/new-area/create-area.test.mjs
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { rootDir } from '../../workspace/index.js';
import { scratchFolder, fileSnapshot } from '../../deploy/testing/fake-deploy.mjs';
import { areaProblem, createArea, moduleName, titleCase } from './create-area.mjs';

const require = createRequire(import.meta.url);
const { declarationProblems } = require('../../../shared/src/pages/site-pages.js');

const DATA = ['shared/package.json', 'remote-solutions/pages.json', 'remote-resources/pages.json', 'remote-contact/pages.json', 'remote-contact/src/exposes/exposes.contract.test.ts'];
/** The list of remotes with the spec's three areas only, whatever areas the repository has since. */
const SPEC_REMOTES = JSON.parse(readFileSync(path.join(rootDir, 'shared/workspace.json'), 'utf8'));
SPEC_REMOTES.remotes = SPEC_REMOTES.remotes.filter(({ name }) => ['solutions', 'resources', 'contact'].includes(name));

let scratch;
let root;
beforeEach(() => {
  scratch = scratchFolder();
  root = path.join(scratch.dir, 'repo');
  for (const file of DATA) cpSync(path.join(rootDir, file), path.join(root, file));
  writeFileSync(path.join(root, 'shared/workspace.json'), JSON.stringify(SPEC_REMOTES));
});
afterEach(() => scratch.remove());

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const json = (file) => JSON.parse(read(file));

describe('names', () => {
  test('title case and the module for a name of one or more words', () => {
    assert.equal(titleCase('careers'), 'Careers');
    assert.equal(titleCase('case-studies'), 'Case Studies');
    assert.equal(moduleName('case-studies'), 'CaseStudiesPage');
  });
});

describe('createArea', () => {
  test('remote-careers/ like the other remotes: a page at /careers headed "Careers", declared with a header link after the others', () => {
    const written = createArea(root, 'careers');
    // Written "./e2e/...": the scratch repository's files, not this one's.
    for (const file of [
      './remote-careers/package.json',
      './remote-careers/webpack.config.js',
      './remote-careers/pages.json',
      './remote-careers/src/index.ts',
      './remote-careers/src/bootstrap.tsx',
      './remote-careers/src/exposes/CareersPage.tsx',
      './remote-careers/src/exposes/exposes.contract.test.ts',
      './remote-careers/src/careers/CareersPage.tsx',
      './remote-careers/src/careers/CareersPage.test.tsx',
      './e2e/areas/careers.spec.ts',
      './shared/workspace.json',
      './CODEOWNERS',
    ]) {
      assert.ok(written.includes(file.slice(2)) && existsSync(path.join(root, file)), file);
    }
    assert.deepEqual(json('remote-careers/pages.json'), {
      pages: [{ path: '/careers', module: 'CareersPage', label: 'Careers', title: 'Careers', description: 'Questions about careers? Talk to us.', nav: { label: 'Careers', order: 50, footer: true } }],
    });
    assert.match(read('remote-careers/src/careers/CareersPage.tsx'), /title="Careers"/);
    assert.match(read('./e2e/areas/careers.spec.ts'), /tag: '@careers'/);
    assert.match(read('remote-careers/src/exposes/exposes.contract.test.ts'), /checkRemotePages\(\{ name: 'careers', pages: declaration\.pages, exposesDir: __dirname \}\)/);
    const pkg = json('remote-careers/package.json');
    assert.equal(pkg.name, '@site/remote-careers');
    assert.equal(pkg.scripts.test, 'node ../platform/tools/test-runner/run-tests.mjs --team remote-careers');
    assert.equal(pkg.dependencies['@site/shared'], json('shared/package.json').version);

    const remotes = json('shared/workspace.json').remotes;
    assert.deepEqual(remotes.at(-1), { name: 'careers', devPort: 3014, cdnPath: '/careers/', prefixes: ['/careers'] });
    assert.deepEqual(remotes.slice(0, -1), SPEC_REMOTES.remotes);
    assert.match(read('CODEOWNERS'), /^\/remote-careers\/ +@clearsky\/careers$/m);
    assert.match(read('CODEOWNERS'), /^\/e2e\/ .*@clearsky\/careers/m);
    const others = remotes.slice(0, -1);
    assert.deepEqual(declarationProblems({ name: 'careers', prefixes: ['/careers'], pages: json('remote-careers/pages.json').pages }, { shellPaths: ['/', '/benefits', '/about'], otherRemotes: others }), []);
  });

  test('a second area takes the next port and the next place in the header', () => {
    createArea(root, 'careers');
    createArea(root, 'case-studies');
    assert.equal(json('shared/workspace.json').remotes.at(-1).devPort, 3015);
    assert.deepEqual(json('remote-case-studies/pages.json').pages[0].nav, { label: 'Case Studies', order: 60, footer: true });
    assert.match(read('remote-case-studies/src/case-studies/CaseStudiesPage.tsx'), /title="Case Studies"/);
  });

  test('refuses a name that is not lower-case words, an area that exists, or a path of the shell, and writes nothing', () => {
    const before = fileSnapshot(root);
    for (const [name, says] of [
      ['Careers', /^"Careers" cannot name an area: use lower-case letters/],
      ['case--studies', /cannot name an area/],
      ['contact', /^There is a "contact" area already: remote-contact\/\.$/],
      ['about', /^"about" cannot be a new area: .*prefix \/about takes in \/about, a page of the shell/],
      ['shared', /shared\/ exists already/],
    ]) {
      assert.match(areaProblem(root, name), says, name);
      assert.throws(() => createArea(root, name), { message: says });
    }
    assert.deepEqual(fileSnapshot(root), before);
  });
});
