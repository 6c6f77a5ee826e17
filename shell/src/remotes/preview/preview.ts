import { PREVIEW_PARAMS, PREVIEW_STORAGE_KEY, previewInQuery, sessionStore, storedPreview, type Preview } from '../../environment';

export type { PreviewVerdict } from '../../environment';

/**
 * Previews: a remote's team looks at a candidate version inside the live site, in one browser
 * tab, before visitors get it, through a preview link (shell/src/environment/preview-link.ts says
 * what it holds; `npm run release` prints such links). The shell keeps the preview for the tab
 * (sessionStorage), takes it out of the address bar so a shared link does not carry it, checks
 * it before the app starts (preview-check.ts: only a candidate pinned by its hashes, on an
 * origin the deploy already loads remotes from, runs), loads that remote from the candidate's
 * manifest, and shows a banner naming it, or saying why it was refused, with a one-click exit
 * (PreviewBanner.tsx). The pages the candidate declares come from its pinned pages.json. The
 * release command's gate uses the same links.
 */

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
  active = linked ?? storedPreview();
  if (!linked) return active;
  try {
    sessionStore()?.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(linked));
    if (storedPreview()?.manifestUrl !== linked.manifestUrl) unstored = linked;
  } catch {
    unstored = linked;
  }
  const params = new URLSearchParams(location.search);
  for (const name of PREVIEW_PARAMS) params.delete(name);
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
