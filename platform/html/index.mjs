/**
 * The face of platform/html/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
export { moveIntoPlace, removeLiveFile, stagingFolderFor, writeFileAtomically, writeLiveFile } from './live-files.mjs';
export { escapeHtml, renderRoutePage, routeStructuredData } from './route-html.mjs';
export { liveDeclarations, writeSitePages } from './site-pages-html.mjs';
