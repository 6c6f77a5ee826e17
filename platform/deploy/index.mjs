/**
 * The face of platform/deploy/: the deploy folder, where each file is and the remotes.json
 * pointer, its entries, remote versions published by content hash, its one writer at a time, the
 * whole-site deploy and npm start's choice. What the rest of the repository may use of it is
 * here and in the faces of its three concerns of their own: switch/ (the switch and its
 * journal), shell/ (the shell's versions) and server/ (the server configuration). Everything else
 * in the folder is its own business (eslint.config.mjs holds other folders to these files).
 */
export { DEFAULT_WAIT_MS, DeployBusyError, describeHolder, withDeployLock } from './deploy-lock.mjs';
export { deploySite } from './deploy-site.mjs';
export { manifestUrlOf, previewQuery, sameEntry, versionFolderOf, versionOf } from './entries.mjs';
export { insideFolder } from './inside-folder.mjs';
export { deployPaths, readDeploy, readRemotesJson, writeRemotesJson } from './layout.mjs';
export { assertBuilt, cdnPathOf, contentAddress, publishRemote, sriOf } from './publish.mjs';
export { startSwitches } from './start-switches.mjs';
