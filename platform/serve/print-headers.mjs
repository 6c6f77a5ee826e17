/**
 * Prints the headers a production CDN should send, for a given remotes.json:
 *   node platform/serve/print-headers.mjs [path/to/remotes.json]
 * (default: the one `npm start` last deployed, .site/shell/remotes.json). Same source as the
 * local server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, fail } from '../cli/cli.mjs';
import { rootDir } from '../workspace/index.js';
import { documentSecurityHeaders } from '../deploy/index.mjs';
import { cacheControlFor } from './static-server.mjs';

const USAGE = `
Usage: node platform/serve/print-headers.mjs [path/to/remotes.json]

Prints the headers a production CDN should send for a deploy whose remotes.json is the one
given (default: .site/shell/remotes.json, which npm start deploys).
`;

const { positionals } = cli({ usage: USAGE, positionals: 'any' });
if (positionals.length > 1) fail(`Takes one remotes.json, got ${positionals.length} arguments.`, USAGE);
const file = positionals[0] ?? path.join(rootDir, '.site/shell/remotes.json');
if (!existsSync(file)) fail(`No remotes.json at ${file} (run npm start once to deploy one).`, USAGE);
let remotes;
try {
  remotes = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(`${file} is not valid JSON: ${error.message}`);
}

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
