import type { BlockNode } from '../markup/markup-tree';

/** Each published resource's body, by its slug. */
export declare const articleBodies: Readonly<Record<string, readonly BlockNode[]>>;
