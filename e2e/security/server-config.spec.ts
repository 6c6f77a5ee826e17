import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploySite } from '../../platform/deploy/index.mjs';
import { documentSecurityHeaders } from '../../platform/deploy/server/index.mjs';
import { expect, test } from '../fixtures';

/** A `_headers` file as static hosts read it: path -> headers, in order. */
function parseHeadersFile(text: string): Array<[string, Record<string, string>]> {
  const rules: Array<[string, Record<string, string>]> = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push([line.trim(), {}]);
    else {
      const [name, ...value] = line.trim().split(': ');
      rules.at(-1)![1][name] = value.join(': ');
    }
  }
  return rules;
}

test('the deploy writes _headers for static hosts from the same rules as nginx and the local server', { tag: '@platform' }, () => {
  const target = path.join(os.tmpdir(), `site-headers-${process.pid}-${Date.now()}`);
  const { shellDir, cdnDir, remotes } = deploySite({ target, siteOrigin: 'https://www.example.com', cdnOrigin: 'https://cdn.example.com' });
  const shell = parseHeadersFile(readFileSync(path.join(shellDir, '_headers'), 'utf8'));
  const rule = (rules: typeof shell, pathname: string) => rules.find(([p]) => p === pathname)?.[1];
  expect(rule(shell, '/*')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  expect(rule(shell, '/')).toEqual({ ...documentSecurityHeaders(remotes), 'Cache-Control': 'no-cache' });
  expect(rule(shell, '/index.html')).toEqual(rule(shell, '/'));
  expect(rule(shell, '/remotes.json')).toEqual({ 'Cache-Control': 'no-cache' });
  const entryChunk = shell.find(([p]) => /^\/main\.[0-9a-f]{8}\.js$/.test(p));
  expect(entryChunk?.[1]).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  // One rule per path besides "/*", so no host joins two values of one header.
  const paths = shell.map(([p]) => p);
  expect(new Set(paths).size).toBe(paths.length);

  const cdn = parseHeadersFile(readFileSync(path.join(cdnDir, '_headers'), 'utf8'));
  expect(rule(cdn, '/*')).toEqual({ 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' });
  const manifest = new URL(remotes.contact.manifest).pathname;
  expect(rule(cdn, manifest)).toEqual({ 'Cache-Control': 'no-cache' });
  expect(readFileSync(path.join(shellDir, '_redirects'), 'utf8')).toContain('/*  /index.html  200');
});
