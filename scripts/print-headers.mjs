/**
 * Prints the headers a production CDN should send, for a given remotes.json:
 *   node scripts/print-headers.mjs [path/to/remotes.json]
 * (default: shell/public/remotes.json). Same source as the local server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './lib/deploy.mjs';
import { documentSecurityHeaders } from './lib/security-headers.mjs';
import { cacheControlFor } from './lib/static-server.mjs';

const file = process.argv[2] ?? path.join(rootDir, 'shell/public/remotes.json');
const remotes = JSON.parse(readFileSync(file, 'utf8'));

console.log('# Shell origin: index.html (and every HTML route file)');
for (const [name, value] of Object.entries(documentSecurityHeaders(remotes))) console.log(`${name}: ${value}`);
console.log(`Cache-Control: ${cacheControlFor('/index.html')}`);
console.log('\n# Shell origin: remotes.json');
console.log(`Cache-Control: ${cacheControlFor('/remotes.json')}`);
console.log('\n# Every origin: content-hashed files (name.[8 hex].js)');
console.log(`Cache-Control: ${cacheControlFor('/main.1234abcd.js')}`);
console.log('X-Content-Type-Options: nosniff');
console.log('\n# Remotes origin: everything');
console.log('Access-Control-Allow-Origin: *');
console.log('X-Content-Type-Options: nosniff');
console.log(`Cache-Control: ${cacheControlFor('/mf-manifest.json')} (mf-manifest.json, remoteEntry.js; hashed files as above)`);
