import { REMOTE_NAMES } from '../registry/remote-pages';
import { MANIFEST_FILE, SRI, type RemotesConfig } from '../registry/remotes-config';
import type { Preview } from '../../platform/preview-link';
import type { PreviewVerdict } from './preview';

/**
 * Whether the deploy allows a tab's preview (preview.ts), and remotes.json with it in place.
 * A chunk of its own: only a tab with a preview runs it.
 */

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
  const allowed = new Set([siteOrigin, ...Object.values(config).map(({ manifest }) => originOf(manifest, siteOrigin))]);
  if (!allowed.has(origin)) return refuse(`${origin} is not one of the origins this site loads remotes from`);
  if (preview.integrity && !(SRI.test(preview.integrity.manifest) && SRI.test(preview.integrity.files))) {
    return refuse('it pins the candidate with something that is not a pair of SHA hashes');
  }
  return { preview: { ...preview, manifestUrl: new URL(preview.manifestUrl, siteOrigin).href }, accepted: true };
}

/** remotes.json with an accepted preview in place of its remote's live version. */
export function withPreview(config: RemotesConfig, verdict: PreviewVerdict | null): RemotesConfig {
  if (!verdict?.accepted) return config;
  const { remote, manifestUrl, integrity } = verdict.preview;
  return { ...config, [remote]: integrity ? { manifest: manifestUrl, integrity } : { manifest: manifestUrl } };
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
