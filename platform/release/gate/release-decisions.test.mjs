/**
 * What `npm run release` decides before and after its gate (release-decisions.mjs).
 * Run alone: node --test platform/release/gate/release-decisions.test.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { alreadyLive, briefly, gatePassed, keptForVisitors, missingModules } from './release-decisions.mjs';

const candidate = { manifestUrl: 'http://localhost:3001/contact/abc123/mf-manifest.json' };

describe('alreadyLive: release exits 3 and ships nothing', () => {
  test('when remotes.json runs that very manifest, pinned or as a plain URL', () => {
    assert.equal(alreadyLive({ manifest: 'http://localhost:3001/contact/abc123/mf-manifest.json', integrity: { manifest: 'a', files: 'b' } }, candidate), true);
    assert.equal(alreadyLive('http://localhost:3001/contact/abc123/mf-manifest.json', candidate), true);
  });

  test('not when another version, or none, is live', () => {
    assert.equal(alreadyLive({ manifest: 'http://localhost:3001/contact/def456/mf-manifest.json' }, candidate), false);
    assert.equal(alreadyLive(undefined, candidate), false);
  });
});

describe('missingModules: the gate refuses a build that lacks a page before any browser runs', () => {
  const resources = [{ module: 'ResourcesPage' }, { module: 'ArticlePage' }];

  test('names every page module the candidate declares and the manifest does not expose, in order', () => {
    assert.deepEqual(missingModules({ exposes: [{ name: 'ResourcesPage' }] }, resources), ['ArticlePage']);
    assert.deepEqual(missingModules({}, resources), ['ResourcesPage', 'ArticlePage']);
  });

  test('none when it exposes them all, and more', () => {
    assert.deepEqual(missingModules({ exposes: [{ name: 'ArticlePage' }, { name: 'Extra' }, { name: 'ResourcesPage' }] }, resources), []);
  });
});

describe('gatePassed', () => {
  test('only when some journey passed and none failed', () => {
    assert.equal(gatePassed({ passed: 3, failed: 0 }), true);
    assert.equal(gatePassed({ passed: 2, failed: 1 }), false);
    // No journey ran (no engine, a structural refusal): not a pass.
    assert.equal(gatePassed({ passed: 0, failed: 0 }), false);
    assert.equal(gatePassed({ passed: 0, failed: 1 }), false);
  });
});

describe('briefly: a gate failure as the refused release prints it', () => {
  test('the first line and what the page warned', () => {
    const error = 'Error: expect(locator).toBeVisible() failed\n  at journeys.ts:10\n\n  The page warned:\n   [remote] contact refused: contract 2.0.0\n';
    assert.equal(briefly(error), 'Error: expect(locator).toBeVisible() failed\n    The page warned:\n    [remote] contact refused: contract 2.0.0');
  });

  test('without a warning, the first five lines', () => {
    assert.equal(briefly('one\ntwo\n\nthree\nfour\nfive\nsix\nseven'), 'one\n    two\n    three\n    four\n    five');
  });
});

describe('keptForVisitors: what a refused release leaves visitors', () => {
  test('the live version, or, for a first release, no page of the remote', () => {
    assert.equal(keptForVisitors('contact', 'https://cdn.example/contact/abc/mf-manifest.json'), 'visitors keep contact at https://cdn.example/contact/abc/mf-manifest.json');
    assert.equal(keptForVisitors('careers', undefined), 'careers is not on the site yet, and stays off it');
  });
});
