import { useEffect } from 'react';
import { navigate, paths } from '@site/shared';
import { allResources, type Resource } from '../data/resources';
import { findResource } from '../model/resources-model';
import { Article } from './Article';
import { useArticleRoute } from './useArticleRoute';

export interface ArticlePageProps {
  /** Where to look the route's type and slug up. @defaultValue allResources */
  resources?: readonly Resource[];
}

/** /resources/{type}/{slug}: the article, or back to the Knowledge Hub when it does not exist. */
export default function ArticlePage({ resources = allResources }: ArticlePageProps) {
  const route = useArticleRoute();
  const resource = route ? findResource(resources, route.type, route.slug) : undefined;

  useEffect(() => {
    // Replace, not push: Back from the hub must skip the dead address instead of bouncing.
    if (!resource) navigate(paths.resources.getTarget(), { replace: true });
  }, [resource]);

  return resource ? <Article resource={resource} /> : null;
}
