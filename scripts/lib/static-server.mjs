/**
 * A static file server that behaves like the CDN the site is deployed to: precompressed
 * brotli/gzip, long-lived caching for content-hashed files, revalidation for everything a
 * deploy edits in place (index.html, remotes.json, manifests, remoteEntry.js), and CORS on
 * the remotes' origin.
 */
import http from 'node:http';
import net from 'node:net';
import sirv from 'sirv';

/** Files whose names carry a content hash never change: cache them for a year. */
const HASHED_FILE = /\.[0-9a-f]{8}\.js(\.map)?$/;

export function cacheControlFor(pathname) {
  return HASHED_FILE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {object} options
 * @param {string} options.root
 * @param {boolean} [options.cors]        Access-Control-Allow-Origin: * (the remotes' CDN)
 * @param {boolean} [options.spaFallback] unknown paths get index.html (path-mode routes)
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} [options.intercept]
 *        return true when the request was answered (tests use it to break things)
 */
export function createStaticServer({ root, cors = false, spaFallback = false, intercept }) {
  const serve = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    single: spaFallback,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  return http.createServer((req, res) => {
    if (intercept?.(req, res)) return;
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  });
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

/** A port nothing listens on right now (the CDN origin must be known before deploying). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
