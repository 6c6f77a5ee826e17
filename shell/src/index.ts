import { startRemoteRequestsEarly } from './remotes/early-remotes-config';

startRemoteRequestsEarly();
// The entry chunk stays small, so the early requests above go out before React has arrived.
// index.html preloads this import's chunks (build/preload-app-plugin.js), which needs its name.
import(/* webpackChunkName: "app" */ './bootstrap');
