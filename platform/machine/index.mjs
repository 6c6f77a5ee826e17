/**
 * platform/machine's face: what this machine has, and installing what it lacks from Debian's
 * packages where this process may. Other folders import only this file.
 *   apt.mjs        which, canInstall, ensureInstalled (a list of needs), howToInstall, TEST_TOOLS
 *   chromium.mjs   CHROMIUM_ARGS, CHROMIUM, HEADLESS_SHELL, findChromium, findHeadlessShell, ensureChromium
 *   engines.mjs    ENGINES, ENGINE_NEEDS, ensureEngines, installedEngines, engineEnv, parseBrowserOption
 *   nginx.mjs      NGINX, findNginx
 *   s3-server.mjs  findMotoServer, startS3Server, runningS3Server
 */
export { canInstall, ensureInstalled, howToInstall, TEST_TOOLS, which } from './apt.mjs';
export { CHROMIUM, CHROMIUM_ARGS, ensureChromium, findChromium, findHeadlessShell, HEADLESS_SHELL } from './chromium.mjs';
export { engineEnv, ENGINE_NEEDS, ENGINES, ensureEngines, installedEngines, parseBrowserOption } from './engines.mjs';
export { findNginx, NGINX } from './nginx.mjs';
export { findMotoServer, runningS3Server, startS3Server } from './s3-server.mjs';
