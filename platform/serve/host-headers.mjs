/**
 * The headers a production host must send for a deploy, as the local servers send them
 * (static-server.mjs; the values come from platform/deploy/): print-headers.mjs prints them.
 */
import { documentSecurityHeaders } from '../deploy/server/index.mjs';
import { cacheControlFor } from './static-server.mjs';
import { FILES } from '../workspace/index.js';

/**
 * The lines that say which headers each origin sends, for a deploy whose remotes.json holds `remotes`.
 * @param {Record<string, unknown>} remotes
 * @returns {string[]}
 */
export function hostHeaders(remotes) {
  return [
    '# Shell origin: index.html (and every HTML route file)',
    ...Object.entries(documentSecurityHeaders(remotes)).map(([name, value]) => `${name}: ${value}`),
    `Cache-Control: ${cacheControlFor('/index.html')}`,
    '\n# Shell origin: remotes.json',
    `Cache-Control: ${cacheControlFor(`/${FILES.pointer}`)}`,
    '\n# Every origin: content-hashed files (name.[8 hex].js)',
    `Cache-Control: ${cacheControlFor('/main.1234abcd.js')}`,
    'X-Content-Type-Options: nosniff',
    '\n# Remotes origin: everything',
    'Access-Control-Allow-Origin: *',
    'X-Content-Type-Options: nosniff',
    `Cache-Control: ${cacheControlFor('/mf-manifest.json')} (mf-manifest.json, remoteEntry.js; hashed files as above)`,
  ];
}
