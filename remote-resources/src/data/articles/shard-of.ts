/**
 * The shard an article's address ("blog/<slug>") is filed in: FNV-1a, as the build files it
 * (build/content-files.js, shardOf; shard-of.test.ts holds both to the same values).
 */
export function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}
