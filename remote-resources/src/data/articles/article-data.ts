import type { BlockNode } from '../../markup/markup-tree';
import { articleShards } from './article-shards.val.js';
import { articleKey, knownArticle } from './article-refs';
import { cardFromData, type CardData } from '../card-data';
import { createContentStore, fetchContent, type ContentRef } from '../content-file';
import { isResourceKind } from '../../model/resources-model';
import type { Resource } from '../resources';
import { shardOf } from './shard-of';

/** One article's file: its card's fields and its body. */
export interface ArticleData {
  resource: Resource;
  body: readonly BlockNode[];
}

async function articleRef(key: string): Promise<ContentRef | undefined> {
  const known = knownArticle(key);
  if (known) return known;
  const shard = await fetchContent<Record<string, ContentRef>>(articleShards[shardOf(key, articleShards.length)]);
  return Object.prototype.hasOwnProperty.call(shard, key) ? shard[key] : undefined;
}

/** Articles by address; null for an address that names none. */
export const articles = createContentStore<ArticleData | null>(async (key) => {
  const ref = await articleRef(key);
  if (!ref) return null;
  const { resource, body } = await fetchContent<{ resource: CardData; body: BlockNode[] }>(ref);
  return { resource: cardFromData(resource), body };
});

/** The store's key for an article route's type and slug, or null when they cannot name an article. */
export function articleKeyOf(type: string, slug: string): string | null {
  return isResourceKind(type) && slug ? articleKey(type, slug) : null;
}
