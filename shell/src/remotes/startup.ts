import { fromUrl } from '@site/shared';
import { BASE_PATH, URL_MODE } from '../platform/build-settings';
import { preloadRemotePage } from './loading/load-remote-page';
import { startPreview } from './preview/preview';
import { remotePageAt } from './registry/remote-pages';

/**
 * What the shell's entry chunk does for remotes before React arrives (src/index.ts). Kept apart
 * from ./index.ts, which exports React components: the entry chunk stays small, so these
 * requests go out while React and the app download.
 *   - A preview link's query is read and taken out of the address before anything reads the URL.
 *   - When the first page is a remote's, its load (remotes.json, the federation runtime, the
 *     remote's manifest, entry and page chunks) starts now rather than after the first render;
 *     the page's own render joins the same load.
 */
export function startRemotes(location: Location = window.location): void {
  startPreview(location);
  const firstRemotePage = remotePageAt(fromUrl(location, URL_MODE, BASE_PATH).path);
  if (firstRemotePage) preloadRemotePage(firstRemotePage);
}
