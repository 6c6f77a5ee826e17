/**
 * Previews: a remote's team looks at a candidate version inside the live site, in one browser
 * tab, before visitors get it. A preview link is any address of the site with
 * `?preview=<remote>&manifest=<URL of the candidate's mf-manifest.json>`, and to pin it as
 * remotes.json pins a live version, `&manifest-integrity=sha384-...&files-integrity=sha384-...`
 * (`npm run release` prints such links; an unpinned preview says so). The shell keeps the
 * preview for the tab (sessionStorage), takes it out of the address bar so a shared link does
 * not carry it, loads that remote from the candidate's manifest, and shows a banner naming it
 * with a one-click exit (PreviewBanner.tsx). The release command's gate uses the same links.
 *
 * A candidate is accepted only from an origin the deploy already allows scripts from (the
 * origins of remotes.json and the site's own, which are the CSP's script-src), so a crafted
 * link cannot load code from anywhere else.
 */

export const PREVIEW_STORAGE_KEY = 'site:remote-preview';

export interface Preview {
  remote: string;
  manifestUrl: string;
  /** The SHA-384 of the manifest and of its mf-integrity.json, as remotes.json pins them. */
  integrity?: { manifest: string; files: string };
}

export type PreviewVerdict = { preview: Preview; accepted: true } | { preview: Preview; accepted: false; reason: string };

/** The preview named by an address's query, or null; `?preview` without a valid pair is ignored. */
export function previewInQuery(search: string): Preview | null {
  const params = new URLSearchParams(search);
  const remote = params.get('preview');
  const manifestUrl = params.get('manifest');
  if (!remote || !manifestUrl) return null;
  const manifest = params.get('manifest-integrity');
  const files = params.get('files-integrity');
  // One pin without the other is kept as it is, for the verdict to refuse with a reason.
  return manifest || files ? { remote, manifestUrl, integrity: { manifest: manifest ?? '', files: files ?? '' } } : { remote, manifestUrl };
}

function readStored(storage: Storage | undefined): Preview | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREVIEW_STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'remote' in parsed && 'manifestUrl' in parsed) {
      const { remote, manifestUrl, integrity } = parsed as Record<string, unknown>;
      if (typeof remote === 'string' && typeof manifestUrl === 'string') {
        const pins = integrity as { manifest?: unknown; files?: unknown } | undefined;
        if (pins && typeof pins.manifest === 'string' && typeof pins.files === 'string') {
          return { remote, manifestUrl, integrity: { manifest: pins.manifest, files: pins.files } };
        }
        return { remote, manifestUrl };
      }
    }
  } catch {
    // Storage that refuses, or holds something that is not a preview: no preview.
  }
  return null;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** This tab's preview, once start-up has read it. */
let active: Preview | null = null;
/** Set when the browser refused to store the preview: it then lives as long as the page. */
let unstored: Preview | null = null;

/**
 * Reads this tab's preview: one a link just named (kept for the tab, and taken out of the
 * address bar), else the one kept earlier. Called once, at start-up.
 */
export function startPreview(location: Location = window.location, history: History = window.history): Preview | null {
  const linked = previewInQuery(location.search);
  active = linked ?? readStored(sessionStore());
  if (!linked) return active;
  try {
    sessionStore()?.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(linked));
    if (readStored(sessionStore())?.manifestUrl !== linked.manifestUrl) unstored = linked;
  } catch {
    unstored = linked;
  }
  const params = new URLSearchParams(location.search);
  for (const name of ['preview', 'manifest', 'manifest-integrity', 'files-integrity']) params.delete(name);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  return linked;
}

/** This tab's preview, or null. */
export function activePreview(): Preview | null {
  return active;
}

/** True when the preview cannot outlive this page (storage refused): the banner says so. */
export function previewIsUnstored(): boolean {
  return unstored !== null;
}

/** Ends the preview for this tab; the caller reloads so the live version runs again. */
export function endPreview(): void {
  active = null;
  unstored = null;
  try {
    sessionStore()?.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing was stored, so nothing outlives the reload.
  }
}
