/**
 * The headers of the shell's documents, computed from the deploy's remotes.json and site
 * config: security headers, and a preconnect to the remotes' origins.
 * The local server sends them and `node platform/serve/print-headers.mjs` prints them for a
 * production CDN, so both come from this one source.
 *
 * Styles: emotion inserts <style> elements at run time, and Radix and the page transition set style attributes,
 * which no nonce can cover on a static host. Style injection cannot run script,
 * so style-src allows 'unsafe-inline' deliberately; script-src allows no inline script and
 * no eval.
 */

/** What the two origins send besides a file's caching and the shell's document headers. */
export const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff' };
export const CDN_HEADERS = { 'Access-Control-Allow-Origin': '*' };

/** The stock-photo host of site config (shared/src/config/site.ts); kept in step by a test. */
export const IMAGE_ORIGINS = ['https://images.unsplash.com'];

function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/** The origins remotes.json loads from (an entry is a pinned version or a plain manifest URL). */
function remoteOriginsOf(remotes) {
  const manifests = Object.values(remotes).map((entry) => (typeof entry === 'string' ? entry : entry?.manifest));
  return [...new Set(manifests.map(originOf).filter(Boolean))].sort();
}

/**
 * Preconnect to each remote origin as the document arrives: the connection is then open when
 * the entry chunk asks for a remote's manifest. Manifests are fetched in CORS mode and
 * scripts without it, which browsers keep on separate connections, so both are opened.
 */
export function preconnectLink(remotes) {
  return remoteOriginsOf(remotes)
    .flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`])
    .join(', ');
}

/**
 * @param {Record<string, string | { manifest: string }>} remotes  remotes.json content
 * @param {{ shellOrigin?: string }} [options]  the shell's own origin ('self' when omitted)
 */
export function contentSecurityPolicy(remotes, { shellOrigin } = {}) {
  const remoteOrigins = remoteOriginsOf(remotes);
  const self = shellOrigin ? `'self' ${shellOrigin}` : "'self'";
  const directives = {
    'default-src': ["'self'"],
    'script-src': [self, ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...IMAGE_ORIGINS],
    'font-src': ["'self'"],
    'connect-src': [self, ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Script URLs set from scripts must pass the shell's one policy (shell/src/environment/trusted-types.ts).
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['default'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for HTML documents of the shell. */
export function documentSecurityHeaders(remotes, options) {
  const link = preconnectLink(remotes);
  return {
    ...(link ? { Link: link } : {}),
    'Content-Security-Policy': contentSecurityPolicy(remotes, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
