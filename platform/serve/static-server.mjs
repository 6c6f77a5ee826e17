/**
 * A static file server that behaves like the CDN the site is deployed to: precompressed
 * brotli/gzip, long-lived caching for content-hashed files, revalidation for everything a
 * deploy edits in place (index.html, remotes.json, manifests, remoteEntry.js), and CORS on
 * the remotes' origin.
 */
import http from 'node:http';
import net from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { documentSecurityHeaders, cacheControlFor, CDN_HEADERS, COMMON_HEADERS } from '../deploy/server/index.mjs';
import sirv from 'sirv';
import { FILES } from '../workspace/index.js';

export { cacheControlFor };

/**
 * @param {object} options
 * @param {string} options.root
 * @param {boolean} [options.cors]        Access-Control-Allow-Origin: * (the remotes' CDN)
 * @param {boolean} [options.spaFallback] unknown extension-less paths are answered with the app:
 *        404.html with status 404 where the deploy has one (path mode, prerendered: the
 *        not-found page, which the app then renders for its route), else index.html
 * @param {() => Record<string,string>} [options.documentHeaders] extra headers for HTML documents
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} [options.intercept]
 *        return true when the request was answered (tests use it to break things)
 */
export function createStaticServer({ root, cors = false, spaFallback = false, documentHeaders, intercept }) {
  /** The headers of a file, by its path; the fallback below sends a document the same way. */
  const setHeaders = (res, pathname) => {
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, ...(cors ? CDN_HEADERS : {}) })) res.setHeader(name, value);
    // Extension-less paths are routes answered with an HTML document.
    if (documentHeaders && (pathname.endsWith('.html') || !path.extname(pathname))) {
      for (const [name, value] of Object.entries(documentHeaders())) res.setHeader(name, value);
    }
  };
  const serve = sirv(root, {
    // Look files up on every request, like a CDN after an upload: a deploy that edits
    // remotes.json or adds a remote version is served at once without a restart.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders,
  });
  return http.createServer((req, res) => {
    if (intercept?.(req, res)) return;
    if (cors) for (const [name, value] of Object.entries(CDN_HEADERS)) res.setHeader(name, value);
    serve(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://host').pathname;
      if (spaFallback && !path.extname(pathname)) {
        // sirv answers a file with status 200 only, so the document is sent here.
        const document = existsSync(path.join(root, '404.html')) ? '/404.html' : '/index.html';
        res.statusCode = document === '/404.html' ? 404 : 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        setHeaders(res, document);
        res.end(readFileSync(path.join(root, document)));
        return;
      }
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  });
}

/**
 * Starts listening; resolves with the port (the one the system chose when `port` is 0).
 * @param {http.Server} server
 * @param {number} port
 * @returns {Promise<number>}
 */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

/**
 * Listens on `port` for a moment: the port it got (0: any free one), or null when it is taken.
 * @returns {Promise<number | null>}
 */
export function tryPort(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, host, () => {
      const got = probe.address().port;
      probe.close(() => resolve(got));
    });
  });
}

/**
 * A port nothing listens on right now (the CDN origin must be known before deploying).
 * @returns {Promise<number>}
 */
export async function freePort() {
  const port = await tryPort(0);
  if (port === null) throw new Error('No free port on 127.0.0.1');
  return port;
}

/**
 * The shell's origin: security headers on every HTML document, computed from the
 * remotes.json currently deployed beside it (a deploy that edits it changes the CSP too).
 * @param {{ root: string, intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean }} options
 */
export function createShellServer({ root, intercept }) {
  const remotesFile = path.join(root, FILES.pointer);
  return createStaticServer({
    root,
    spaFallback: true,
    intercept,
    documentHeaders: () => {
      let remotes = {};
      try {
        remotes = JSON.parse(readFileSync(remotesFile, 'utf8'));
      } catch {
        // An unreadable remotes.json allows no remote origin: the shell shows its fallback.
      }
      return documentSecurityHeaders(remotes);
    },
  });
}
