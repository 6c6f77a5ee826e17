/** A visit's verdict, with a stand-in fetch: whole, a failed answer, a manifest other than the pinned one. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { visit } from './edge-visit.mjs';

const manifest = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });
const pin = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

function site(answers) {
  const asked = [];
  const get = async (url) => {
    asked.push(url);
    const [status, body] = answers[url] ?? [404, ''];
    return new Response(body, { status });
  };
  return { get, asked };
}

const cdn = 'http://cdn.test/contact/0123456789ab/';
const remotes = (integrity) => JSON.stringify({ contact: { manifest: `${cdn}mf-manifest.json`, integrity: { manifest: integrity, files: 'x' } } });

test('a whole visit: four requests, the entry beside the pinned manifest', async () => {
  const { get, asked } = site({ 'http://site.test/': [200, '<html>'], 'http://site.test/remotes.json': [200, remotes(pin(manifest))], [`${cdn}mf-manifest.json`]: [200, manifest], [`${cdn}remoteEntry.js`]: [200, '//'] });
  assert.deepEqual(await visit('http://site.test', 'contact', { fetch: get }), { requests: 4, failure: null, mixed: false, manifest: `${cdn}mf-manifest.json` });
  assert.equal(asked.at(-1), `${cdn}remoteEntry.js`);
});

test('a manifest other than the one pinned is a visit of mixed versions', async () => {
  const { get } = site({ 'http://site.test/': [200, '<html>'], 'http://site.test/remotes.json': [200, remotes(pin('another'))], [`${cdn}mf-manifest.json`]: [200, manifest] });
  const result = await visit('http://site.test', 'contact', { fetch: get });
  assert.equal(result.mixed, true);
  assert.equal(result.failure, `${cdn}mf-manifest.json is not the manifest remotes.json pins`);
});

test('an answer other than 200 fails the visit, naming it', async () => {
  const { get } = site({ 'http://site.test/': [200, '<html>'], 'http://site.test/remotes.json': [200, remotes(pin(manifest))], [`${cdn}mf-manifest.json`]: [200, manifest] });
  const result = await visit('http://site.test', 'contact', { fetch: get });
  assert.deepEqual([result.mixed, result.failure, result.requests], [false, `404 ${cdn}remoteEntry.js`, 4]);
});
