/**
 * The one place that turns an in-app location ("/solutions#sales") into an href and back,
 * for both URL modes (docs/architecture.md, "Routes and URL modes"):
 *   hash mode: /#/solutions%23sales (any static host, no rewrite rules)
 *   path mode: /solutions#sales     (hosts that serve a file per route)
 * In hash mode the route already fills the URL's fragment, and a fragment may not hold a second
 * "#", so the in-page anchor follows an encoded one ("%23"). Links in the older form
 * (/#/solutions#sales) still read the same: see splitHashRoute.
 * Everything here is pure and total: garbage in gives home or a harmless hash, never a throw.
 */

import { urlModes } from '../config/workspace';

export type UrlMode = 'hash' | 'path';

/** The mode a build gets when it names none, and the store's before the shell configures it. */
export const DEFAULT_URL_MODE = urlModes.default as UrlMode;

export interface AppLocation {
  /** Normalised path: starts with "/", no trailing slash except for "/". */
  path: string;
  /** In-page hash without the "#", decoded; "" when there is none. */
  hash: string;
}

/** Longer inputs are cut: nothing in the site needs them and they only cost rendering. */
const MAX_PART_LENGTH = 512;
/** Control characters (C0, DEL, C1), which belong in no route or anchor. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function normalizePath(raw: string): string {
  // Split before decoding: an encoded "/" (%2F) belongs to its segment, it is not a separator.
  // An encoded "#" stays encoded too, so that no path holds a "#" and a hash-mode href never
  // holds one that is not the anchor's separator (no route has either).
  const segments = raw
    .slice(0, MAX_PART_LENGTH)
    .split('?')[0]
    .split('/')
    .map((segment) =>
      safeDecode(segment)
        .replace(CONTROL_CHARACTERS, '')
        .replace(/\//g, '%2F')
        .replace(/#/g, '%23'),
    )
    .filter((s) => s !== '' && s !== '.' && s !== '..');
  return '/' + segments.join('/');
}

function normalizeHash(raw: string): string {
  return safeDecode(raw.slice(0, MAX_PART_LENGTH)).replace(CONTROL_CHARACTERS, '').trim();
}

/** Parses an in-app target such as "/solutions#sales", "#sales" (same path) or "/". */
export function parseTarget(to: string, current?: AppLocation): AppLocation {
  const hashAt = to.indexOf('#');
  const pathPart = hashAt === -1 ? to : to.slice(0, hashAt);
  const hashPart = hashAt === -1 ? '' : to.slice(hashAt + 1);
  const path = pathPart === '' && current ? current.path : normalizePath(pathPart);
  return { path, hash: normalizeHash(hashPart) };
}

function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * Where a hash-mode route ends and its in-page anchor starts: the first "#" or "%23" (digits
 * only, so there is no case to ignore). toHref writes "%23"; a raw "#" is the older form, which
 * pasted and bookmarked links still use. Neither can belong to the route: a normalised path
 * holds no "#", and encoding it writes a "%" as "%25". An anchor's own "#" is encoded by
 * toHref and comes after the separator, so it stays in the anchor.
 */
const HASH_ROUTE_ANCHOR = /#|%23/;

/** Splits the fragment of a hash-mode URL, without its leading "#", into route and anchor. */
function splitHashRoute(route: string): AppLocation {
  const separator = HASH_ROUTE_ANCHOR.exec(route);
  if (!separator) return { path: normalizePath(route), hash: '' };
  return {
    path: normalizePath(route.slice(0, separator.index)),
    hash: normalizeHash(route.slice(separator.index + separator[0].length)),
  };
}

/**
 * Builds the href for an in-app location. `basePath` is where the shell's index.html lives
 * ("/" locally; "/site/" if a CDN serves it from a folder).
 */
export function toHref(location: AppLocation, mode: UrlMode, basePath = '/'): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const anchor = location.hash ? encodeURIComponent(location.hash) : '';
  if (mode === 'hash') {
    return `${base}#${encodePath(location.path)}${anchor ? `%23${anchor}` : ''}`;
  }
  return `${base}${encodePath(location.path).slice(1)}${anchor ? `#${anchor}` : ''}`;
}

/** Reads the app location from the browser's URL parts. */
export function fromUrl(
  url: { pathname: string; hash: string },
  mode: UrlMode,
  basePath = '/',
): AppLocation {
  const rawHash = url.hash.startsWith('#') ? url.hash.slice(1) : url.hash;
  if (mode === 'hash') {
    // "#/solutions%23sales" (or the older "#/solutions#sales") is a route and its anchor;
    // a bare "#top" on the home page is an in-page anchor.
    if (!rawHash.startsWith('/')) return { path: '/', hash: normalizeHash(rawHash) };
    return splitHashRoute(rawHash);
  }
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const pathname = url.pathname.startsWith(base) ? url.pathname.slice(base.length - 1) : url.pathname;
  return { path: normalizePath(pathname.replace(/\/index\.html$/, '/')), hash: normalizeHash(rawHash) };
}
