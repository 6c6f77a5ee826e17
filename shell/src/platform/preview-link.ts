/**
 * A preview link, as this tab holds it: any address of the site with
 * `?preview=<remote>&manifest=<URL of the candidate's mf-manifest.json>`, optionally pinned
 * (`&manifest-integrity=sha384-...&files-integrity=sha384-...`) and carrying the candidate's page
 * declaration (`&pages=<its pages.json with its prefixes, as JSON>`), so a candidate that adds a
 * page, or a whole new page area, can be seen before visitors get it. The tab keeps it in
 * sessionStorage. Reading it is here, below everything, because the site's pages depend on it
 * (declared-pages.ts) before anything renders; what a preview does lives in remotes/preview.
 */

export const PREVIEW_STORAGE_KEY = 'site:remote-preview';

export interface Preview {
  remote: string;
  manifestUrl: string;
  /** The SHA-384 of the manifest and of its mf-integrity.json, as remotes.json pins them. */
  integrity?: { manifest: string; files: string };
  /** The candidate's declaration, { prefixes, pages }, unchecked: declared-pages.ts checks it. */
  declaration?: unknown;
}

/** The query parameters a preview link is made of; start-up takes them out of the address. */
export const PREVIEW_PARAMS = ['preview', 'manifest', 'manifest-integrity', 'files-integrity', 'pages'] as const;

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Kept as it is: the check refuses it with a reason, and the page says why.
    return text;
  }
}

/** The preview named by an address's query, or null; `?preview` without a valid pair is ignored. */
export function previewInQuery(search: string): Preview | null {
  const params = new URLSearchParams(search);
  const remote = params.get('preview');
  const manifestUrl = params.get('manifest');
  if (!remote || !manifestUrl) return null;
  const manifest = params.get('manifest-integrity');
  const files = params.get('files-integrity');
  const pages = params.get('pages');
  return {
    remote,
    manifestUrl,
    // One pin without the other is kept as it is, for the verdict to refuse with a reason.
    ...(manifest || files ? { integrity: { manifest: manifest ?? '', files: files ?? '' } } : {}),
    ...(pages !== null ? { declaration: parsedOrText(pages) } : {}),
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
      const { remote, manifestUrl, integrity, declaration } = parsed as Record<string, unknown>;
      if (typeof remote === 'string' && typeof manifestUrl === 'string') {
        const pins = integrity as { manifest?: unknown; files?: unknown } | undefined;
        return {
          remote,
          manifestUrl,
          ...(pins && typeof pins.manifest === 'string' && typeof pins.files === 'string' ? { integrity: { manifest: pins.manifest, files: pins.files } } : {}),
          ...(declaration !== undefined ? { declaration } : {}),
        };
      }
    }
  } catch {
    // Storage that refuses, or holds something that is not a preview: no preview.
  }
  return null;
}

/** The tab's preview: the one the address names, else the one kept earlier; null outside a browser. */
export function tabPreview(location: Location | undefined = typeof window === 'undefined' ? undefined : window.location): Preview | null {
  if (!location) return null;
  return previewInQuery(location.search) ?? storedPreview();
}
