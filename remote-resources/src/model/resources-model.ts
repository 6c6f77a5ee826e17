import { paths } from '@site/shared';
import type { Resource, ResourceKind } from '../data/resources';

/** The type label an article shows (docs/SPEC.md, section 4.6). */
export const RESOURCE_TYPE_LABELS: Record<ResourceKind, string> = {
  blog: 'Blog Post',
  casestudy: 'Case Study',
};

export function isResourceKind(value: string): value is ResourceKind {
  return Object.prototype.hasOwnProperty.call(RESOURCE_TYPE_LABELS, value);
}

/**
 * The list a resource belongs to. The spec files any type other than blog under case
 * studies, and the article route follows the list, so a card always links to a page that exists.
 */
export function kindOf(resource: Pick<Resource, 'type'>): ResourceKind {
  return resource.type === 'blog' ? 'blog' : 'casestudy';
}

export interface GroupedResources {
  blog: Resource[];
  casestudy: Resource[];
}

export function groupResources(resources: readonly Resource[]): GroupedResources {
  const grouped: GroupedResources = { blog: [], casestudy: [] };
  for (const resource of resources) grouped[kindOf(resource)].push(resource);
  return grouped;
}

/** The in-app target of a resource's article, or undefined when it has no slug yet. */
export function articleTarget(resource: Resource): string | undefined {
  return resource.slug ? paths.article.getTarget(kindOf(resource), resource.slug) : undefined;
}

/** The resource an article route names; undefined for an unknown type or slug. */
export function findResource(resources: readonly Resource[], type: string, slug: string): Resource | undefined {
  if (!isResourceKind(type) || !slug) return undefined;
  return resources.find((resource) => resource.slug === slug && kindOf(resource) === type);
}
