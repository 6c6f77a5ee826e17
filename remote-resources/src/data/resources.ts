import type { LucideIcon } from 'lucide-react';
import type { ResourceType } from '@site/shared';
import { resources } from './resource-list.val.js';

/** The two lists of the Knowledge Hub; also the {type} segment of an article's route. */
export type ResourceKind = ResourceType;

/**
 * A blog post or case study, as remote-resources/content/{id}.md describes it (the build checks
 * the file: remote-resources/build/resources-content.js). Without a slug it has no article yet:
 * its card is blocked.
 */
export interface Resource {
  icon: LucideIcon;
  title: string;
  /** One or two sentences for the card. */
  description: string;
  /** Short badge text, e.g. "CRM", "HR & Payroll", "Manufacturing". */
  category: string;
  /** Alt text for the (shared, generic business dashboard) stock photo shown with this resource. */
  imageAlt: string;
  type: ResourceKind;
  /** From the title (docs/SPEC.md, section 5.4), unique; absent while the article is coming soon. Keys its body in article-bodies. */
  slug?: string;
}

/** Everything the Knowledge Hub lists, in display order. */
export const allResources: readonly Resource[] = resources;
export const blogPosts: readonly Resource[] = allResources.filter((resource) => resource.type === 'blog');
export const caseStudies: readonly Resource[] = allResources.filter((resource) => resource.type === 'casestudy');
