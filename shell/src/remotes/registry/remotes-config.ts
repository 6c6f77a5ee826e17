import { files, remotes } from '@site/shared/src/config/workspace';

/**
 * remotes.json, beside the shell's index.html, says which version of each remote runs: the URL
 * of its mf-manifest.json and, when the deploy pins it, the SHA-384 of that manifest and of the
 * mf-integrity.json beside it, which in turn pins every script of the version. The deploy
 * writes it: moving a remote or shipping a new version of it never needs a shell rebuild.
 *   { "contact": { "manifest": "https://cdn/contact/3f2a9c1e04b7/mf-manifest.json",
 *                  "integrity": { "manifest": "sha384-...", "files": "sha384-..." } } }
 * A plain URL is accepted too, unpinned (the development servers' remotes.json).
 */
export interface RemoteVersion {
  manifest: string;
  integrity?: { manifest: string; files: string };
}

export type RemotesConfig = Record<string, RemoteVersion>;

/**
 * remotes.json as the shell reads it: the remotes whose entries hold, and why each other one the
 * site runs does not. An entry that is missing or malformed takes out its own remote only.
 */
export interface RemotesConfigReading {
  config: RemotesConfig;
  problems: Record<string, string>;
}

/**
 * A remote version's files the shell reads by name (shared/workspace.json, "files"): its
 * manifest, and beside it the SHA-384 of each of its scripts (platform/webpack/plugins/remote-integrity-plugin.js).
 */
/** The shell's pointer to each remote's live version, as its messages name it. */
const POINTER = files.pointer;
export const MANIFEST_FILE = files.manifest;
export const INTEGRITY_MAP_FILE = files.integrityMap;

export function integrityMapUrl(manifestUrl: string): string {
  return new URL(INTEGRITY_MAP_FILE, manifestUrl).href;
}

export class RemotesConfigError extends Error {
  name = 'RemotesConfigError';
}

/** An integrity value as Subresource Integrity takes it: one hash, sha256/384/512, base64. */
export const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function parseManifestUrl(value: unknown, name: string, baseUrl: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RemotesConfigError(`${POINTER} has no manifest URL for "${name}"`);
  }
  let url: URL;
  try {
    url = new URL(value, baseUrl);
  } catch {
    throw new RemotesConfigError(`${POINTER} has an invalid URL for "${name}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RemotesConfigError(`${POINTER} must use http(s) for "${name}"`);
  }
  return url.href;
}

function parseVersion(value: unknown, name: string, baseUrl: string): RemoteVersion {
  if (typeof value === 'string') return { manifest: parseManifestUrl(value, name, baseUrl) };
  if (!value || typeof value !== 'object') throw new RemotesConfigError(`${POINTER} has no manifest URL for "${name}"`);
  const { manifest, integrity } = value as { manifest?: unknown; integrity?: { manifest?: unknown; files?: unknown } };
  const url = parseManifestUrl(manifest, name, baseUrl);
  if (integrity === undefined) return { manifest: url };
  const pins = [integrity?.manifest, integrity?.files];
  if (!pins.every((pin) => typeof pin === 'string' && SRI.test(pin))) {
    throw new RemotesConfigError(`${POINTER} pins "${name}" with an integrity that is not a SHA hash`);
  }
  return { manifest: url, integrity: { manifest: pins[0] as string, files: pins[1] as string } };
}

/** The remotes the shell was built with: a deploy runs a version of each. */
const BUILT_REMOTES: readonly string[] = remotes.map(({ name }) => name);

/**
 * Validates the parsed JSON entry by entry; relative URLs resolve against remotes.json's own URL.
 * `names`: the remotes the site has (registry/remote-pages.ts, remoteNames). Every remote the
 * shell was built with needs a version, and one without (missing, or malformed) is a problem of
 * its own: its pages show their fallback while the others load. One added since (its pages
 * declared by the deploy, or by a tab's preview of its first release) is read when remotes.json
 * has it, and is simply not on the site when it has not. Only a file that is not an object of
 * entries at all is refused whole.
 */
export function parseRemotesConfig(json: unknown, baseUrl: string, names: readonly string[]): RemotesConfigReading {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new RemotesConfigError(`${POINTER} must be an object of remote name to manifest URL`);
  }
  const record = json as Record<string, unknown>;
  const reading: RemotesConfigReading = { config: {}, problems: {} };
  for (const name of new Set([...BUILT_REMOTES, ...names.filter((listed) => Object.hasOwn(record, listed))])) {
    try {
      reading.config[name] = parseVersion(record[name], name, baseUrl);
    } catch (error) {
      reading.problems[name] = error instanceof Error ? error.message : String(error);
    }
  }
  return reading;
}

export async function fetchRemotesConfig(url: string, names: readonly string[], fetchImpl: typeof fetch = fetch): Promise<RemotesConfigReading> {
  // Revalidated every time, so a release or a rollback is seen on the next page load.
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new RemotesConfigError(`${POINTER} answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RemotesConfigError(`${POINTER} is not valid JSON`);
  }
  return parseRemotesConfig(json, response.url || url, names);
}
