import type { ContentRef } from '../content-file';
import type { ResourceKind } from '../resources';

/** Each list's pages in order, page 1 first: the file of each and its hash. */
export declare const listPages: Readonly<Record<ResourceKind, readonly ContentRef[]>>;
