/**
 * The servers that behave like the CDN and the shell's host (static-server.mjs), real ones on
 * ports the system picks, over a scratch folder: caching by file name, precompressed copies,
 * CORS on the remotes' origin, the app for an unknown route (or the not-found page with 404),
 * the CSP the deployed remotes.json calls for, a test's intercept, and the port helpers.
 * Run alone: node --test platform/serve/static-server.test.mjs
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { scratchFolder } from '../deploy/testing/fake-deploy.mjs';
import { createShellServer, createStaticServer, freePort, listen, tryPort } from './index.mjs';

const scratch = scratchFolder();
const servers = [];
let cdn;
let shell;

async function start(server) {
  servers.push(server);
  return `http://127.0.0.1:${await listen(server, 0)}`;
}

before(async () => {
  const cdnDir = path.join(scratch.dir, 'cdn');
  mkdirSync(path.join(cdnDir, 'contact'), { recursive: true });
  writeFileSync(path.join(cdnDir, 'contact', 'main.0123abcd.js'), 'console.log("plain");\n');
  // A precompressed copy of other bytes than the file's: what is served says which was read.
  writeFileSync(path.join(cdnDir, 'contact', 'main.0123abcd.js.br'), brotliCompressSync('console.log("brotli");\n'));
  writeFileSync(path.join(cdnDir, 'contact', 'mf-manifest.json'), '{}\n');
  cdn = await start(createStaticServer({ root: cdnDir, cors: true }));

  const shellDir = path.join(scratch.dir, 'shell');
  mkdirSync(shellDir);
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>app</title>\n');
  writeFileSync(path.join(shellDir, 'remotes.json'), `${JSON.stringify({ contact: 'https://cdn.example.com/contact/0123456789ab/mf-manifest.json' })}\n`);
  const intercept = (req, res) => {
    if (req.url !== '/held') return false;
    res.end('held by the test');
    return true;
  };
  shell = await start(createShellServer({ root: shellDir, intercept }));
});
after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  scratch.remove();
});

test("a content-hashed file is cached for a year, from its brotli copy, with CORS on the remotes' origin", async () => {
  const response = await fetch(`${cdn}/contact/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'br' } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(response.headers.get('content-encoding'), 'br');
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(await response.text(), 'console.log("brotli");\n');
});

test('a file a deploy edits in place is revalidated; a missing one is a plain 404', async () => {
  const manifest = await fetch(`${cdn}/contact/mf-manifest.json`);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  const missing = await fetch(`${cdn}/contact/nothing.js`);
  assert.deepEqual([missing.status, await missing.text()], [404, 'Not found']);
});

test("an unknown route is answered with the app, under the CSP of the remotes deployed beside it", async () => {
  const response = await fetch(`${shell}/about`);
  assert.equal(response.status, 200);
  assert.equal(await response.text(), '<!doctype html><title>app</title>\n');
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.match(response.headers.get('content-security-policy'), /script-src 'self' https:\/\/cdn\.example\.com;/);
  assert.equal(response.headers.get('access-control-allow-origin'), null);
});

test('with a not-found page in the folder, an unknown route gets it with status 404', async () => {
  const dir = path.join(scratch.dir, 'prerendered');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), 'home\n');
  writeFileSync(path.join(dir, '404.html'), 'not found page\n');
  const origin = await start(createShellServer({ root: dir }));
  const response = await fetch(`${origin}/no-such-page`);
  assert.deepEqual([response.status, await response.text()], [404, 'not found page\n']);
  // An unreadable remotes.json allows no remote origin.
  assert.match(response.headers.get('content-security-policy'), /script-src 'self';/);
});

test("a test's intercept answers the requests it takes", async () => {
  assert.equal(await (await fetch(`${shell}/held`)).text(), 'held by the test');
});

test('a port in use is not offered; a free one is', async () => {
  const taken = net.createServer();
  const port = await listen(taken, 0);
  try {
    assert.equal(await tryPort(port), null);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
  assert.equal(await tryPort(port), port);
  assert.ok(Number.isInteger(await freePort()));
});
