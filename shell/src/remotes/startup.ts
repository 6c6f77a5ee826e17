import { fromUrl } from '@site/shared';
import { BASE_PATH, settlePreview, URL_MODE, type Preview, type PreviewVerdict } from '../environment';
import { preloadRemotePage } from './loading/load-remote-page';
import { startPreview } from './preview/preview';
import { remotePageAt } from './registry/remote-pages';

/**
 * What the shell's entry chunk does for remotes before React arrives (src/index.ts). Kept apart
 * from ./index.ts, which exports React components: the entry chunk stays small, so these
 * requests go out while React and the app download.
 *   - A preview link's query is read and taken out of the address before anything reads the URL,
 *     and a tab with a preview has it checked (preview/preview-check.ts, a chunk of its own)
 *     before anything reads the site's pages, which an accepted preview's declaration changes.
 *   - When the first page is a remote's, its load (remotes.json, the federation runtime, the
 *     remote's manifest, entry and page chunks) starts now rather than after the first render;
 *     the page's own render joins the same load.
 * The app (src/bootstrap.tsx) starts once this has resolved; it never rejects.
 */
export async function startRemotes(location: Location = window.location): Promise<void> {
  const preview = startPreview(location);
  if (preview) settlePreview(await checked(preview, location.origin));
  // The first read of the site's pages (shell/src/environment/declared-pages.ts), now that they can follow the verdict.
  const firstRemotePage = remotePageAt(fromUrl(location, URL_MODE, BASE_PATH).path);
  if (firstRemotePage) preloadRemotePage(firstRemotePage);
}

async function checked(preview: Preview, siteOrigin: string): Promise<PreviewVerdict> {
  try {
    const { checkPreview } = await import(/* webpackChunkName: "preview-check" */ './preview/preview-check');
    return await checkPreview(preview, { siteOrigin });
  } catch (error) {
    // The check's own chunk did not load: the live version runs, and the banner says why.
    return { preview, accepted: false, reason: `it could not be checked (${error instanceof Error ? error.message : String(error)})` };
  }
}
