/**
 * `npm run new-area -- <name>`: a new page area, remote-<name>/, made like the others (see --help).
 */
import { spawnSync } from 'node:child_process';
import { cli, fail } from '../../cli/index.mjs';
import { rootDir } from '../../workspace/index.js';
import { areaProblem, createArea, moduleName, titleCase } from './create-area.mjs';

const USAGE = `
Usage: npm run new-area -- <name>

Makes a new page area for a new team: remote-<name>/, laid out like the other remotes, with
  - one page at /<name> whose main heading is "<Name>" (src/<name>/<Name>Page.tsx), exposed
    as ./<Name>Page, and a "<Name>" link in the header;
  - its declaration, remote-<name>/pages.json (docs/architecture.md, "The pages a remote declares");
  - its unit test, its contract test and a browser test tagged @<name> (e2e/areas/<name>.spec.ts);
  - its entry in shared/workspace.json: the prefix /<name>, the next dev port, its CDN path;
  - CODEOWNERS written again from that list: remote-<name>/ is the team @clearsky/<name>'s;
then records the new workspace in package-lock.json (npm install --package-lock-only: npm
finds a workspace by its folder, so node_modules is left as it is and nothing is downloaded).

<name> is lower-case words joined by hyphens ("careers", "case-studies"); it may not be an
area that exists or take a path of the shell or of another remote.
`;

const { positionals } = cli({ usage: USAGE, positionals: 1 });
const [name] = positionals;
const problem = areaProblem(rootDir, name);
if (problem) fail(problem, USAGE);

const files = createArea(rootDir, name);
console.log(`Made the ${name} area:\n${files.map((file) => `  ${file}`).join('\n')}`);
console.log('\nnpm install --package-lock-only (records the workspace in package-lock.json)...');
const install = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: rootDir, stdio: 'inherit' });
if (install.status !== 0) fail('npm install --package-lock-only failed (above): run it again, or npm ci on a clean clone will refuse the new workspace.');

const next = [
  [`npm test -w remote-${name}`, 'its loop: lint, types, unit and contract tests, its browser test'],
  ['npm run dev', `every app with Fast Refresh; /${name} shows "${titleCase(name)}" (${moduleName(name)})`],
  [`npm run release -- ${name}`, 'into the .site npm start made: puts the area and its links in the'],
  ['', 'header and the footer live, no shell build'],
  ['', `(npm run rollback -- ${name} takes it off again)`],
];
const width = Math.max(...next.map(([command]) => command.length)) + 2;
console.log(`\nNext:\n${next.map(([command, what]) => `  ${command.padEnd(width)}${what}`).join('\n')}`);
