/**
 * platform/dev's face: the site on a developer's machine. Other folders import only this file.
 *   dev-sandbox.mjs  startDevSandbox: a scratch copy of the apps with `npm run dev` running in
 *                    it, for the code that edits source files and watches the page follow
 *                    (e2e/tooling/dev-refresh.spec.ts, the bench's dev refresh timing); freeDevPort
 *   start-site.mjs   startSite: what `npm start` does (start.mjs is its command)
 *   dev-servers.mjs  runDevServers: what `npm run dev` runs (dev.mjs is its command)
 */
export { freeDevPort, startDevSandbox } from './dev-sandbox.mjs';
export { startSite } from './start-site.mjs';
export { runDevServers } from './dev-servers.mjs';
