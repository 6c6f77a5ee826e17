/**
 * What `npm start` reads and says, without building or serving: its ports from PORT and
 * CDN_PORT, and the message once the site is served. Run alone: node --test platform/dev/start-site.test.mjs
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startMessage, startPorts } from './start-site.mjs';

test('the shell on 3000 and the CDN one above, unless PORT or CDN_PORT say otherwise', () => {
  assert.deepEqual(startPorts({}), { port: 3000, cdnPort: 3001 });
  assert.deepEqual(startPorts({ PORT: '4000' }), { port: 4000, cdnPort: 4001 });
  assert.deepEqual(startPorts({ PORT: '4000', CDN_PORT: '5000' }), { port: 4000, cdnPort: 5000 });
});

test('a port that is not a number is refused', () => {
  assert.equal(startPorts({ PORT: 'abc' }), null);
  assert.equal(startPorts({ CDN_PORT: '30.5' }), null);
});

test("the message: each remote's switch, then the site's and the remotes' addresses", () => {
  const manifest = (remote, hash) => ({ manifest: `http://localhost:3001/${remote}/${hash}/mf-manifest.json`, integrity: { manifest: 'sha384-m', files: 'sha384-f' } });
  const site = {
    siteOrigin: 'http://localhost:3000',
    remotes: { contact: manifest('contact', 'c2'), jobs: manifest('jobs', 'j1') },
    switches: [{ remote: 'contact', action: 'unchanged', entry: manifest('contact', 'c2'), built: manifest('contact', 'c2') }],
  };
  assert.equal(
    startMessage(site),
    [
      '',
      'contact: c2 from dist/, live already',
      '',
      'Site:     http://localhost:3000/',
      'Remotes:  http://localhost:3001/contact/c2/mf-manifest.json',
      '          http://localhost:3001/jobs/j1/mf-manifest.json',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
});
