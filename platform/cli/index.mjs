/**
 * The face of platform/cli/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
export { cli, fail } from './cli.mjs';
export { crashPoint } from './crash-point.mjs';
