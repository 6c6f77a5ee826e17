/**
 * The face of platform/machine/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
// -- exports --
export { TEST_TOOLS, ensureInstalled } from './apt.mjs';
export { CHROMIUM_ARGS, HEADLESS_SHELL, ensureChromium, findChromium, findHeadlessShell } from './chromium.mjs';
export { ENGINES, ENGINE_NEEDS, engineEnv, ensureEngines, installedEngines, parseBrowserOption } from './engines.mjs';
export { NGINX, findNginx } from './nginx.mjs';
