import type { Resource } from './resources';

/** Every resource, in the hub's order: blog posts, then case studies, each by its `order`. */
export declare const resources: readonly Resource[];
