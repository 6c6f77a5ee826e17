/**
 * CODEOWNERS (codeowners.mjs): the file in the repository names the team of every area in
 * shared/workspace.json, and the generator gives each folder the owner README's table does.
 * Run alone: node --test platform/tools/new-area/codeowners.test.mjs
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { rootDir } from '../../workspace/index.js';
import { codeownersText } from './codeowners.mjs';

/** "pattern owner owner" lines, comments and blank lines left out. */
function rulesOf(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
}

describe('CODEOWNERS', () => {
  const committed = readFileSync(path.join(rootDir, 'CODEOWNERS'), 'utf8');
  const { remotes } = JSON.parse(readFileSync(path.join(rootDir, 'shared/workspace.json'), 'utf8'));

  test("gives each area of shared/workspace.json's list to its team, and names no area that is not in it", () => {
    const areaRules = rulesOf(committed).filter(([pattern]) => pattern.startsWith('/remote-'));
    assert.deepEqual(
      areaRules,
      remotes.map(({ name }) => [`/remote-${name}/`, `@clearsky/${name}`]),
      'CODEOWNERS is out of date with shared/workspace.json: node platform/tools/new-area/write-codeowners.mjs writes it again',
    );
  });

  test('is what the generator writes for that list', () => {
    assert.equal(committed, codeownersText(remotes), 'node platform/tools/new-area/write-codeowners.mjs writes it again');
  });

  test("the owners of README's table, for the spec's three areas", () => {
    const every = ['@clearsky/shell', '@clearsky/solutions', '@clearsky/resources', '@clearsky/contact', '@clearsky/platform'];
    assert.deepEqual(rulesOf(codeownersText([{ name: 'solutions' }, { name: 'resources' }, { name: 'contact' }])), [
      ['*', '@clearsky/platform'],
      ['/shell/', '@clearsky/shell'],
      ['/shared/', '@clearsky/shell'],
      ['/remote-solutions/', '@clearsky/solutions'],
      ['/remote-resources/', '@clearsky/resources'],
      ['/remote-contact/', '@clearsky/contact'],
      ['/platform/', '@clearsky/platform'],
      ['/e2e/', ...every],
      ['/docs/', ...every],
    ]);
  });
});
