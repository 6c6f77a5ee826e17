import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deploySite } from '../../platform/deploy/index.mjs';
import { documentSecurityHeaders } from '../../platform/deploy/server/index.mjs';
import { freePort } from '../../platform/serve/index.mjs';
import { expect, test } from '../fixtures';
import { journeys } from '../journeys/journeys';
import { playwrightVisitor } from '../journeys/playwright-visitor';

/** nginx with its brotli_static module: `npm test` finds or installs it (platform/machine/nginx.mjs). */
const NGINX = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const work = path.join(os.tmpdir(), `site-nginx-${process.env.SITE_URL?.split(':').pop()}`);

/** Deploys the build (with another shell build when given) and serves the folder with nginx, as its generated config says. */
async function nginxSite(name: string, shellSource?: string) {
  const [sitePort, cdnPort] = [await freePort(), await freePort()];
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
  const dir = path.join(work, name);
  deploySite({ target: dir, siteOrigin, cdnOrigin, sources: shellSource ? { shell: shellSource } : {} });
  let server: ChildProcess | null = null;
  const start = async () => {
    const conf = path.join(dir, 'nginx', 'nginx.conf');
    const check = spawnSync(NGINX, ['-t', '-c', conf, '-e', path.join(dir, 'nginx', 'logs', 'error.log')], { encoding: 'utf8' });
    expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
    server = spawn(NGINX, ['-c', conf, '-e', path.join(dir, 'nginx', 'logs', 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
    await expect.poll(async () => (await fetch(`${siteOrigin}/`).catch(() => null))?.status, { timeout: 10_000 }).toBe(200);
  };
  await start();
  return {
    dir,
    siteOrigin,
    cdnOrigin,
    shellDir: path.join(dir, 'shell'),
    remotes: JSON.parse(readFileSync(path.join(dir, 'shell', 'remotes.json'), 'utf8')) as Record<string, { manifest: string }>,
    async stop() {
      if (!server) return;
      const stopped = new Promise((resolve) => server?.once('exit', resolve));
      // A fast shutdown (TERM), not a graceful one (QUIT): that waits out the keep-alive of every
      // idle connection the browser holds (a minute in Chromium's headless shell, whose context
      // outlives the page), and the pages using this server are closed by now.
      server.kill('SIGTERM');
      await stopped;
      server = null;
    },
  };
}

/** Records Content-Security-Policy violations from the first moment of every page. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

type NginxSite = Awaited<ReturnType<typeof nginxSite>>;

test.describe('the deploy served by nginx', { tag: '@platform' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  // The hash-mode deploy, served once for the tests that read it.
  let hash: NginxSite;
  test.beforeAll(async () => {
    hash = await nginxSite('hash');
  });
  test.afterAll(async () => {
    await hash?.stop();
  });

  test('sends the security, caching and CORS headers from the shared rules, precompressed', async ({ request }) => {
    const site = hash;
    const document = await request.get(`${site.siteOrigin}/`);
    const expected = documentSecurityHeaders(site.remotes);
    for (const [name, value] of Object.entries(expected)) expect(document.headers()[name.toLowerCase()], name).toBe(value);
    expect(document.headers()['cache-control']).toBe('no-cache');
    expect(document.headers()['content-security-policy']).toContain(`script-src 'self' ${site.cdnOrigin}`);

    const remotesJson = await request.get(`${site.siteOrigin}/remotes.json`);
    expect(remotesJson.headers()['cache-control']).toBe('no-cache');
    expect(await remotesJson.json()).toEqual(site.remotes);

    const entryChunk = readdirSync(site.shellDir).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
    const hashed = await request.get(`${site.siteOrigin}/${entryChunk}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['content-encoding']).toBe('br');
    expect(hashed.headers()['x-content-type-options']).toBe('nosniff');

    const manifest = await request.get(site.remotes.contact.manifest, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['content-encoding']).toBe('gzip');
    const entry = await request.get(site.remotes.contact.manifest.replace('mf-manifest.json', 'remoteEntry.js'));
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['content-type']).toMatch(/^text\/javascript/);
    const folder = path.join(site.dir, 'cdn', new URL(site.remotes.contact.manifest).pathname, '..');
    const chunk = readdirSync(folder).find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
    const chunkResponse = await request.get(new URL(chunk, site.remotes.contact.manifest).href);
    expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunkResponse.headers()['access-control-allow-origin']).toBe('*');
  });

  // nginx serving every kind of file a visit asks for, under its CSP: the platform's. nginx sends
  // the very headers the local server does (the test above), so each team's code under that CSP
  // is proven in its own loop by security.spec.ts ("every route renders under the CSP"), on the
  // local server; a team's change cannot break this tour without breaking that test too.
  test('serves a tour of the site under its CSP with no violation (hash mode)', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const visitor = playwrightVisitor(page, hash.siteOrigin);
    for (const journey of Object.values(journeys)) {
      await visitor.open('/');
      await journey(visitor);
      expect(await violations()).toEqual([]);
    }
    // The page may still be fetching what it loads after its first paint (warming's
    // files, the toast UI): stopping nginx under it would make those requests fail, and the error
    // guard fail the test or not depending on timing. The page goes first.
    await page.close();
  });

  test('serves path-mode routes: their own HTML, deep links and unknown paths', async ({ page, request, allowErrors }) => {
    allowErrors(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/no\/such\/page\)/, 'an unknown path is answered with the not-found page and status 404');
    // The path-mode shell with every route's HTML (global-setup.ts), deployed beside the remotes.
    const site = await nginxSite('path', process.env.PATH_SITE_SHELL);
    try {
      const solutions = await request.get(`${site.siteOrigin}/solutions`);
      expect(solutions.status()).toBe(200);
      expect(await solutions.text()).toContain('<link rel="canonical" href');
      expect(solutions.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      const violations = await watchCsp(page);
      await page.goto(`${site.siteOrigin}/contact`);
      await expect(page.locator('main h1').first()).toHaveText("Let's talk about your business");
      await page.goto(`${site.siteOrigin}/resources`);
      await page.locator('main a[href^="/resources/blog/"]').first().click();
      await expect(page.locator('main').getByText('Blog Post', { exact: true })).toBeVisible();
      const unknown = await request.get(`${site.siteOrigin}/no/such/page`);
      expect(unknown.status()).toBe(404);
      expect(await unknown.text()).toContain("We couldn't find that page");
      expect(unknown.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.goto(`${site.siteOrigin}/no/such/page`);
      await expect(page.locator('main h1').first()).toHaveText("We couldn't find that page");
      expect(await violations()).toEqual([]);
    } finally {
      // As above: never stop the server a page is still using.
      await page.close();
      await site.stop();
    }
  });
});
