/**
 * The module-level account of a visit: what the federated site downloads beyond the single
 * bundle of the same source, module by module. Pure: the scripts of two visits in (each with
 * its modules' brotli bytes, module-bytes.mjs), the account out.
 *
 * Two kinds of line, as issue #74 asks:
 *   - not in the single bundle: a module the federated visit downloads and the single bundle's
 *     does not (the federation runtime, a remote's entry, the shell's loader);
 *   - twice: a module the federated visit downloads from two builds (the shell's and a remote's,
 *     or two remotes'), by the same package and path; what is counted is every copy but the
 *     largest.
 * What is left of the difference (the same modules minified or compressed differently, the
 * chunks' glue) is `rest`, so the lines and the rest add up to the difference.
 */
import { GLUE } from './module-bytes.mjs';

/**
 * The line of the account a module belongs to: its package, the source folder of its app, the
 * webpack runtime, or the chunks' glue.
 */
export function lineOf(key) {
  if (key === GLUE) return GLUE;
  if (key.startsWith('webpack/')) return 'webpack runtime';
  const inPackage = key.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  if (key.startsWith('shared/src/')) return '@site/shared';
  const app = key.match(/^([^/]+)\/src\//);
  return app ? `${app[1]}/src` : key;
}

/**
 * @typedef {{ build: string, brotli: number, modules: Map<string, number> }} Script
 *   a script a visit downloaded: the build that wrote it ("shell", "contact", "single"), its
 *   brotli bytes and its modules' share of them
 */

/** Every module of `scripts` with its copies, by build (two chunks of one build are one copy). */
function copiesOf(scripts) {
  const copies = new Map();
  for (const { build, modules } of scripts) {
    for (const [key, bytes] of modules) {
      const byBuild = copies.get(key) ?? new Map();
      byBuild.set(build, (byBuild.get(build) ?? 0) + bytes);
      copies.set(key, byBuild);
    }
  }
  return copies;
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * The account of a federated visit against the single bundle's visit of the same page(s).
 * @param {Script[]} federated
 * @param {Script[]} single
 * @returns {{ federatedBytes: number, singleBytes: number, lines: object[], rest: number }}
 *   lines: by line, largest first: `{ line, notInSingle, twice, modules: [{ key, builds, bytes, kind }] }`
 */
export function visitAccount(federated, single) {
  const inSingle = copiesOf(single);
  const lines = new Map();
  const lineFor = (key) => {
    const name = lineOf(key);
    if (!lines.has(name)) lines.set(name, { line: name, notInSingle: 0, twice: 0, modules: [] });
    return lines.get(name);
  };
  for (const [key, byBuild] of copiesOf(federated)) {
    if (key === GLUE) continue;
    const builds = [...byBuild.keys()];
    const sizes = [...byBuild.values()];
    if (!inSingle.has(key)) {
      const line = lineFor(key);
      line.notInSingle += sum(sizes);
      line.modules.push({ key, builds, bytes: sum(sizes), kind: 'not in single' });
    } else if (builds.length > 1) {
      const extra = sum(sizes) - Math.max(...sizes);
      const line = lineFor(key);
      line.twice += extra;
      line.modules.push({ key, builds, bytes: extra, kind: 'twice' });
    }
  }
  const federatedBytes = sum(federated.map(({ brotli }) => brotli));
  const singleBytes = sum(single.map(({ brotli }) => brotli));
  const ordered = [...lines.values()]
    .map((line) => ({ ...line, modules: line.modules.sort((a, b) => b.bytes - a.bytes) }))
    .sort((a, b) => b.notInSingle + b.twice - (a.notInSingle + a.twice));
  const explained = sum(ordered.map(({ notInSingle, twice }) => notInSingle + twice));
  return { federatedBytes, singleBytes, lines: ordered, rest: federatedBytes - singleBytes - explained };
}
