/**
 * `node platform/tools/new-area/write-codeowners.mjs`: CODEOWNERS written again from
 * shared/workspace.json (codeowners.mjs), after an edit of the list by hand (see --help).
 */
import { cli } from '../../cli/index.mjs';
import { rootDir } from '../../workspace/index.js';
import { writeCodeowners } from './codeowners.mjs';

const USAGE = `
Usage: node platform/tools/new-area/write-codeowners.mjs

Writes CODEOWNERS from the list of areas in shared/workspace.json: each remote-<name>/ to
the team @clearsky/<name>, the shell's and the platform's folders to theirs. npm run new-area
does the same for the area it makes.
`;

cli({ usage: USAGE });
console.log(`Wrote ${writeCodeowners(rootDir)} from shared/workspace.json.`);
