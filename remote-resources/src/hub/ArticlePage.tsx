import { useEffect } from 'react';
import { matchRoute, navigate, paths, useSiteStore } from '@site/shared';
import { allResources, type Resource } from '../data/resources';
import { findResource } from '../model/resources-model';
import { Article } from './Article';

export interface ArticlePageProps {
  /** Where to look the route's type and slug up. @defaultValue allResources */
  resources?: readonly Resource[];
}

/** /resources/{type}/{slug}: the article, or back to the Knowledge Hub when it does not exist. */
export default function ArticlePage({ resources = allResources }: ArticlePageProps) {
  const path = useSiteStore((s) => s.location.path);
  const match = matchRoute(path);
  const resource = match.name === 'article' ? findResource(resources, match.params.type, match.params.slug) : undefined;

  useEffect(() => {
    // Replace, not push: Back from the hub must skip the dead address instead of bouncing.
    if (!resource) navigate(paths.resources.getTarget(), { replace: true });
  }, [resource]);

  return resource ? <Article resource={resource} /> : null;
}
