import { shardOf as buildShardOf } from '../../../build/content-files';
import { shardOf } from './shard-of';

// The browser finds an article only in the shard the build filed it in, so the two
// implementations are held to the same values side by side.
describe('shardOf', () => {
  it.each([
    // FNV-1a's published test vectors, then the shards of two addresses.
    ['a', 2 ** 32, 0xe40c292c],
    ['foobar', 2 ** 32, 0xbf9cf968],
    ['blog/a', 8, 1],
    ['blog/crm-for-small-business-growth-a-practical-starter-guide', 1000, 378],
  ])('is FNV-1a, in the browser as in the build (build/content-files.js): %j in %d shards', (key, shards, shard) => {
    expect({ browser: shardOf(key, shards), build: buildShardOf(key, shards) }).toEqual({ browser: shard, build: shard });
  });
});
