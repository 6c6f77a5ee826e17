/**
 * The headers each object of a deploy is stored with, which the edge in front of the bucket
 * caches by and passes on to browsers (docs/releasing.md, "A deploy in a bucket"):
 *   a remote version's files (cdn/<remote>/<hash>/...) and the shell's content-hashed files
 *     never change: an edge and a browser keep them a year (immutable);
 *   everything a switch replaces (remotes.json, the HTML, sitemap.xml, the histories):
 *     browsers ask the edge again on every use, and the edge asks the bucket again after
 *     LIVE_TTL_S seconds, the longest a visitor can get the previous version after a switch.
 */
import { HASHED_FILE, IMMUTABLE } from '../deploy/server/index.mjs';

/** How long an edge may answer from its copy of a live file before it asks the bucket again. */
export const LIVE_TTL_S = 10;
export const LIVE = `public, max-age=0, s-maxage=${LIVE_TTL_S}`;

/**
 * A file inside a version's content-addressed folder: a remote's, cdn/<cdnPath>/<12 hex digits>/...,
 * or the shell's, releases/shell/<12 hex digits>/... (not served: kept a year all the same, and
 * written once and cached between runs as a remote's are: bucket-copy.mjs).
 */
const VERSION_FILE = /(?:^|\/)(?:cdn\/(?:[a-z0-9-]+\/)+|releases\/shell\/)[0-9a-f]{12}\//;

const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  cjs: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  conf: 'text/plain; charset=utf-8',
};

/** The Content-Type of a key, by its extension. */
export function contentTypeOf(key) {
  const extension = key.split('/').at(-1).split('.').at(-1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}

/** The Cache-Control of a key. */
export function cacheControlOf(key) {
  return VERSION_FILE.test(key) || HASHED_FILE.test(key) ? IMMUTABLE : LIVE;
}

/** Both, as the SDK's PutObject and CopyObject take them. */
export function objectHeaders(key) {
  return { ContentType: contentTypeOf(key), CacheControl: cacheControlOf(key) };
}
