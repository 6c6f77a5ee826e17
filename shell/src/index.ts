import { installScriptPolicy } from './platform/trusted-types';
import { startRemotes } from './remotes/startup';

// Before any script is loaded: the CSP admits script URLs only through this policy.
installScriptPolicy();
// A preview link is read, and a remote first page starts loading, before React arrives.
startRemotes();
// The entry chunk stays small, so the requests above go out before React has arrived.
// index.html preloads this import's chunks (build/preload-app-plugin.js), which needs its name.
// A failure to load it leaves the static frame, whose notice asks the visitor to reload.
void import(/* webpackChunkName: "app" */ './bootstrap');
