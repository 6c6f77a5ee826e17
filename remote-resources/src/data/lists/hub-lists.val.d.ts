import type { Resource, ResourceKind } from '../resources';

/** The latest cards of each list the hub shows (build/content-files.js, HUB_CARDS), in its order. */
export declare const latest: Readonly<Record<ResourceKind, readonly Resource[]>>;
/** How many cards each list has in all. */
export declare const counts: Readonly<Record<ResourceKind, number>>;
