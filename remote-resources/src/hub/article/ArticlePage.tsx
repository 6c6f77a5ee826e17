import { useEffect } from 'react';
import { navigate, paths } from '@site/shared';
import { articleKeyOf, articles } from '../../data/articles/article-data';
import { knownCard } from '../../data/articles/article-refs';
import { Article } from './Article';
import { ContentLoading } from '../ContentLoading';
import { useArticleRoute } from './useArticleRoute';
import { useContent } from '../useContent';

/**
 * /resources/{type}/{slug}: the article, or back to the Knowledge Hub when it does not exist.
 * Opened from a card, it shows the card's fields (title, photo, lead) while its body is on its way.
 */
export default function ArticlePage() {
  const route = useArticleRoute();
  const key = route ? articleKeyOf(route.type, route.slug) : null;
  const entry = useContent(articles, key);
  const missing = key === null || (entry?.status === 'ready' && entry.value === null);

  useEffect(() => {
    // Replace, not push: Back from the hub must skip the dead address instead of bouncing.
    if (missing) navigate(paths.resources.getTarget(), { replace: true });
  }, [missing]);

  if (missing) return null;
  if (entry?.status === 'ready' && entry.value) return <Article resource={entry.value.resource} body={entry.value.body} />;
  // Opened from a card: its fields now, the body when its file comes.
  const card = key === null ? undefined : knownCard(key);
  if (card) return <Article resource={card} body={null} />;
  return <ContentLoading label="Loading the article" />;
}
