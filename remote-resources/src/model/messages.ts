/** The spec's user-facing messages for the Knowledge Hub (docs/SPEC.md, sections 4.5 and 7), word for word. */
import type { ToastInput } from '@site/shared';
import type { ResourceKind } from '../data/resources';

export const EMPTY_LIST_MESSAGES: Record<ResourceKind, string> = {
  blog: 'No blog posts available yet. Check back soon!',
  casestudy: 'No case studies available yet. Check back soon!',
};

/** Shown instead of navigating when a card's resource has no slug (no article yet). */
export function blockedResourceToast(title: string): ToastInput {
  return {
    title: `Accessing ${title}...`,
    description: "This resource isn't available yet, but it's coming soon!",
  };
}
