import { fetchContent, type ContentRef } from '../content-file';
import type { Resource } from '../resources';

/**
 * The cards the lists have shown this visit, by their article's address ("blog/<slug>"). An
 * article opened from a card is fetched by its card's pointer at once, and shows the card's
 * fields while its body is on its way; one opened at its address alone looks its pointer up in
 * a shard first (article-data.ts). Small, so the hub carries it.
 */
const cards = new Map<string, Resource>();

export function articleKey(type: string, slug: string): string {
  return `${type}/${slug}`;
}

export function knownArticle(key: string): ContentRef | undefined {
  return cards.get(key)?.article;
}

/** The card of the article at `key`, if a list showed it this visit. */
export function knownCard(key: string): Resource | undefined {
  return cards.get(key);
}

/**
 * A card shown: its article's file is remembered, and with `fetchNow` (a pointer over the
 * card, or focus on its link) fetched while the tap is on its way, beside the page's code.
 */
export function rememberArticle(resource: Resource, { fetchNow = false } = {}): void {
  if (!resource.slug || !resource.article) return;
  cards.set(articleKey(resource.type, resource.slug), resource);
  if (fetchNow) fetchContent(resource.article).catch(() => undefined);
}
