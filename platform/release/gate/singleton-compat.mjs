/**
 * Whether a shell and the remotes it loads agree on the singletons, judged from files alone
 * before any browser runs: the shell's provided-shared.json (what its build provides,
 * platform/webpack/singletons.js; its name files.shellProvides in shared/workspace.json) against each remote's mf-manifest.json (the
 * range its build requires of each shared module). The shell's loader refuses a remote that
 * fails the range check at run time (shell/src/remotes/loading/federation.ts,
 * unmetRequirements), and its pages are then unavailable; a remote that does not share a
 * singleton at all is not refused there, it runs with a copy of its own (a second React, a
 * second store whose toasts no viewport shows). A remote release and a shell release both ask
 * `singletonProblems`, each from its own side (release.mjs, release-shell.mjs, rollback-shell.mjs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import semver from 'semver';
import { deployPaths, manifestUrlOf, readDeploy, readRemotesJson, insideFolder } from '../../deploy/index.mjs';
import { readShellRecord, shellProvidesOf } from '../../deploy/shell/index.mjs';

const require = createRequire(import.meta.url);
/** @type {{ SINGLETONS: string[] }} */
const { SINGLETONS } = require('../../webpack/index.js');
const sharedPackage = require('../../../shared/package.json');

/**
 * The singletons every remote's manifest must list: `@site/shared`, which every remote page
 * uses, and those of the site's singletons it is built on (its peer dependencies). A remote
 * built without one of them in its `shared` list carries a copy of its own. react-dom is not
 * among them: the shell renders, a remote only imports React.
 */
export const REQUIRED_OF_EVERY_REMOTE = SINGLETONS.filter((name) => name === sharedPackage.name || name in (sharedPackage.peerDependencies ?? {}));

/** Where docs/releasing.md tells the steps of moving a singleton across the site. */
const UPGRADE_DOC = 'docs/releasing.md, "Upgrading a shared library"';

/** The package a shared key belongs to: "react/jsx-runtime" is react's, "@emotion/react" its own. */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A range as semver reads it, for a message that gives an example of a wider one. */
function widened(range, version) {
  return `"${range} || ^${version}"`;
}

/**
 * @typedef {{ shared: Record<string, { version: string }>, federationRuntime?: string }} ShellProvides
 *   what a shell build provides (its provided-shared.json)
 * @typedef {{ shared?: { name?: string, singleton?: boolean, requiredVersion?: string | false }[], metaData?: { pluginVersion?: string } }} RemoteManifest
 */

/**
 * Every disagreement between a shell and remotes, each told as the one who must act reads it.
 * @param {object} options
 * @param {ShellProvides} options.shell    what the shell provides
 * @param {{ name: string, manifest: RemoteManifest }[]} options.remotes  the remotes judged with it
 * @param {string} options.candidate  who is being released: "shell", or the remote's name; the
 *        other side is what is live
 * @returns {{ remote: string, package: string, range: string | null, version: string | null, message: string }[]}
 */
export function singletonProblems({ shell, remotes, candidate }) {
  const shellIsCandidate = candidate === 'shell';
  const shellNamed = shellIsCandidate ? 'this shell' : 'the live shell';
  const problems = [];
  for (const { name: remote, manifest } of remotes) {
    const remoteNamed = remote === candidate ? remote : `the live ${remote}`;
    const add = (pkg, range, version, message) => problems.push({ remote, package: pkg, range, version, message });
    const shared = new Map((manifest.shared ?? []).filter((entry) => typeof entry.name === 'string').map((entry) => [entry.name, entry]));

    for (const pkg of REQUIRED_OF_EVERY_REMOTE) {
      if (shared.has(pkg)) continue;
      add(
        pkg,
        null,
        shell.shared[pkg]?.version ?? null,
        `${remoteNamed} does not share ${pkg}: its build bundles a copy of its own, a second one beside ${shellNamed}'s ${shell.shared[pkg]?.version ?? ''}`.trimEnd() +
          `. Build ${remote} with ${pkg} in its shared list, as a singleton with the range it is built for (platform/webpack/singletons.js, sharedDependencies), and release it.`,
      );
    }

    // The packages before their subpaths, so a subpath whose package is refused for the same
    // range (zustand/vanilla with zustand) is not told again.
    const entries = [...shared].sort(([a], [b]) => Number(a !== packageOf(a)) - Number(b !== packageOf(b)));
    const told = new Set();
    for (const [key, entry] of entries) {
      if (key !== packageOf(key) && told.has(`${packageOf(key)}@${entry.requiredVersion}`)) continue;
      const provided = shell.shared[key] ?? (SINGLETONS.includes(packageOf(key)) ? shell.shared[packageOf(key)] : undefined);
      if (!SINGLETONS.includes(packageOf(key))) continue;
      const range = entry.requiredVersion;
      // The package itself must be a singleton; its subpaths (react/jsx-runtime) come with it.
      if (key === packageOf(key) && entry.singleton !== true) {
        add(key, typeof range === 'string' ? range : null, provided?.version ?? null, `${remoteNamed} shares ${key} but not as a singleton: it may run a copy of its own. Share it with singleton: true (platform/webpack/singletons.js, sharedDependencies) and release ${remote}.`);
        continue;
      }
      if (typeof range !== 'string' || range.trim() === '') {
        add(
          key,
          null,
          provided?.version ?? null,
          `${remoteNamed} shares ${key} with no version range (requiredVersion ${JSON.stringify(range ?? null)}): it would take any version of it, whatever it was built for. Give it the range it is built for (platform/webpack/singletons.js, sharedDependencies) and release ${remote}.`,
        );
        continue;
      }
      if (!provided) continue;
      if (semver.validRange(range) === null) {
        add(key, range, provided.version, `${remoteNamed} asks for ${key}@${range}, which is not a version range. Build ${remote} with a range such as ^${provided.version} and release it.`);
        continue;
      }
      if (semver.satisfies(provided.version, range)) continue;
      const why = `${remoteNamed} asks for ${key}@${range}, and ${shellNamed} provides ${key} ${provided.version}, outside that range: ${remote}'s pages would be unavailable.`;
      const todo = shellIsCandidate
        ? ` Widen ${remote}'s range to take ${provided.version} too (for example ${widened(range, provided.version)}) and release ${remote} first, then this shell (${UPGRADE_DOC}).`
        : ` Build ${remote} for a range that also takes ${provided.version} (for example ${widened(range, provided.version)}) and release it; a shell that provides another version comes once every live remote's range takes it (${UPGRADE_DOC}).`;
      add(key, range, provided.version, why + todo);
      told.add(`${key}@${range}`);
    }

    const builtWith = manifest.metaData?.pluginVersion;
    if (builtWith && shell.federationRuntime && semver.valid(builtWith) && !semver.satisfies(shell.federationRuntime, `^${builtWith}`)) {
      add(
        '@module-federation/runtime-core',
        `^${builtWith}`,
        shell.federationRuntime,
        `${remoteNamed} was built by the federation plugin ${builtWith}, and ${shellNamed} runs the federation runtime ${shell.federationRuntime}, older than that: ${remote}'s pages would be unavailable. ` +
          (shellIsCandidate ? 'Build this shell with a federation runtime at least as new.' : `Build ${remote} with the plugin the shell has (${shell.federationRuntime}), or release a shell with a newer runtime first.`),
      );
    }
  }
  return problems;
}

/** The refusal a release prints for `problems` (singletonProblems'), one paragraph each. */
export function describeProblems(problems) {
  return problems.map(({ message }) => `  - ${message}`).join('\n');
}

/**
 * The manifest of each remote remotes.json runs (`except` one: the remote being released), read
 * from the deploy's cdn/ where it is there, else fetched. Throws naming the remote whose
 * manifest cannot be read.
 * @returns {Promise<{ name: string, manifest: RemoteManifest }[]>}
 */
export async function liveRemoteManifests(dir, { except } = {}) {
  const { cdnDir, shellDir } = deployPaths(dir);
  const { cdnOrigin } = readDeploy(dir);
  const manifests = [];
  for (const [name, entry] of Object.entries(readRemotesJson(shellDir))) {
    if (name === except) continue;
    const url = new URL(manifestUrlOf(entry));
    try {
      if (url.origin === new URL(cdnOrigin).origin) {
        manifests.push({ name, manifest: JSON.parse(readFileSync(insideFolder(cdnDir, decodeURIComponent(url.pathname)), 'utf8')) });
      } else {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!response.ok) throw new Error(`it answered ${response.status}`);
        manifests.push({ name, manifest: await response.json() });
      }
    } catch (error) {
      throw new Error(`The manifest of the live ${name} could not be read at ${url.href} (${error.cause?.code ?? error.message}).`);
    }
  }
  return manifests;
}

/**
 * What the live shell provides (its version's provided-shared.json: deploy/shell/shell-versions.mjs),
 * or null when the deploy does not record it (a deploy made before shells were recorded, or a
 * shell built before its build wrote the file).
 * @returns {{ version: string, provides: ShellProvides } | null}
 */
export function liveShellProvides(dir) {
  const { live } = readShellRecord(dir);
  const provides = live && shellProvidesOf(dir, live.version);
  return provides ? { version: live.version, provides } : null;
}

/**
 * A remote candidate judged against the live shell, as its release's gate asks before any
 * browser: the refusal's lines, or null when they agree. When the deploy does not record what
 * its shell provides, says so on `log` and leaves the judgment to the gate's browsers (whose
 * shell refuses a remote it does not meet).
 * @param {string} dir  the deploy folder
 * @param {string} remote
 * @param {RemoteManifest} manifest  the candidate's mf-manifest.json
 */
export function remoteCandidateDisagreement(dir, remote, manifest, { log = (line) => console.log(line) } = {}) {
  const live = liveShellProvides(dir);
  if (!live) {
    log(`The live shell does not record what it provides (deployed before shells were recorded; npm start records it): its shared libraries are judged by the gate's browsers only.`);
    return null;
  }
  const problems = singletonProblems({ shell: live.provides, remotes: [{ name: remote, manifest }], candidate: remote });
  return problems.length ? describeProblems(problems) : null;
}
