import { cardFromData, type CardData } from '../card-data';
import { createContentStore, fetchContent } from '../content-file';
import { listPages } from './list-pages.val.js';
import { isResourceKind } from '../../model/resources-model';
import type { Resource, ResourceKind } from '../resources';

/** A page of a list: /resources/{type}/page/{number}. */
export interface ListPageRoute {
  type: ResourceKind;
  number: number;
}

const LIST_PAGE_PATH = /^\/resources\/([a-z]+)\/page\/([1-9][0-9]{0,5})$/;

/** Whether `path` has a list page's shape, whether or not that page exists. */
export function isListPagePath(path: string): boolean {
  return LIST_PAGE_PATH.test(path);
}

/** The list page `path` names, or null when it names none (an unknown list, or a page past its last). */
export function listPageRoute(path: string): ListPageRoute | null {
  const match = LIST_PAGE_PATH.exec(path);
  if (!match || !isResourceKind(match[1])) return null;
  const number = Number(match[2]);
  return number <= listPages[match[1]].length ? { type: match[1], number } : null;
}

/** How many pages `type`'s list has. */
export function listPageCount(type: ResourceKind): number {
  return listPages[type].length;
}

export function listPageKey({ type, number }: ListPageRoute): string {
  return `${type}/${number}`;
}

/** The cards of each list page, by listPageKey. */
export const listPageCards = createContentStore<readonly Resource[]>(async (key) => {
  const [type, number] = key.split('/');
  if (!isResourceKind(type)) throw new Error(`No list "${type}"`);
  const { cards } = await fetchContent<{ cards: CardData[] }>(listPages[type][Number(number) - 1]);
  return cards.map(cardFromData);
});
