/**
 * The entries of remotes.json, one per remote: a pinned version `{ manifest, integrity }` or,
 * from a development server, a plain manifest URL. What an entry says (its manifest, its
 * version), whether two are the same, the same version moved to another CDN origin, and the
 * preview link that runs it in one tab.
 */
import { PREVIEW_PARAMS } from '../workspace/index.js';

/** The manifest URL of a remotes.json entry: a pinned version (an object) or a plain URL. */
export function manifestUrlOf(entry) {
  return typeof entry === 'string' ? entry : entry?.manifest;
}

/** Whether two remotes.json entries are the same version, pins and all (two missing entries are). */
export function sameEntry(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The version a remotes.json entry names: its folder on the CDN, the build's content hash for a release's. */
export function versionOf(entry) {
  const manifest = manifestUrlOf(entry);
  return manifest ? new URL(manifest).pathname.split('/').at(-2) : null;
}

/**
 * The version folder a remotes.json entry names, as a path from the CDN's root
 * ("/contact/0123456789ab/"), or null for no entry.
 */
export function versionFolderOf(entry) {
  const manifest = manifestUrlOf(entry);
  return manifest ? new URL(manifest).pathname.replace(/[^/]+$/, '') : null;
}

/** An entry served from `from` moved to `to`: the same version where the CDN now is. */
export function movedEntry(entry, from, to) {
  const manifest = manifestUrlOf(entry);
  if (!manifest || new URL(manifest).origin !== from) return entry;
  const moved = new URL(new URL(manifest).pathname, to).href;
  return typeof entry === 'string' ? moved : { ...entry, manifest: moved };
}

/**
 * The query of a preview link to a remotes.json entry (shell/src/environment/preview-link.ts reads
 * it), pinned as remotes.json pins it. Only a pinned link runs: the shell refuses one made from a
 * plain URL (the browser suite makes such links to see it refuse). The link carries nothing else,
 * so it is a few hundred bytes whatever the candidate declares: the shell reads the candidate's
 * pages from its pages.json, which the pinned map pins.
 */
export function previewQuery(remote, entry) {
  const query = new URLSearchParams({ [PREVIEW_PARAMS.remote]: remote, [PREVIEW_PARAMS.manifest]: manifestUrlOf(entry) });
  if (entry?.integrity) {
    query.set(PREVIEW_PARAMS.manifestIntegrity, entry.integrity.manifest);
    query.set(PREVIEW_PARAMS.filesIntegrity, entry.integrity.files);
  }
  return query;
}
