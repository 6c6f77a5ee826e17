/**
 * What npm start says it did with each remote (start-report.mjs): the versions it made live from
 * dist/, those they replaced, and those it kept live instead.
 * Run alone: node --test platform/dev/start-report.test.mjs
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { switchReport } from './start-report.mjs';

const at = (remote, hash) => ({ manifest: `http://localhost:3001/${remote}/${hash}/mf-manifest.json`, integrity: { manifest: 'sha384-m', files: 'sha384-f' } });

test('names each remote, the version made live or kept, the one replaced, and how to make a kept-back build live', () => {
  assert.deepEqual(
    switchReport([
      { remote: 'solutions', action: 'made', entry: at('solutions', 'a2'), replaced: at('solutions', 'a1'), built: at('solutions', 'a2') },
      { remote: 'careers', action: 'made', entry: at('careers', 'k1'), replaced: undefined, built: at('careers', 'k1') },
      { remote: 'resources', action: 'unchanged', entry: at('resources', 'r1'), built: at('resources', 'r1') },
      { remote: 'contact', action: 'kept', entry: at('contact', 'c9'), built: at('contact', 'c2'), since: 'released' },
      { remote: 'jobs', action: 'kept', entry: null, built: at('jobs', 'j1'), since: 'released' },
      { remote: 'news', action: 'kept', entry: at('news', 'n0'), built: at('news', 'n1'), since: 'unrecorded' },
    ]),
    [
      'solutions: a2 made live from dist/, replacing a1',
      'careers: k1 made live from dist/',
      'resources: r1 from dist/, live already',
      'contact: c9 kept live (a release or a rollback since the last npm start), not its dist/ build c2: npm start -- --reset makes that live',
      'jobs: kept off the site (a release or a rollback since the last npm start), not its dist/ build j1: npm start -- --reset makes that live',
      'news: n0 kept live (live before npm start kept track of its own), not its dist/ build n1: npm start -- --reset makes that live',
    ],
  );
});
