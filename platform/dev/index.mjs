/**
 * The face of platform/dev/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
// -- exports --
export { startDevSandbox } from './dev-sandbox.mjs';
