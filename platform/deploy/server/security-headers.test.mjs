/**
 * The shell's document headers (security-headers.mjs), as docs/releasing.md ("Headers a host
 * must send") and docs/security.md give them.
 * Run alone: node --test platform/deploy/server/security-headers.test.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentSecurityPolicy, documentSecurityHeaders, preconnectLink } from './security-headers.mjs';

/** remotes.json as `npm start` deploys it: every remote on the local CDN, pinned. */
const LOCAL = {
  solutions: { manifest: 'http://localhost:3001/solutions/111111111111/mf-manifest.json', integrity: { manifest: 'sha384-a', files: 'sha384-b' } },
  resources: { manifest: 'http://localhost:3001/resources/222222222222/mf-manifest.json', integrity: { manifest: 'sha384-c', files: 'sha384-d' } },
  contact: { manifest: 'http://localhost:3001/contact/333333333333/mf-manifest.json', integrity: { manifest: 'sha384-e', files: 'sha384-f' } },
};

describe('documentSecurityHeaders', () => {
  test('for the local deploy: the headers docs/releasing.md lists', () => {
    assert.deepEqual(documentSecurityHeaders(LOCAL), {
      Link: '<http://localhost:3001>; rel=preconnect, <http://localhost:3001>; rel=preconnect; crossorigin',
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self' http://localhost:3001; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://images.unsplash.com; font-src 'self'; connect-src 'self' http://localhost:3001; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types default",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  test('no remote: no Link header, and scripts from the shell\'s origin alone', () => {
    const headers = documentSecurityHeaders({});
    assert.equal('Link' in headers, false);
    assert.match(headers['Content-Security-Policy'], /; script-src 'self'; /);
  });
});

describe('contentSecurityPolicy: where scripts may come from', () => {
  test('names each remote origin once, sorted, from pinned entries and plain URLs alike', () => {
    const csp = contentSecurityPolicy({
      contact: 'https://cdn-b.example.com/contact/1/mf-manifest.json',
      solutions: { manifest: 'https://cdn-a.example.com:8443/solutions/2/mf-manifest.json' },
      resources: { manifest: 'https://cdn-b.example.com/resources/3/mf-manifest.json' },
    });
    assert.match(csp, /; script-src 'self' https:\/\/cdn-a\.example\.com:8443 https:\/\/cdn-b\.example\.com; /);
    assert.match(csp, /; connect-src 'self' https:\/\/cdn-a\.example\.com:8443 https:\/\/cdn-b\.example\.com; /);
  });

  test('ignores what is not an http(s) URL', () => {
    const csp = contentSecurityPolicy({ a: 'javascript:alert(1)', b: 'not a url', c: { manifest: 'data:text/javascript,1' }, d: null });
    assert.match(csp, /; script-src 'self'; /);
  });

  test('the shell\'s own origin, when given, beside \'self\'', () => {
    assert.match(contentSecurityPolicy(LOCAL, { shellOrigin: 'https://www.example.com' }), /; script-src 'self' https:\/\/www\.example\.com http:\/\/localhost:3001; /);
  });
});

test('preconnectLink opens a CORS and a plain connection to each remote origin', () => {
  assert.equal(
    preconnectLink({ a: 'https://b.example.com/m.json', b: 'https://a.example.com/m.json', c: 'https://a.example.com/n.json' }),
    '<https://a.example.com>; rel=preconnect, <https://a.example.com>; rel=preconnect; crossorigin, <https://b.example.com>; rel=preconnect, <https://b.example.com>; rel=preconnect; crossorigin',
  );
});
