import { shardOf } from './shard-of';

describe('shardOf', () => {
  it('is FNV-1a, giving the shards the build gives (build/content-files.test.js pins the same values)', () => {
    expect(shardOf('a', 2 ** 32)).toBe(0xe40c292c);
    expect(shardOf('foobar', 2 ** 32)).toBe(0xbf9cf968);
    expect(shardOf('blog/a', 8)).toBe(1);
    expect(shardOf('blog/crm-for-small-business-growth-a-practical-starter-guide', 1000)).toBe(378);
  });
});
