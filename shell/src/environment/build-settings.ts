import type { UrlMode } from '@site/shared';
import type { DeclaredPage } from '@site/shared/src/pages/site-pages';

declare const __URL_MODE__: UrlMode;
declare const __BASE_PATH__: string;
declare const __PROVIDED_SHARED__: Record<string, { version: string; requiredVersion: string; singleton: boolean }>;
declare const __FEDERATION_RUNTIME_VERSION__: string;
declare const __REMOTE_REQUEST_TIMEOUT_MS__: number;
declare const __REMOTE_PAGES__: readonly DeclaredRemotePage[];

/** A page as its remote's pages.json declares it (its fields: site-pages.js), with that remote's name. */
export type DeclaredRemotePage = DeclaredPage & { remote: string };

/** Chosen at build time (see webpack.config.js). */
export const URL_MODE: UrlMode = __URL_MODE__;
export const BASE_PATH: string = __BASE_PATH__;

/** What the shell provides to remotes, as installed when it was built (platform/webpack/singletons.js). */
export const PROVIDED_SHARED = __PROVIDED_SHARED__;
export const FEDERATION_RUNTIME_VERSION = __FEDERATION_RUNTIME_VERSION__;
/** How long a request for a remote's manifest, entry or chunk may take (shared/workspace.json). */
export const REMOTE_REQUEST_TIMEOUT_MS = __REMOTE_REQUEST_TIMEOUT_MS__;
/**
 * Every remote's declared pages when the shell was built, checked by the build
 * (platform/declarations): what the shell uses when its HTML carries none (declared-pages.ts).
 */
export const REMOTE_PAGES = __REMOTE_PAGES__;
