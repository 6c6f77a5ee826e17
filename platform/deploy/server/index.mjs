/**
 * The face of platform/deploy/server/: the server configuration, security headers and edge
 * configuration a deploy writes beside its files, from one set of rules.
 */
export { CDN_HEADERS, COMMON_HEADERS, IMAGE_ORIGINS, documentSecurityHeaders } from './security-headers.mjs';
export { HASHED_FILE, IMMUTABLE, cacheControlFor, writeServerConfig } from './server-config.mjs';
