/**
 * The face of platform/deploy/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
export { DEFAULT_WAIT_MS, DeployBusyError, describeHolder, withDeployLock } from './deploy-lock.mjs';
export { deploySite } from './deploy-site.mjs';
export { manifestUrlOf, movedEntry, previewQuery, sameEntry, versionFolderOf, versionOf } from './entries.mjs';
export { insideFolder } from './inside-folder.mjs';
export { deployPaths, readDeploy, readRemotesJson, writeRemotesJson } from './layout.mjs';
export { prunePlan } from './prune-plan.mjs';
export { assertBuilt, cdnPathOf, contentAddress, publishRemote, sriOf } from './publish.mjs';
export { CDN_HEADERS, COMMON_HEADERS, IMAGE_ORIGINS, documentSecurityHeaders } from './server/security-headers.mjs';
export { HASHED_FILE, IMMUTABLE, cacheControlFor, writeServerConfig } from './server/server-config.mjs';
export { SHELL, adoptStartedShell, applyShellSwitch, deployUrlMode, differingFiles, isPrerenderedShell, publishShell, readShellRecord, releasedRecord, rolledBackRecord, shellProvidesOf, shellSwitchStep, shellVersionDir, templateOf, uploadShellFiles, urlModeOf } from './shell-versions.mjs';
export { startSwitches } from './start-switches.mjs';
export { clearSwitch, pendingSwitch, recordSwitch } from './switch/journal.mjs';
export { applySwitch, beginSwitch, readHistory, readRetired, rollbackRemote, rollbackStep, switchRemote, switchStep, writeDerivedFiles, writeRetired } from './switch/remote-switch.mjs';
