/**
 * The web servers' configuration a deploy folder carries (server-config.mjs): nginx's and the
 * static hosts' `_headers` send what the local server sends, from one set of rules, and so does
 * the edge in front of a bucket deploy (edge/, edge-config.mjs), CloudFront's files included.
 * Run alone: node --test platform/deploy/server/server-config.test.mjs
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import { publishRemote } from '../index.mjs';
import { switchRemote } from '../switch/index.mjs';
import { fakeBuild, fakeDeploy, scratchFolderPerTest } from '../testing/fake-deploy.mjs';
import { documentSecurityHeaders } from './security-headers.mjs';
import { cacheControlFor, cdnHeadersFile, nginxSiteConf, shellHeadersFile, writeServerConfig } from './server-config.mjs';

const REMOTES = {
  contact: { manifest: 'http://localhost:3001/contact/333333333333/mf-manifest.json' },
  solutions: 'https://cdn.example.com/solutions/1/mf-manifest.json',
};

const scratch = scratchFolderPerTest();

/** A shell folder with an app page, a path-mode route, a hashed script and its compressed copies. */
function shellFolder() {
  const shellDir = path.join(scratch.dir, 'shell');
  mkdirSync(path.join(shellDir, 'solutions'), { recursive: true });
  for (const file of ['index.html', 'solutions/index.html', 'main.0123abcd.js', 'main.0123abcd.js.gz', 'main.0123abcd.js.br', 'remotes.json', '_headers']) {
    writeFileSync(path.join(shellDir, file), '');
  }
  return shellDir;
}

/** `_headers` as a map: path -> { header: value }. */
function parseHeadersFile(text) {
  const rules = {};
  let current;
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (!line.startsWith('  ')) rules[line] = current = {};
    else {
      const [name, ...value] = line.trim().split(': ');
      current[name] = value.join(': ');
    }
  }
  return rules;
}

/** nginx's add_header lines of the block that opens with `opening`: { header: value }. */
function nginxHeaders(conf, opening) {
  const start = conf.indexOf(opening);
  assert.notEqual(start, -1, opening);
  // The block ends at its own closing brace (its regular expression may hold braces: [0-9a-f]{8}).
  const block = conf.slice(start, conf.indexOf('\n    }', start));
  return Object.fromEntries([...block.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, name, value]) => [name, value]));
}

test('cacheControlFor: a year for content-hashed files, revalidation for the rest', () => {
  assert.equal(cacheControlFor('/main.0123abcd.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/main.0123abcd.js.map'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/contact/abc/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/remotes.json'), 'no-cache');
  assert.equal(cacheControlFor('/main.0123ABCD.js'), 'no-cache');
});

describe('the shell\'s document headers', () => {
  test('nginx and _headers send the same headers as the local server, on every route\'s HTML', () => {
    const shellDir = shellFolder();
    const expected = { ...documentSecurityHeaders(REMOTES), 'Cache-Control': 'no-cache' };
    const conf = nginxSiteConf({ shellDir, cdnDir: path.join(scratch.dir, 'cdn'), remotes: REMOTES, siteOrigin: null, cdnOrigin: null });
    assert.deepEqual(nginxHeaders(conf, '    location / {\n        try_files'), expected);

    const rules = parseHeadersFile(shellHeadersFile(shellDir, REMOTES));
    for (const pathname of ['/', '/index.html', '/solutions', '/solutions/', '/solutions/index.html']) assert.deepEqual(rules[pathname], expected, pathname);
    assert.match(expected['Content-Security-Policy'], /; script-src 'self' http:\/\/localhost:3001 https:\/\/cdn\.example\.com; /);
  });

  test('_headers: one rule per file, nosniff everywhere, no rule for compressed copies or _headers itself', () => {
    const rules = parseHeadersFile(shellHeadersFile(shellFolder(), REMOTES));
    assert.deepEqual(Object.keys(rules), ['/*', '/', '/index.html', '/main.0123abcd.js', '/remotes.json', '/solutions', '/solutions/', '/solutions/index.html']);
    assert.deepEqual(rules['/*'], { 'X-Content-Type-Options': 'nosniff' });
    assert.deepEqual(rules['/main.0123abcd.js'], { 'Cache-Control': 'public, max-age=31536000, immutable' });
    assert.deepEqual(rules['/remotes.json'], { 'Cache-Control': 'no-cache' });
  });
});

test('the CDN: CORS for every file, a year for hashed ones, in nginx and in _headers', () => {
  const cdnDir = path.join(scratch.dir, 'cdn');
  mkdirSync(path.join(cdnDir, 'contact', 'abc'), { recursive: true });
  for (const file of ['mf-manifest.json', 'remoteEntry.js', '123.89abcdef.js']) writeFileSync(path.join(cdnDir, 'contact', 'abc', file), '');
  const rules = parseHeadersFile(cdnHeadersFile(cdnDir));
  assert.deepEqual(rules['/*'], { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' });
  assert.deepEqual(rules['/contact/abc/123.89abcdef.js'], { 'Cache-Control': 'public, max-age=31536000, immutable' });
  assert.deepEqual(rules['/contact/abc/remoteEntry.js'], { 'Cache-Control': 'no-cache' });

  const conf = nginxSiteConf({ shellDir: '/s', cdnDir, remotes: REMOTES, siteOrigin: null, cdnOrigin: null });
  const cdnServer = conf.slice(conf.indexOf("# The remotes' CDN origin"));
  assert.deepEqual(nginxHeaders(cdnServer, '    location / {'), { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  assert.deepEqual(nginxHeaders(cdnServer, '    location ~ '), { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
});

describe('nginxSiteConf', () => {
  test('listens on the ports of the two origins: 3000 and 3001 by default, 443 for https without one', () => {
    const ports = (conf) => [...conf.matchAll(/listen (\d+);/g)].map(([, port]) => Number(port));
    assert.deepEqual(ports(nginxSiteConf({ shellDir: '/s', cdnDir: '/c', remotes: {}, siteOrigin: null, cdnOrigin: null })), [3000, 3001]);
    assert.deepEqual(ports(nginxSiteConf({ shellDir: '/s', cdnDir: '/c', remotes: {}, siteOrigin: 'https://www.example.com', cdnOrigin: 'http://cdn.example.com:8080' })), [443, 8080]);
  });

  test('unknown paths get the app, or the prerendered not-found page with 404 where there is one', () => {
    const conf = (notFoundPage) => nginxSiteConf({ shellDir: '/s', cdnDir: '/c', remotes: {}, siteOrigin: null, cdnOrigin: null, notFoundPage });
    assert.match(conf(false), /try_files \$uri \$uri\/index\.html \/index\.html;/);
    assert.match(conf(true), /try_files \$uri \$uri\/index\.html =404;\n\s+error_page 404 \/404\.html;/);
  });
});

describe('writeServerConfig on a deploy folder', () => {
  test('writes nginx\'s files, both _headers and _redirects, from the deploy\'s remotes.json and origins', () => {
    const { dir } = fakeDeploy(scratch.dir);
    writeServerConfig(dir);
    assert.deepEqual(readdirSync(path.join(dir, 'nginx')).sort(), ['logs', 'nginx.conf', 'site.conf', 'tmp']);
    const nginxConf = readFileSync(path.join(dir, 'nginx', 'nginx.conf'), 'utf8');
    assert.match(nginxConf, /\n {4}brotli_static on;\n/);
    assert.match(nginxConf, /\n {4}include site\.conf;\n/);
    const siteConf = readFileSync(path.join(dir, 'nginx', 'site.conf'), 'utf8');
    assert.match(siteConf, new RegExp(`root ${path.join(dir, 'shell')};`));
    assert.match(siteConf, /add_header Content-Security-Policy "default-src 'self'; script-src 'self' http:\/\/localhost:3001; /);
    assert.equal(
      readFileSync(path.join(dir, 'shell', '_redirects'), 'utf8'),
      '# Generated by platform/deploy/server/server-config.mjs: path-mode routes the build did not write get the app.\n/*  /index.html  200\n',
    );
    assert.ok(readFileSync(path.join(dir, 'cdn', '_headers'), 'utf8').includes('\n/contact/'));
  });

  test('a deploy with a prerendered 404.html sends unknown paths to it with status 404', () => {
    const { dir } = fakeDeploy(scratch.dir);
    writeFileSync(path.join(dir, 'shell', '404.html'), '');
    writeServerConfig(dir);
    assert.equal(
      readFileSync(path.join(dir, 'shell', '_redirects'), 'utf8'),
      '# Generated by platform/deploy/server/server-config.mjs: paths without a file get the not-found page, which the app then routes.\n/*  /404.html  404\n',
    );
    assert.match(readFileSync(path.join(dir, 'nginx', 'site.conf'), 'utf8'), /error_page 404 \/404\.html;/);
  });
});

describe("a bucket deploy's edge/, written by every switch", () => {
  /** A scratch deploy that lives in a bucket (deploy.json names it, as a deploy to s3:// writes it), contact then switched to a version on another origin. */
  function switchedBucketDeploy() {
    const { dir } = fakeDeploy(scratch.dir);
    const deployFile = path.join(dir, 'deploy.json');
    writeFileSync(deployFile, JSON.stringify({ ...JSON.parse(readFileSync(deployFile, 'utf8')), bucket: 's3://site/prod' }));
    assert.equal(existsSync(path.join(dir, 'edge')), false);
    const { entry } = publishRemote(dir, 'contact', fakeBuild(scratch.dir, 'contact', 'v2'), { cdnOrigin: 'https://cdn.example.com' });
    switchRemote(dir, 'contact', entry);
    const edge = (file) => readFileSync(path.join(dir, 'edge', file), 'utf8');
    return { dir, edge };
  }

  /** A CloudFront response headers policy as the headers it makes CloudFront send: { header: value }. */
  function cloudFrontHeaders(text) {
    const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } = JSON.parse(text).ResponseHeadersPolicyConfig;
    // Every header overrides what the bucket sends, as nginx's add_header after proxy_hide_header does.
    for (const config of [...Object.values(security), ...custom.Items]) assert.equal(config.Override, true);
    assert.equal(custom.Quantity, custom.Items.length);
    return {
      ...(security.ContentSecurityPolicy ? { 'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy } : {}),
      ...(security.ContentTypeOptions ? { 'X-Content-Type-Options': 'nosniff' } : {}),
      ...(security.ReferrerPolicy ? { 'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy } : {}),
      ...(security.FrameOptions ? { 'X-Frame-Options': security.FrameOptions.FrameOption } : {}),
      ...Object.fromEntries(custom.Items.map(({ Header, Value }) => [Header, Value])),
    };
  }

  test("CloudFront's two response headers policies send what the nginx edge sends, from the shared rules, naming the remotes' origins live after the switch", () => {
    const { dir, edge } = switchedBucketDeploy();
    assert.deepEqual(readdirSync(path.join(dir, 'edge')).sort(), ['bucket-policy.json', 'cloudfront-cdn-headers.json', 'cloudfront-routes.js', 'cloudfront-site-headers.json', 'nginx-edge.conf']);
    const nginx = edge('nginx-edge.conf');
    const documents = documentSecurityHeaders(JSON.parse(readFileSync(path.join(dir, 'shell', 'remotes.json'), 'utf8')));
    const site = cloudFrontHeaders(edge('cloudfront-site-headers.json'));
    assert.deepEqual(site, documents);
    assert.deepEqual(site, nginxHeaders(nginx, '    location / {\n        proxy_pass'));
    assert.match(site['Content-Security-Policy'], /; script-src 'self' http:\/\/localhost:3001 https:\/\/cdn\.example\.com; /);
    const cdn = cloudFrontHeaders(edge('cloudfront-cdn-headers.json'));
    assert.deepEqual(cdn, { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' });
    const cdnServer = nginx.slice(nginx.indexOf("# The remotes' origin"));
    assert.deepEqual(cdn, nginxHeaders(cdnServer, '    location / {'));
  });

  test("CloudFront's viewer-request function gives a route's address its HTML object (/solutions is /solutions/index.html) and leaves a file's address as it is", () => {
    const { edge } = switchedBucketDeploy();
    // The function as CloudFront runs it: a script whose handler(event) returns the request to send on, in a context of its own.
    const handler = vm.runInNewContext(`${edge('cloudfront-routes.js')}\nhandler`, {});
    const origin = (uri) => handler({ version: '1.0', context: { eventType: 'viewer-request' }, viewer: { ip: '192.0.2.1' }, request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} } }).uri;
    assert.deepEqual(
      ['/', '/solutions', '/solutions/', '/resources/some-post', '/index.html', '/main.0123abcd.js', '/remotes.json', '/solutions/index.html', '/favicon.ico'].map(origin),
      ['/index.html', '/solutions/index.html', '/solutions/index.html', '/resources/some-post/index.html', '/index.html', '/main.0123abcd.js', '/remotes.json', '/solutions/index.html', '/favicon.ico'],
    );
  });
});
