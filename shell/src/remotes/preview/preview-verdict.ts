import type { Preview, PreviewVerdict } from '../../environment';
import type { RemotesConfig } from '../registry/remotes-config';

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
