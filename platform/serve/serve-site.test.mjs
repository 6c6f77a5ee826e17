/**
 * Serving a deploy folder on the origins its deploy.json names (serve-site.mjs, serveDeployed),
 * on a scratch deploy of stand-in builds: the shell's and the remotes' origins, a second serve of
 * the same deploy reusing what answers, another deploy's origin refused; and the stand-in photo
 * host's width and nginx as an edge (photo-host.mjs, edge.mjs), where the machine has nginx.
 * Run alone: node --test platform/serve/serve-site.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, test } from 'node:test';
import { fakeDeploy, scratchFolder } from '../deploy/testing/fake-deploy.mjs';
import { findNginx } from '../machine/index.mjs';
import { freePort, serveDeployed, startEdge, tryPort, widthFor } from './index.mjs';

const scratch = scratchFolder();
after(scratch.remove);

/** A stand-in deploy whose deploy.json names two free ports of this machine. */
async function deployOnFreePorts(name) {
  const { dir, entries } = fakeDeploy(path.join(scratch.dir, name));
  const [site, cdn] = [await freePort(), await freePort()];
  const origins = { siteOrigin: `http://127.0.0.1:${site}`, cdnOrigin: `http://127.0.0.1:${cdn}` };
  writeFileSync(path.join(dir, 'deploy.json'), `${JSON.stringify(origins)}\n`);
  return { dir, entries, ...origins };
}

test("a deploy is served on its origins: the shell's page and remotes.json, each remote's files with CORS", async () => {
  const { dir, entries, siteOrigin, cdnOrigin } = await deployOnFreePorts('one');
  const site = await serveDeployed(dir);
  try {
    assert.equal(site.siteOrigin, siteOrigin);
    assert.equal(site.url('/contact'), `${siteOrigin}/#/contact`);
    assert.deepEqual(Object.keys(site.remotes).sort(), ['contact', 'resources', 'solutions']);
    const page = await fetch(`${siteOrigin}/`);
    assert.match(await page.text(), /<div id="root">/);
    assert.ok(page.headers.get('content-security-policy'));
    const manifestPath = new URL(entries.contact.manifest).pathname;
    const manifest = await fetch(`${cdnOrigin}${manifestPath}`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    assert.equal(JSON.parse(await manifest.text()).name, 'contact');
  } finally {
    await site.close();
  }
  const sitePort = Number(new URL(siteOrigin).port);
  assert.equal(await tryPort(sitePort), sitePort, 'closing frees the port');
  assert.ok(existsSync(dir), 'a deployed folder outlives its serving');
});

test('a second serve of the same deploy uses the servers that answer; another deploy there is refused', async () => {
  const first = await deployOnFreePorts('two');
  const served = await serveDeployed(first.dir);
  try {
    const again = await serveDeployed(first.dir);
    await again.close();
    assert.equal((await fetch(`${first.siteOrigin}/remotes.json`)).status, 200, 'closing the second left the first serving');
    const other = fakeDeploy(path.join(scratch.dir, 'three'));
    writeFileSync(path.join(other.dir, 'deploy.json'), `${JSON.stringify({ siteOrigin: first.siteOrigin, cdnOrigin: first.cdnOrigin })}\n`);
    writeFileSync(path.join(other.dir, 'shell', 'remotes.json'), '{"other":true}\n');
    await assert.rejects(serveDeployed(other.dir), { message: `${first.siteOrigin} serves another deploy than ${other.dir}: stop it, or release to the deploy it serves (--to).` });
  } finally {
    await served.close();
  }
});

test("a deploy's origin whose port something else holds, answering no HTTP there, is said in words, not as EADDRINUSE", async () => {
  const { dir, siteOrigin } = await deployOnFreePorts('held');
  // Takes each connection and drops it: the origin does not answer, and its port is not free.
  const holder = net.createServer((socket) => socket.destroy());
  await new Promise((resolve) => holder.listen(Number(new URL(siteOrigin).port), '127.0.0.1', resolve));
  try {
    await assert.rejects(serveDeployed(dir), {
      message: `${siteOrigin} does not answer, and its port is taken: whatever holds it is not serving ${dir}, or is too busy to answer. Stop it, or run again once it answers.`,
    });
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});

test('the photo host serves the nearest width at or above the one asked, the largest otherwise', () => {
  const widths = [480, 800, 1200];
  assert.equal(widthFor('480', widths), 480);
  assert.equal(widthFor('481', widths), 800);
  assert.equal(widthFor('5000', widths), 1200);
  assert.equal(widthFor('junk', widths), 1200);
  assert.equal(widthFor(null, widths), 1200);
});

test('nginx runs an edge configuration in a prefix of its own, and stopping it removes the prefix', { skip: findNginx() ? false : 'nginx with brotli_static is not installed' }, async () => {
  const port = await freePort();
  const conf = `server {\n    listen 127.0.0.1:${port};\n    location / { return 200 "edge\\n"; }\n}\n`;
  const edge = await startEdge({ conf, siteOrigin: `http://127.0.0.1:${port}` });
  assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'edge\n');
  assert.ok(existsSync(path.join(edge.prefix, 'edge.conf')));
  await edge.stop();
  assert.equal(existsSync(edge.prefix), false);
});

test('the headers a host must send: the CSP for the remotes deployed, revalidation, a year for hashed files', async () => {
  const { hostHeaders } = await import('./host-headers.mjs');
  const lines = hostHeaders({ contact: 'https://cdn.example.com/contact/0123456789ab/mf-manifest.json' });
  assert.equal(lines[0], '# Shell origin: index.html (and every HTML route file)');
  assert.ok(lines.some((line) => /^Content-Security-Policy: .*script-src 'self' https:\/\/cdn\.example\.com;/.test(line)));
  assert.ok(lines.includes('Cache-Control: no-cache'));
  assert.ok(lines.includes('Cache-Control: public, max-age=31536000, immutable'));
  assert.equal(lines.at(-1), 'Cache-Control: no-cache (mf-manifest.json, remoteEntry.js; hashed files as above)');
});
