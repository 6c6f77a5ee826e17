/** Reading `--to s3://...`, and the headers each object is stored with. No server. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isBucketAddress, parseBucketAddress } from './bucket-address.mjs';
import { cacheControlOf, contentTypeOf } from './object-headers.mjs';

test('an s3:// address is a bucket and a prefix; anything else is a folder', () => {
  assert.equal(isBucketAddress('s3://site/prod'), true);
  assert.equal(isBucketAddress('.site'), false);
  assert.deepEqual(parseBucketAddress('s3://site/prod'), { bucket: 'site', prefix: 'prod/', address: 's3://site/prod' });
  assert.deepEqual(parseBucketAddress('s3://site/prod/eu/'), { bucket: 'site', prefix: 'prod/eu/', address: 's3://site/prod/eu' });
  assert.deepEqual(parseBucketAddress('s3://my.site-1'), { bucket: 'my.site-1', prefix: '', address: 's3://my.site-1/' });
});

test('a malformed address is refused with what a good one looks like', () => {
  for (const [address, said] of [
    ['s3://', /names no valid bucket/],
    ['s3://Site/prod', /names no valid bucket/],
    ['s3://ab/prod', /names no valid bucket/],
    ['s3://site/../prod', /prefix segment "\.\." that is not a folder name/],
    ['s3://site/a//b', /prefix segment "" that is not a folder name/],
    ['s3://site/a b', /prefix segment "a b"/],
    ['s3://site/a?x=1', /prefix segment "a\?x=1"/],
  ]) {
    assert.throws(() => parseBucketAddress(address), (error) => said.test(error.message) && /for example s3:\/\/site\/prod/.test(error.message), address);
  }
});

test('a version and a content-hashed file are kept a year; what a switch replaces, 10 s at the edge', () => {
  const year = 'public, max-age=31536000, immutable';
  const live = 'public, max-age=0, s-maxage=10';
  assert.equal(cacheControlOf('prod/cdn/contact/0123456789ab/mf-manifest.json'), year);
  assert.equal(cacheControlOf('prod/cdn/contact/0123456789ab/__federation_expose_ContactPage.1a2b3c4d.js'), year);
  assert.equal(cacheControlOf('prod/shell/main.1a2b3c4d.js'), year);
  assert.equal(cacheControlOf('prod/shell/remotes.json'), live);
  assert.equal(cacheControlOf('prod/shell/index.html'), live);
  assert.equal(cacheControlOf('prod/releases/contact.json'), live);
  // A folder that only looks like a version (not 12 hex digits) is not one.
  assert.equal(cacheControlOf('prod/cdn/contact/latest/mf-manifest.json'), live);
});

test('each object gets its content type', () => {
  assert.equal(contentTypeOf('prod/shell/index.html'), 'text/html; charset=utf-8');
  assert.equal(contentTypeOf('cdn/contact/0123456789ab/remoteEntry.js'), 'text/javascript; charset=utf-8');
  assert.equal(contentTypeOf('prod/shell/remotes.json'), 'application/json');
  assert.equal(contentTypeOf('shell/sitemap.xml'), 'application/xml');
  assert.equal(contentTypeOf('shell/favicon.svg'), 'image/svg+xml');
  assert.equal(contentTypeOf('shell/LICENSE'), 'application/octet-stream');
});
