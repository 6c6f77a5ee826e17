import { installScriptPolicy } from './environment';
import { startRemotes } from './remotes/startup';

// Before any script is loaded: the CSP admits script URLs only through this policy.
installScriptPolicy();
// A preview link is read (and, in a preview tab, checked), and a remote first page starts
// loading, before React arrives; the app starts after, since the site's pages depend on the
// preview. Without a preview that is a few microtasks.
// The entry chunk stays small, so the requests above go out before React has arrived.
// index.html preloads this import's chunks (build/preload-app-plugin.js), which needs its name.
// A failure to load it leaves the static frame, whose notice asks the visitor to reload.
void startRemotes()
  .catch((error: unknown) => console.error('The remotes could not be started', error))
  .then(() => import(/* webpackChunkName: "app" */ './bootstrap'));
