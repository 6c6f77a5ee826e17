import { fromUrl } from '@site/shared';
import { BASE_PATH, URL_MODE } from '../app/build-settings';
import { remotePageFor } from '../router/remote-routes';
import { startManifestEarly } from './early-manifest';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

let early: Promise<RemotesConfig> | null = null;

/**
 * Called from the entry chunk. When the first page is a remote's, starts fetching remotes.json,
 * then the remote's manifest, and loading the page (remote entry, page chunks)
 * while React and the app are still downloading, instead of after the first render. The
 * shell's own pages request none of it.
 */
export function startRemoteRequestsEarly(): void {
  const page = remotePageFor(fromUrl(window.location, URL_MODE, BASE_PATH).path);
  if (!page) return;
  early = fetchRemotesConfig(`${BASE_PATH}remotes.json`);
  // Handled here so that an early failure logs nothing by itself; the taker still receives it.
  early.then((config) => startManifestEarly(config[page.remote], page.module)).catch(() => undefined);
  // The page's own load joins this one; its errors are reported there.
  import('./load-remote-page').then(({ preloadRemotePage }) => preloadRemotePage(page.remote, page.module), () => undefined);
}

/** Hands the early request over once; later loads (a Retry after a failure) fetch anew. */
export function takeEarlyRemotesConfig(): Promise<RemotesConfig> | null {
  const request = early;
  early = null;
  return request;
}
