import { matchRoute, siteStore } from '@site/shared';
import { articleKeyOf, articles } from './article-data';
import { listPageCards, listPageKey, listPageRoute } from './list-page-data';

/**
 * The content file of the page the visitor opened, when its code starts: an article or a list
 * page opened at its address (a first visit, or a reload). Its module waits for it
 * (src/data/*-ready.val.js), so the page's first render is complete, and in path mode
 * replaces the content its HTML brought with the same content, never with a loading state.
 * A failure is left to the page, which shows the shell's fallback with Retry.
 */
export function articleOpened(): Promise<unknown> {
  const match = matchRoute(siteStore.getState().location.path);
  const key = match.name === 'article' ? articleKeyOf(match.params.type, match.params.slug) : null;
  return key ? articles.load(key).catch(() => undefined) : Promise.resolve();
}

export function listPageOpened(): Promise<unknown> {
  const route = listPageRoute(siteStore.getState().location.path);
  return route ? listPageCards.load(listPageKey(route)).catch(() => undefined) : Promise.resolve();
}
