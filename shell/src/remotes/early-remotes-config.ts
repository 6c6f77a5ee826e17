import { BASE_PATH } from '../app/build-settings';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

let early: Promise<RemotesConfig> | null = null;

/**
 * Starts fetching remotes.json from the entry chunk, while React and the shared modules are
 * still downloading: a remote page's first load then no longer waits for them before its chain
 * (remotes.json, manifest, remote entry) can begin. Only plain modules here, no shared ones.
 */
export function startRemotesConfigRequest(): void {
  early = fetchRemotesConfig(`${BASE_PATH}remotes.json`);
  // Handled here so that a visit that never needs a remote logs nothing; the taker still
  // receives the rejection.
  early.catch(() => undefined);
}

/** Hands the early request over once; later loads (a Retry after a failure) fetch anew. */
export function takeEarlyRemotesConfig(): Promise<RemotesConfig> | null {
  const request = early;
  early = null;
  return request;
}
