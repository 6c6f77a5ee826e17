import { fromUrl } from '@site/shared';
import { BASE_PATH, URL_MODE } from './app/build-settings';
import { installScriptPolicy } from './app/trusted-types';
import { preloadRemotePage } from './remotes/load-remote-page';
import { startPreview } from './remotes/preview';
import { remotePageAt } from './remotes/remote-pages';

// Before any script is loaded: the CSP admits script URLs only through this policy.
installScriptPolicy();
// A preview link's query is read and taken out of the address before anything reads the URL.
startPreview();

// When the first page is a remote's, its load (remotes.json, the federation runtime, the
// remote's manifest, entry and page chunks) starts now, while React and the app download,
// rather than after the first render. The page's own render joins the same load.
const firstRemotePage = remotePageAt(fromUrl(window.location, URL_MODE, BASE_PATH).path);
if (firstRemotePage) preloadRemotePage(firstRemotePage);
// The entry chunk stays small, so the requests above go out before React has arrived.
// index.html preloads this import's chunks (build/preload-app-plugin.js), which needs its name.
// A failure to load it leaves the static frame, whose notice asks the visitor to reload.
void import(/* webpackChunkName: "app" */ './bootstrap');
