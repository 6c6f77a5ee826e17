/**
 * What the build and the browser give the shell, as the rest of the shell uses it: the build's
 * settings, the site's declared pages, the preview link, the script policy and the visitor's
 * data saving. Imported through this file only.
 */
export {
  BASE_PATH,
  FEDERATION_RUNTIME_VERSION,
  PROVIDED_SHARED,
  REMOTE_PAGES,
  REMOTE_REQUEST_TIMEOUT_MS,
  URL_MODE,
  type DeclaredRemotePage,
} from './build-settings';
export { declaredPages } from './declared-pages';
export {
  PREVIEW_PARAMS,
  PREVIEW_STORAGE_KEY,
  previewInQuery,
  sessionStore,
  settledPreview,
  settlePreview,
  storedPreview,
  type Preview,
  type PreviewDeclaration,
  type PreviewVerdict,
} from './preview-link';
export { wantsLessData } from './save-data';
export { declaredPagesFrom, readSitePagesBlock } from './site-declarations';
export { allowScriptOrigins, installScriptPolicy } from './trusted-types';
