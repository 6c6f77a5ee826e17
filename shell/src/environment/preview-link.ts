import { previewParams as param } from '@site/shared/src/config/workspace';
import type { DeclaredPage } from '@site/shared/src/pages/site-pages';

/**
 * A preview link, as this tab holds it: any address of the site with
 * `?preview=<remote>&manifest=<URL of the candidate's mf-manifest.json>` and the candidate's
 * pins, `&manifest-integrity=sha384-...&files-integrity=sha384-...` (as remotes.json pins a
 * version; `npm run release` prints such links). The link carries nothing else: the pages the
 * candidate declares are read from its own pages.json, which its pinned mf-integrity.json pins in
 * turn, so a link stays short whatever the candidate declares and cannot bring pages of its own.
 * The tab keeps it in sessionStorage. Reading it, and the verdict on it, are here, below
 * everything, because the site's pages depend on them (declared-pages.ts) before anything
 * renders; what a preview does lives in remotes/preview.
 */

export const PREVIEW_STORAGE_KEY = 'site:remote-preview';

export interface Preview {
  remote: string;
  manifestUrl: string;
  /** The SHA-384 of the manifest and of its mf-integrity.json, as remotes.json pins them. */
  integrity?: { manifest: string; files: string };
}

/** A candidate's declaration, read from its pinned pages.json and checked by the schema. */
export interface PreviewDeclaration {
  prefixes?: string[];
  pages: DeclaredPage[];
}

/**
 * Whether this tab runs its preview, or why not (remotes/preview/preview-check.ts decides,
 * once, before the app starts). A refused preview applies nothing of its link.
 */
export type PreviewVerdict =
  | { preview: Preview; accepted: true; declaration?: PreviewDeclaration }
  | { preview: Preview; accepted: false; reason: string };

/**
 * The query parameters a preview link is made of (the workspace's `previewParams`); start-up
 * takes them out of the address. The retired ones ("pages", which links printed before
 * 2026-11-28 carried) are taken out, never read.
 */
export const PREVIEW_PARAMS: readonly string[] = [param.remote, param.manifest, param.manifestIntegrity, param.filesIntegrity, ...param.retired];

/** The preview named by an address's query, or null; `?preview` without a valid pair is ignored. */
export function previewInQuery(search: string): Preview | null {
  const params = new URLSearchParams(search);
  const remote = params.get(param.remote);
  const manifestUrl = params.get(param.manifest);
  if (!remote || !manifestUrl) return null;
  const manifest = params.get(param.manifestIntegrity);
  const files = params.get(param.filesIntegrity);
  return {
    remote,
    manifestUrl,
    // One pin without the other is kept as it is, for the verdict to refuse with a reason.
    ...(manifest || files ? { integrity: { manifest: manifest ?? '', files: files ?? '' } } : {}),
  };
}

export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The preview this tab kept, or null (none, storage that refuses, or something else stored there). */
export function storedPreview(storage: Storage | undefined = sessionStore()): Preview | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREVIEW_STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'remote' in parsed && 'manifestUrl' in parsed) {
      const { remote, manifestUrl, integrity } = parsed as Record<string, unknown>;
      if (typeof remote === 'string' && typeof manifestUrl === 'string') {
        const pins = integrity as { manifest?: unknown; files?: unknown } | undefined;
        return {
          remote,
          manifestUrl,
          ...(pins && typeof pins.manifest === 'string' && typeof pins.files === 'string' ? { integrity: { manifest: pins.manifest, files: pins.files } } : {}),
        };
      }
    }
  } catch {
    // Storage that refuses, or holds something that is not a preview: no preview.
  }
  return null;
}

let settled: PreviewVerdict | null = null;

/** Records the verdict on this tab's preview; start-up calls it before anything reads the site's pages. */
export function settlePreview(verdict: PreviewVerdict | null): void {
  settled = verdict;
}

/** The verdict on this tab's preview; null without one (and outside a browser). */
export function settledPreview(): PreviewVerdict | null {
  return settled;
}
