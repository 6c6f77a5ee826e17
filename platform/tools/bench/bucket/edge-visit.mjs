/**
 * One visit through an edge, as a browser starts the site (bucket/switches-under-load.mjs): the page,
 * remotes.json, the manifest of one remote that remotes.json points at, checked against the
 * SHA-384 remotes.json pins, and the remote entry that manifest names.
 */
import { createHash } from 'node:crypto';
import { FILES } from '../../../workspace/index.js';

/**
 * @param {string} siteOrigin
 * @param {string} remote
 * @param {{ fetch?: typeof fetch }} [options]  a stand-in fetch for the unit test
 * @returns {Promise<{ requests: number, failure: string | null, mixed: boolean, manifest: string | null }>}
 *   mixed: the manifest served is not the one remotes.json pins (a pointer and files of two versions)
 */
export async function visit(siteOrigin, remote, { fetch: get = fetch } = {}) {
  let requests = 0;
  const load = async (url) => {
    requests += 1;
    const response = await get(url, { signal: AbortSignal.timeout(10_000) });
    if (response.status !== 200) throw new Error(`${response.status} ${url}`);
    return Buffer.from(await response.arrayBuffer());
  };
  let manifestUrl = null;
  try {
    await load(`${siteOrigin}/`);
    const entry = JSON.parse(await load(`${siteOrigin}/${FILES.pointer}`))[remote];
    manifestUrl = entry.manifest;
    const manifest = await load(manifestUrl);
    const served = `sha384-${createHash('sha384').update(manifest).digest('base64')}`;
    if (served !== entry.integrity.manifest) return { requests, failure: `${manifestUrl} is not the manifest remotes.json pins`, mixed: true, manifest: manifestUrl };
    const { remoteEntry } = JSON.parse(manifest).metaData;
    await load(new URL(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, manifestUrl).href);
    return { requests, failure: null, mixed: false, manifest: manifestUrl };
  } catch (error) {
    return { requests, failure: error.cause?.code ? `${error.message} (${error.cause.code})` : error.message, mixed: false, manifest: manifestUrl };
  }
}
