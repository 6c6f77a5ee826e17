/**
 * Prints the headers a production CDN should send, for a given remotes.json:
 *   node platform/serve/print-headers.mjs [path/to/remotes.json]
 * (default: the one `npm start` last deployed, .site/shell/remotes.json). Same source as the
 * local server (host-headers.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, fail } from '../cli/index.mjs';
import { localDeployDir, FILES } from '../workspace/index.js';
import { hostHeaders } from './host-headers.mjs';

const USAGE = `
Usage: node platform/serve/print-headers.mjs [path/to/remotes.json]

Prints the headers a production CDN should send for a deploy whose remotes.json is the one
given (default: .site/shell/remotes.json, which npm start deploys).
`;

const { positionals } = cli({ usage: USAGE, positionals: 'any' });
if (positionals.length > 1) fail(`Takes one remotes.json, got ${positionals.length} arguments.`, USAGE);
const file = positionals[0] ?? path.join(localDeployDir, 'shell', FILES.pointer);
if (!existsSync(file)) fail(`No remotes.json at ${file} (run npm start once to deploy one).`, USAGE);
let remotes;
try {
  remotes = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(`${file} is not valid JSON: ${error.message}`);
}

for (const line of hostHeaders(remotes)) console.log(line);
