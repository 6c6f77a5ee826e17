import type { Resource, ResourceKind } from './resources';

/** The first page of each list, in its order. */
export declare const latest: Readonly<Record<ResourceKind, readonly Resource[]>>;
/** How many cards each list has in all. */
export declare const counts: Readonly<Record<ResourceKind, number>>;
/** How many pages each list has: the first on the hub, the others at /resources/{type}/page/{n}. */
export declare const pageCounts: Readonly<Record<ResourceKind, number>>;
