/**
 * platform/serve's face: serving a site the way it is hosted. Other folders import only this file.
 *   serve-site.mjs     deployAndServe (deploys the builds, then serves them), serveDeployed (a
 *                      folder deployed before, on the origins its deploy.json names)
 *   static-server.mjs  createStaticServer, createShellServer (a CDN's behaviour), listen,
 *                      tryPort, freePort, cacheControlFor
 *   edge.mjs           startEdge: nginx as a bucket's caching edge
 *   photo-host.mjs     startPhotoHost (the stock photo's stand-in host), widthFor, spkiHash
 */
export { deployAndServe, serveDeployed } from './serve-site.mjs';
export { cacheControlFor, createShellServer, createStaticServer, freePort, listen, tryPort } from './static-server.mjs';
export { startEdge } from './edge.mjs';
export { spkiHash, startPhotoHost, widthFor } from './photo-host.mjs';
