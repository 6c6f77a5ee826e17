/**
 * The face of platform/serve/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
// -- exports --
export { startEdge } from './edge.mjs';
export { startPhotoHost } from './photo-host.mjs';
export { deployAndServe, serveDeployed } from './serve-site.mjs';
export { createShellServer, freePort, listen, tryPort } from './static-server.mjs';
