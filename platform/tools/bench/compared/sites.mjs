/**
 * The sites the bench compares, each served on localhost as `{ origin, close }`: the federated
 * site as deployed (pinned by hash, or with remotes.json naming plain URLs) and the single
 * bundle (single-bundle.mjs); and what the pins add inside each remote's entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { manifestUrlOf, writeRemotesJson } from '../../../deploy/index.mjs';
import { buildFolderOf, REMOTES, FILES } from '../../../workspace/index.js';
import { createShellServer, deployAndServe, listen } from '../../../serve/index.mjs';
import { SINGLE_DIST } from './single-bundle.mjs';

/** The deployed site; `pinned: false` serves the same files with remotes.json naming plain URLs. */
export async function serveFederated({ pinned = true } = {}) {
  const site = await deployAndServe({ hostname: 'localhost' });
  if (!pinned) writeRemotesJson(site.shellDir, Object.fromEntries(Object.entries(site.remotes).map(([name, entry]) => [name, manifestUrlOf(entry)])));
  return { origin: site.siteOrigin, close: () => site.close() };
}

/** The single bundle, served as the shell's host serves the shell. */
export async function serveSingle() {
  const shell = createShellServer({ root: SINGLE_DIST });
  const port = await listen(shell, 0);
  return { origin: `http://localhost:${port}`, close: () => shell.close() };
}

/**
 * The bytes a remote entry's map of chunk hashes takes, brotli-compressed as served: the entry
 * against the same entry with an empty map.
 * @param {Buffer} entry
 */
export function hashMapBytes(entry) {
  const withoutMap = Buffer.from(entry.toString().replace(/\.remoteIntegrity=\{[^}]*\}/, '.remoteIntegrity={}'));
  return brotliCompressSync(entry).length - brotliCompressSync(withoutMap).length;
}

/** hashMapBytes of each remote's built entry. */
export function entryHashMapBytes() {
  return Object.fromEntries(REMOTES.map((remote) => [remote, hashMapBytes(readFileSync(path.join(buildFolderOf(remote), FILES.entry)))]));
}
