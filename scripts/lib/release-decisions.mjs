/**
 * What `npm run release` decides, apart from the building, serving and browsers it drives
 * (scripts/release.mjs): whether a candidate is live already, what the gate refuses before any
 * browser runs, whether the gate passed, and how a failure is told. release-decisions.test.mjs
 * checks them.
 */
import { manifestUrlOf } from './deploy.mjs';

/** Whether the candidate (publishRemote's result) is the version remotes.json runs already (release exits 3). */
export function alreadyLive(liveEntry, candidate) {
  return manifestUrlOf(liveEntry) === candidate.manifestUrl;
}

/**
 * The modules a remote's manifest does not expose although shared/remote-apps.json says the
 * remote serves them (`app`: its entry there), in the list's order.
 */
export function missingModules(manifest, app) {
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name));
  return app.pages.filter(({ module }) => !exposed.has(module)).map(({ module }) => module);
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
