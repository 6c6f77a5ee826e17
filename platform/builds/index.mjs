/**
 * The face of platform/builds/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
export { SUITE_CANONICAL_ORIGIN, ensureBuilt, pathModeShell, prerenderedShell } from './builds.mjs';
