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

/** The in-app target of a resource's article, or undefined when it has no slug yet. */
export function articleTarget(resource: Resource): string | undefined {
  return resource.slug ? paths.article.getTarget(kindOf(resource), resource.slug) : undefined;
}

/** The in-app target of page `number` of a list: /resources/{type}/page/{number}, from 1. */
export function listPageTarget(kind: ResourceKind, number: number): string {
  return `${paths.resources.getTarget()}/${kind}/page/${number}`;
}

/**
 * The page numbers a pager shows around `current` of `count`: the first, the last, and the two
 * beside the current one; null where numbers are left out.
 */
export function pagerNumbers(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1] > 1 ? [null, n] : [n]));
}
