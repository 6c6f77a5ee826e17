/**
 * What `npm run release` decides, apart from the building, serving and browsers it drives
 * (platform/release/release.mjs): whether a candidate is live already, what the gate refuses before any
 * browser runs, whether the gate passed, and how a failure is told. release-decisions.test.mjs
 * checks them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { manifestUrlOf } from '../../deploy/index.mjs';

const require = createRequire(import.meta.url);
const { builtPagesIn } = require('../../declarations/index.js');
const { FILES: files } = require('../../workspace/index.js');

/** Whether the candidate (publishRemote's result) is the version remotes.json runs already (release exits 3). */
export function alreadyLive(liveEntry, candidate) {
  return manifestUrlOf(liveEntry) === candidate.manifestUrl;
}

/**
 * The pages a candidate declares: the pages.json its build wrote beside its manifest (and
 * listed in its mf-integrity.json), checked against this site's rules
 * (platform/declarations, builtPagesIn) before anything of it is uploaded. Throws, naming
 * the file, each page refused and whose path it claims, or the file altered since the build.
 * @param {string} remote
 * @param {string} buildDir
 */
export function candidatePages(remote, buildDir) {
  const file = path.join(buildDir, files.declaration);
  try {
    return builtPagesIn(remote, buildDir);
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error(`${file} is missing: the build declares no pages (remote-${remote}/pages.json).`);
    throw error;
  }
}

/**
 * The modules a remote's manifest does not expose although the candidate declares them
 * (`pages`: candidatePages'), in the declaration's order.
 */
export function missingModules(manifest, pages) {
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name));
  return pages.filter(({ module }) => !exposed.has(module)).map(({ module }) => module);
}

/**
 * What visitors are left with when a release of `remote` is refused: the live version, or, for a
 * remote's first release (no live version), no page of it at all.
 */
export function keptForVisitors(remote, live) {
  return live ? `visitors keep ${remote} at ${live}` : `${remote} is not on the site yet, and stays off it`;
}

/** The gate passes only when some journey ran and none failed (`verdict`: counts of journeys). */
export function gatePassed(verdict) {
  return verdict.failed === 0 && verdict.passed > 0;
}

/** A failure's first line, and what the page itself warned (why the shell refused the remote). */
export function briefly(error) {
  const lines = error.split('\n').map((line) => line.trim()).filter(Boolean);
  const warned = lines.findIndex((line) => line.startsWith('The page warned'));
  return [lines[0], ...(warned >= 0 ? lines.slice(warned) : lines.slice(1, 5))].join('\n    ');
}
