import { matchRoute, siteStore } from '@site/shared';
import { articleKeyOf, articles } from '../articles/article-data';
import { knownCard } from '../articles/article-refs';
import { listPageCards, listPageKey, listPageRoute } from '../lists/list-page-data';

/**
 * The content file of the page the visitor opened, when its code starts: an article or a list
 * page opened at its address (a first visit, or a reload). Its module waits for it
 * (src/data/opened-page/*-ready.val.js), so the page's first render is complete, and in path mode
 * replaces the content its HTML brought with the same content, never with a loading state.
 * A failure is left to the page, which shows the shell's fallback with Retry.
 */
export function articleOpened(): Promise<unknown> {
  const match = matchRoute(siteStore.getState().location.path);
  const key = match.name === 'article' ? articleKeyOf(match.params.type, match.params.slug) : null;
  if (!key) return Promise.resolve();
  const loading = articles.load(key).catch(() => undefined);
  // Opened from a card: the page shows the card's fields at once and its body when it comes
  // (ArticlePage). During a tap Chromium delivers a fetch's answer late, behind the tap's own
  // work (docs/performance.md), so waiting for it here would hold the whole page back.
  return knownCard(key) ? Promise.resolve() : loading;
}

export function listPageOpened(): Promise<unknown> {
  const route = listPageRoute(siteStore.getState().location.path);
  return route ? listPageCards.load(listPageKey(route)).catch(() => undefined) : Promise.resolve();
}
