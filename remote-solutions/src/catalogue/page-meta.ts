import { ALL_CATEGORIES_NAME, getCategory, site } from '@site/shared';
import type { Selection } from './selection';

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and meta description follow the selected category ("Sales Solutions"). */
export function selectionMeta(selection: Selection | null): PageMeta {
  if (!selection || selection.kind === 'all') {
    return {
      title: ALL_CATEGORIES_NAME,
      description: `Browse the cloud business apps ${site.brandName} helps small businesses choose and implement, from CRM and finance to HR, helpdesk and security.`,
    };
  }
  const { name } = getCategory(selection.category);
  return {
    title: `${name} Solutions`,
    description: `${name} solutions from ${site.brandName}: cloud apps we help small businesses choose, set up and adopt.`,
  };
}
