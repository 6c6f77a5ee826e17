import { declaredHead, getCategory, site } from '@site/shared';
import declaration from '../../../pages.json';
import type { Selection } from './selection';

export interface PageMeta {
  title: string;
  description: string;
}

/** The head pages.json declares for the page: the one with every category. */
const declared: PageMeta = declaredHead(declaration, 'SolutionsPage');

/**
 * Title and meta description follow the selected category ("Sales Solutions"); with none, the
 * declared head, which the page sets again when the visitor goes back to every category.
 */
export function selectionMeta(selection: Selection | null): PageMeta {
  if (!selection || selection.kind === 'all') return declared;
  const { name } = getCategory(selection.category);
  return {
    title: `${name} Solutions`,
    description: `${name} solutions from ${site.brandName}: cloud apps we help small businesses choose, set up and adopt.`,
  };
}
