import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentAddress, previewQuery, publishRemote, readRemotesJson, writeRemotesJson } from '../../platform/deploy/index.mjs';
import { switchRemote } from '../../platform/deploy/switch/index.mjs';
import { deployAndServe } from '../../platform/serve/index.mjs';

const require = createRequire(import.meta.url);
/** Every file of a folder, at any depth, by its content hash, but those `skip` leaves out by name. */
export const { fileHashes } = require('../../platform/hashing/index.js') as typeof import('../../platform/hashing/index.js');
const { FILES } = require('../../platform/workspace/index.js') as typeof import('../../platform/workspace/index.js');

export type Fault = (req: IncomingMessage, res: ServerResponse) => boolean;

interface Hold {
  origin: 'shell' | 'cdn';
  match: (url: URL) => boolean;
  waiting: (() => void)[];
}

/** A remote version as remotes.json pins it. */
export interface RemoteEntry {
  manifest: string;
  integrity: { manifest: string; files: string };
}

/**
 * A file of a remote as the CDN serves it, in any version's folder (cdn/<remote>/<hash>/...):
 * `remoteFile('contact', 'remoteEntry.js')` matches ".../contact/3f2a9c1e04b7/remoteEntry.js".
 */
export function remoteFile(remote: string, file: string | RegExp): RegExp {
  const name = typeof file === 'string' ? file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : file.source;
  return new RegExp(`/${remote}/(?:[^/?#]+/)*${name}(?:[?#].*)?$`);
}

/**
 * A private deployment for tests that change or break it: the shell and a CDN origin on
 * their own ports (platform/serve/serve-site.mjs, as every tool serves a site), with a switchable
 * fault on the CDN, holds on either origin, and helpers to ship a new remote version. The tests
 * that change a site share the worker's one (the `site` fixture, e2e/fixtures.ts), which puts
 * it back with reset() after each: a deploy and two servers are a second or more each time.
 */
export async function startSite({
  prefixFor,
  shellSource,
}: { prefixFor?: (remote: string) => string; shellSource?: string } = {}) {
  let fault: Fault | null = null;
  /** The holds not yet released. */
  const holds = new Set<Hold>();
  /** Keeps a held request for later: answered by that origin's server once its hold is released. */
  const holding = (origin: Hold['origin']) => (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const hold = [...holds].find((h) => h.origin === origin && h.match(url));
    if (!hold) return false;
    hold.waiting.push(() => site.answer(origin, req, res));
    return true;
  };
  const site = await deployAndServe({
    prefixFor,
    sources: shellSource ? { shell: shellSource } : {},
    intercept: { shell: holding('shell'), cdn: (req, res) => holding('cdn')(req, res) || (fault?.(req, res) ?? false) },
  });
  const { shellDir, cdnDir, cdnOrigin, siteOrigin } = site;
  const deployedRemotes = { ...site.remotes } as Record<string, RemoteEntry>;

  return {
    url: site.url,
    cdnOrigin,
    shellDir,
    cdnDir,
    remotes: { ...site.remotes } as Record<string, RemoteEntry>,
    setFault(next: Fault | null) {
      fault = next;
    },
    /**
     * Holds back the requests to the shell's origin or the CDN whose URL matches, as a slow
     * network would, in any browser (WebKit's driver cannot intercept requests itself); the
     * returned function lets them through.
     */
    hold(origin: Hold['origin'], match: (url: URL) => boolean): () => void {
      const hold: Hold = { origin, match, waiting: [] };
      holds.add(hold);
      return () => {
        holds.delete(hold);
        hold.waiting.splice(0).forEach((answer) => answer());
      };
    },
    /** The remotes' origin stops answering: connections are refused. */
    stopCdn: () => site.stopCdn(),
    restartCdn: () => site.startCdn(),
    /**
     * Uploads a remote's build to a new CDN path, without changing what visitors get; its pinned
     * entry. A path that holds another build is refused: a published version never changes, so
     * the test would get that one.
     */
    uploadRemote(remote: string, buildDir: string, prefix: string): RemoteEntry {
      const published = publishRemote(site.dir, remote, buildDir, { cdnOrigin, prefix });
      if (!published.added && contentAddress(published.dir) !== published.hash) {
        throw new Error(`${prefix} already holds another build of ${remote}: give this one a path of its own`);
      }
      return published.entry;
    },
    /** Writes `value` as a remote's entry in remotes.json, whatever it is; undefined takes the entry out. */
    setEntry(remote: string, value: unknown) {
      writeRemotesJson(shellDir, { ...this.remotes, [remote]: value });
    },
    /** Names a remote in remotes.json by its manifest URL alone: it loads unpinned, its files unchecked. */
    unpin(remote: string) {
      // From remotes.json as it is, so that a second remote unpinned leaves the first unpinned.
      writeRemotesJson(shellDir, { ...readRemotesJson(shellDir), [remote]: this.remotes[remote].manifest });
    },
    /** Uploads a remote's build to a new CDN path and points remotes.json at it. */
    shipRemote(remote: string, buildDir: string, prefix: string) {
      const entry = this.uploadRemote(remote, buildDir, prefix);
      switchRemote(site.dir, remote, entry);
      this.remotes[remote] = entry;
    },
    /** The site's address with a preview link's query: pinned for an entry, unpinned for a URL. */
    previewUrl(remote: string, candidate: RemoteEntry | string, route = '/') {
      return `${siteOrigin}/?${previewQuery(remote, candidate)}#${route}`;
    },
    /**
     * Back to the site as it was deployed, for the next test that shares it: no fault, nothing
     * held, the CDN answering, each remote switched back to the version it was deployed with
     * (remotes.json, and with it the pages in the shell's HTML and the server configuration).
     * Versions uploaded since stay on the CDN, unused, as a real CDN keeps them.
     */
    async reset() {
      fault = null;
      for (const hold of holds) hold.waiting.splice(0).forEach((answer) => answer());
      holds.clear();
      await site.startCdn();
      for (const [remote, entry] of Object.entries(deployedRemotes)) switchRemote(site.dir, remote, entry);
      this.remotes = { ...deployedRemotes };
    },
    close: () => site.close(),
  };
}

/** Content hashes of every file of a folder except remotes.json: "the shell's files". */
export function fingerprint(dir: string): Record<string, string> {
  // remotes.json and the generated server configuration (_headers...) belong to the deploy.
  return fileHashes(dir, (name) => name === FILES.pointer || name.startsWith('_'));
}
