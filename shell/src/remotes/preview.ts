import { REMOTE_NAMES } from './remote-pages';
/** remotes.json: remote name to manifest URL. */
type RemotesConfig = Record<string, string>;

/**
 * Previews: a remote's team looks at a candidate version inside the live site, in one browser
 * tab, before visitors get it. A preview link is any address of the site with
 * `?preview=<remote>&manifest=<URL of the candidate's mf-manifest.json>`. The shell keeps the
 * preview for the tab (sessionStorage), takes it out of the address bar so a shared link does
 * not carry it, loads that remote from the candidate's manifest, and shows a banner naming it
 * with a one-click exit (PreviewBanner.tsx). The release command's gate uses the same links.
 *
 * A candidate is accepted only from an origin the deploy already allows scripts from (the
 * origins of remotes.json and the site's own, which are the CSP's script-src), so a crafted
 * link cannot load code from anywhere else.
 */

export const PREVIEW_STORAGE_KEY = 'site:remote-preview';
const MANIFEST_FILE = 'mf-manifest.json';

export interface Preview {
  remote: string;
  manifestUrl: string;
}

export type PreviewVerdict = { preview: Preview; accepted: true } | { preview: Preview; accepted: false; reason: string };

/** The preview named by an address's query, or null; `?preview` without a valid pair is ignored. */
export function previewInQuery(search: string): Preview | null {
  const params = new URLSearchParams(search);
  const remote = params.get('preview');
  const manifestUrl = params.get('manifest');
  return remote && manifestUrl ? { remote, manifestUrl } : null;
}

function readStored(storage: Storage | undefined): Preview | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREVIEW_STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'remote' in parsed && 'manifestUrl' in parsed) {
      const { remote, manifestUrl } = parsed as Record<string, unknown>;
      if (typeof remote === 'string' && typeof manifestUrl === 'string') return { remote, manifestUrl };
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
  params.delete('preview');
  params.delete('manifest');
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

function originOf(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether the deploy allows this preview: a known remote, and a manifest on an origin
 * remotes.json (or the site itself) already serves scripts from.
 */
export function judgePreview(preview: Preview, config: RemotesConfig, siteOrigin: string): PreviewVerdict {
  const refuse = (reason: string): PreviewVerdict => ({ preview, accepted: false, reason });
  if (!REMOTE_NAMES.includes(preview.remote)) return refuse(`this site has no remote called "${preview.remote}"`);
  const origin = originOf(preview.manifestUrl, siteOrigin);
  if (!origin) return refuse('the manifest address is not a web address');
  if (!new URL(preview.manifestUrl, siteOrigin).pathname.endsWith(`/${MANIFEST_FILE}`)) {
    return refuse(`the address does not name a ${MANIFEST_FILE}`);
  }
  const allowed = new Set([siteOrigin, ...Object.values(config).map((url) => originOf(url, siteOrigin))]);
  if (!allowed.has(origin)) return refuse(`${origin} is not one of the origins this site loads remotes from`);
  return { preview: { ...preview, manifestUrl: new URL(preview.manifestUrl, siteOrigin).href }, accepted: true };
}

/** remotes.json with an accepted preview in place of its remote's live version. */
export function withPreview(config: RemotesConfig, verdict: PreviewVerdict | null): RemotesConfig {
  return verdict?.accepted ? { ...config, [verdict.preview.remote]: verdict.preview.manifestUrl } : config;
}

/** How the banner names the candidate: its folder on the CDN (for a release, its content hash). */
export function previewVersion({ manifestUrl }: Preview): string {
  try {
    const segments = new URL(manifestUrl).pathname.split('/').filter(Boolean);
    return segments.length > 1 ? segments[segments.length - 2] : manifestUrl;
  } catch {
    return manifestUrl;
  }
}
