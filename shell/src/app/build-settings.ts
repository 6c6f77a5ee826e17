import type { UrlMode } from '@site/shared';

declare const __URL_MODE__: UrlMode;
declare const __BASE_PATH__: string;

/** Chosen at build time (see webpack.config.js). */
export const URL_MODE: UrlMode = __URL_MODE__;
export const BASE_PATH: string = __BASE_PATH__;
