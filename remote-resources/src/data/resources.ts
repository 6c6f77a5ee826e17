import type { LucideIcon } from 'lucide-react';
import type { ResourceType } from '@site/shared';
import type { ContentRef } from './content-file';
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
  /** From the title (docs/SPEC.md, section 5.4), unique; absent while the article is coming soon. */
  slug?: string;
  /** Its article's file (build/content-files.js), pinned by its hash; with the slug. */
  article?: ContentRef;
}

/**
 * Every resource, in display order: for the tests and tools that check the whole content. No
 * page imports it: each fetches what it shows (hub-lists, list-pages, article-shards).
 */
export const allResources: readonly Resource[] = resources;
export const blogPosts: readonly Resource[] = allResources.filter((resource) => resource.type === 'blog');
export const caseStudies: readonly Resource[] = allResources.filter((resource) => resource.type === 'casestudy');
