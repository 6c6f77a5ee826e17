import type { ContentRef } from '../content-file';

/** The shards, in order: an article is in the one shardOf(its address, their count) names. */
export declare const articleShards: readonly ContentRef[];
