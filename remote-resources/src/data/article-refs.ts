import { fetchContent, type ContentRef } from './content-file';
import type { Resource } from './resources';

/**
 * The article files the lists have shown this visit, by address ("blog/<slug>"). An article
 * opened from a card is fetched by its card's pointer at once; one opened at its address alone
 * looks its pointer up in a shard first (article-data.ts). Small, so the hub carries it.
 */
const refs = new Map<string, ContentRef>();

export function articleKey(type: string, slug: string): string {
  return `${type}/${slug}`;
}

export function knownArticle(key: string): ContentRef | undefined {
  return refs.get(key);
}

/**
 * A card shown: its article's file is remembered, and with `fetchNow` (a pointer over the
 * card, or focus on its link) fetched while the tap is on its way, beside the page's code.
 */
export function rememberArticle(resource: Resource, { fetchNow = false } = {}): void {
  if (!resource.slug || !resource.article) return;
  refs.set(articleKey(resource.type, resource.slug), resource.article);
  if (fetchNow) fetchContent(resource.article).catch(() => undefined);
}
