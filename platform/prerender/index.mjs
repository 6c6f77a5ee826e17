/**
 * The face of platform/prerender/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
export { finishSwitch } from './finish-switch.mjs';
export { declaredRoutes, describePrerender, prerender, prerenderDeploy, sitemapOf } from './prerender-site.mjs';
export { stageShell } from './stage-shell.mjs';
