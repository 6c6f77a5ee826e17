import { getCategory, site } from '@site/shared';
import declaration from '../../pages.json';
import type { Selection } from './selection';

export interface PageMeta {
  title: string;
  description: string;
}

/** The head pages.json declares for the page, which the shell sets as it shows it. */
const declared: PageMeta = declaration.pages.find((page) => page.module === 'SolutionsPage')!;

/**
 * Title and meta description follow the selected category ("Sales Solutions"); with none, the
 * declared head, which the page sets again when the visitor goes back to every category.
 */
export function selectionMeta(selection: Selection | null): PageMeta {
  if (!selection || selection.kind === 'all') return { title: declared.title, description: declared.description };
  const { name } = getCategory(selection.category);
  return {
    title: `${name} Solutions`,
    description: `${name} solutions from ${site.brandName}: cloud apps we help small businesses choose, set up and adopt.`,
  };
}
