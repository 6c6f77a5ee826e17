import { BASE_PATH } from '../app/build-settings';
import { activePreview, type PreviewVerdict } from './preview';
import { REMOTE_NAMES, type RemoteName } from './remote-pages';
import { untilRejected } from './until-rejected';

/**
 * remotes.json, beside the shell's index.html, maps each remote to the URL of its
 * mf-manifest.json. The deploy writes it: moving a remote or shipping a new version of it never
 * needs a shell rebuild.
 */
export type RemotesConfig = Record<RemoteName, string>;

export class RemotesConfigError extends Error {
  name = 'RemotesConfigError';
}

/** Validates the parsed JSON; relative URLs resolve against remotes.json's own URL. */
export function parseRemotesConfig(json: unknown, baseUrl: string): RemotesConfig {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new RemotesConfigError('remotes.json must be an object of remote name to manifest URL');
  }
  const record = json as Record<string, unknown>;
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const value = record[name];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new RemotesConfigError(`remotes.json has no manifest URL for "${name}"`);
    }
    let url: URL;
    try {
      url = new URL(value, baseUrl);
    } catch {
      throw new RemotesConfigError(`remotes.json has an invalid URL for "${name}"`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new RemotesConfigError(`remotes.json must use http(s) for "${name}"`);
    }
    config[name] = url.href;
  }
  return config;
}

export async function fetchRemotesConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  // Revalidated every time, so a release or a rollback is seen on the next page load.
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new RemotesConfigError(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json(), response.url || url);
}

/**
 * remotes.json as this tab uses it (with the tab's preview in place when the deploy allows
 * it), and the verdict on that preview; fetched once per page view (again after a failure).
 */
const tabRemotes = untilRejected(async () => {
  const live = await fetchRemotesConfig(`${BASE_PATH}remotes.json`);
  const preview = activePreview();
  if (!preview) return { config: live, verdict: null };
  const { judgePreview, withPreview } = await import(/* webpackChunkName: "preview-verdict" */ './preview-verdict');
  const verdict = judgePreview(preview, live, window.location.origin);
  return { config: withPreview(live, verdict), verdict };
});

export function remotesConfig(): Promise<RemotesConfig> {
  return tabRemotes().then(({ config }) => config);
}

/** Whether this tab's preview runs, or why not; null without a preview. */
export function previewVerdict(): Promise<PreviewVerdict | null> {
  return tabRemotes().then(({ verdict }) => verdict);
}
