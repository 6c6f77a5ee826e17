/**
 * CODEOWNERS, the file a repository host reads to ask the owning team for a review, written from
 * the workspace's list of areas (shared/workspace.json) so that it names every remote there
 * is: `npm run new-area` writes it again with the new area's line, and
 * `node platform/tools/new-area/write-codeowners.mjs` writes it from the list as it stands.
 * Who owns what, and why, is README's table ("Who owns what"); this is that table for the host.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The host's organisation whose teams review; a team is "@clearsky/<team>". */
export const ORGANISATION = 'clearsky';

const team = (name) => `@${ORGANISATION}/${name}`;

/**
 * The owners of each part of the repository, for a list of remotes (workspace.json's
 * `remotes`). A host takes the last line that matches a path, so the catch-all comes first: the
 * root's files (package.json, the lockfile, the configs) are the platform's, which builds with them.
 * @param {{ name: string }[]} remotes
 */
export function codeownersText(remotes) {
  const teams = ['shell', ...remotes.map(({ name }) => name), 'platform'];
  const everyTeam = teams.map(team).join(' ');
  const lines = [
    ['*', team('platform')],
    ['/shell/', team('shell')],
    // The contract every app builds against: every team uses it, the shell team reviews it.
    ['/shared/', team('shell')],
    ...remotes.map(({ name }) => [`/remote-${name}/`, team(name)]),
    ['/platform/', team('platform')],
    // Every team's tests and documents: any team may approve a change there.
    ['/e2e/', everyTeam],
    ['/docs/', everyTeam],
  ];
  const width = Math.max(...lines.map(([pattern]) => pattern.length)) + 2;
  return [
    '# Written from shared/workspace.json by platform/tools/new-area/codeowners.mjs: npm run new-area',
    '# writes it with a new area, node platform/tools/new-area/write-codeowners.mjs after an edit of the list.',
    ...lines.map(([pattern, owners]) => `${pattern.padEnd(width)}${owners}`),
    '',
  ].join('\n');
}

/** Writes `root`/CODEOWNERS from `root`/shared/workspace.json. @returns {string} the file written, from the root */
export function writeCodeowners(root) {
  const { remotes } = JSON.parse(readFileSync(path.join(root, 'shared', 'workspace.json'), 'utf8'));
  writeFileSync(path.join(root, 'CODEOWNERS'), codeownersText(remotes));
  return 'CODEOWNERS';
}

