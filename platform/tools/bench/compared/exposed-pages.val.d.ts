import type { RemotePageModule } from '@site/shared';

/** Every page the remotes expose, by "remote/Module", as a lazy import (exposed-pages.val.js). */
declare const pages: Record<string, () => Promise<RemotePageModule>>;
export default pages;
